import { describe, expect, it } from 'vitest';
import { commandRoutes } from '@league/command-api';
import { createInMemoryEventStore } from '@league/infra/eventstore';
import { buildOpenApiDocument } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import { queryRoutes } from '../../src/index';
import { testTokens } from '../test-support';

describe('the tournament routes in the OpenAPI document', () => {
  it('documents every registration, organization, conduct, tournament and registrant route', async () => {
    const tokens = testTokens();
    const document = (await buildOpenApiDocument([
      (app) => commandRoutes(app, { store: createInMemoryEventStore(), tokens }),
      (app) =>
        queryRoutes(app, {
          db: {} as SqlClient,
          tokens,
          waitForPosition: async () => true,
          projectionStatus: async () => [],
        }),
    ])) as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/admin/allOrgs',
        'GET /api/admin/org/{orgId}',
        'POST /api/admin/createOrg',
        'PATCH /api/admin/{orgId}/updateOrg',
        'DELETE /api/admin/{id}/removeOrg',
        'POST /api/registration/registeredTeams/{coachId}',
        'GET /api/admin/{coachId}/allTeamsForACoach',
        'GET /api/admin/{coachId}/{team}/{year}',
        'POST /api/admin/updateRegisteredTeam/{coachId}/{team}/{year}',
        'GET /api/registration/allRegisteredTeams',
        'GET /api/registration/allArchivedTeams',
        'PATCH /api/admin/markAsCommitted',
        'PATCH /api/admin/{registeredTeamId}/archiveCurrentToggleRegisteredTeam',
        'POST /api/registration/codeOfConduct',
        'GET /api/admin/getAllCOCCoaches',
        'POST /api/admin/createTournament',
        'PATCH /api/admin/{tournamentId}/updateTournament',
        'GET /api/registration/tournaments',
        'GET /api/admin/tournament/{tournamentId}',
        'POST /api/registration/{tournamentId}/registrants',
        'GET /api/registration/{leagueNameAndDesc}',
        'GET /api/admin/registrant/{registrantId}',
        'PATCH /api/admin/{registrantId}/updateRegistrant',
        'DELETE /api/admin/{registrantId}/removeRegistrant',
      ]),
    );
    const registration = JSON.stringify(document.paths['/api/registration/registeredTeams/{coachId}']);
    expect(registration).toContain('playerIsGoalie30');
  });
});
