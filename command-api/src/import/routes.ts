import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  badRequest,
  IMPORT_HAS_ERRORS_MESSAGE,
  IMPORT_KIND_MESSAGE,
  IMPORT_KINDS,
  IMPORT_NOT_CSV_MESSAGE,
  importAnswer,
  importParams,
  importQuery,
  LeagueError,
  MAX_IMPORT_BYTES,
  notFound,
  type ImportKind,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf } from '../handling';
import type { CommandApiDeps } from '../deps';
import { playerAggregate } from '../players/decider';
import { teamAggregate } from '../teams/aggregate';
import { readSheet } from './csv';
import { planImport, teamsNamedBy, type ImportWrite } from './plan';
import { readImportSnapshot } from './snapshot';

const admin = [{ bearerAuth: [] }];
const tags = ['import'];

const isKind = (kind: string): kind is ImportKind => (IMPORT_KINDS as readonly string[]).includes(kind);

/**
 * POST /api/admin/import/{teams|players|rosters}: a CSV file's preview, or with `?apply=1` its rows
 * recorded through the ordinary commands (docs/api.md, "Spreadsheet import"). Admin only.
 */
export const importRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  // the file as text; its size is checked before it is read (413)
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES },
    (_request, body, done) => done(null, body),
  );

  /** records one planned write with the command the one-at-a-time form runs */
  const record = (request: FastifyRequest, write: ImportWrite) => {
    switch (write.type) {
      case 'CreateTeam':
        // the plan found no team of this name in the league; the name's claim still guards a race
        return run(
          request,
          teamAggregate.of(write.data.teamId),
          { type: 'CreateTeam', data: { ...write.data, teamsWithName: [] } },
          { create: true },
        );
      case 'CreatePlayer':
        return run(request, playerAggregate.of(write.data.playerId), write, { create: true });
      case 'AddPlayers':
        return run(request, teamAggregate.of(write.teamId), {
          type: 'AddPlayers',
          data: { teamId: write.teamId, players: write.players.map((p) => ({ ...p, otherTeams: [] })) },
        });
    }
  };

  app.post(
    '/api/admin/import/:kind',
    {
      onRequest: onlyAdmin,
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        tags,
        security: admin,
        params: importParams,
        querystring: importQuery,
        response: { 200: importAnswer },
      },
    },
    async (request) => {
      const { kind } = request.params;
      if (!isKind(kind)) throw notFound(IMPORT_KIND_MESSAGE);
      if (typeof request.body !== 'string') throw new LeagueError(415, IMPORT_NOT_CSV_MESSAGE);
      const sheet = readSheet(kind, request.body);
      const snapshot = await readImportSnapshot(deps, (recorded) =>
        kind === 'rosters' ? teamsNamedBy(sheet, recorded) : [],
      );
      const plan = planImport(kind, sheet, snapshot);
      if (request.query.apply !== '1') return { rows: plan.rows, errors: plan.errors };
      if (plan.errors > 0) throw badRequest(IMPORT_HAS_ERRORS_MESSAGE);
      // every row was checked above; the writes follow one another (a store appends one stream at a time)
      let position: string | null = null;
      for (const write of plan.writes) position = (await record(request, write)).position;
      return { rows: plan.rows, errors: 0, position };
    },
  );
};
