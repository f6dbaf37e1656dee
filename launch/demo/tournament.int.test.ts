import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '@league/command-api';
import { DEFAULT_LEAGUE_TIME_ZONE, todayInTimeZone } from '@league/contracts';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createTokenService, type HttpApp } from '@league/infra/http';
import { sqlPersonalData } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import {
  allProjections,
  createProjectionRunner,
  projectionStatus,
  waitForPosition,
  type ProjectionRunner,
} from '@league/projectors';
import { buildQueryApi } from '@league/query-api';
import { demoApi, mailedLinkOf } from './api';
import { loadTournamentDemo } from './tournament';

const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
const admin = {
  authorization: `Bearer ${tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token}`,
};
let db: SqlClient;
let store: EventStore;
let runner: ProjectionRunner;
let commands: HttpApp;
let queries: HttpApp;

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  runner = createProjectionRunner({ store, db, projections: allProjections, mode: 'embedded' });
  await runner.start();
  // the personal-data keys in the read models' database, where the projections open them
  commands = await buildCommandApi({ store, tokens, personalData: sqlPersonalData(db) });
  queries = await buildQueryApi({
    db,
    tokens,
    waitForPosition: (position, timeoutMs, projections) =>
      waitForPosition(db, position, { timeoutMs, ...(projections ? { projections } : {}) }),
    projectionStatus: () => projectionStatus(db, store),
  });
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await db.close();
});

describe('the registration demo', () => {
  it('loads nine organizations, coaches with registered teams, signatures and an open tournament with registrants', async () => {
    // the coaches confirm their addresses by the links mailed to them, as on the demo site
    const links = mailedLinkOf(store, sqlPersonalData(db));
    await loadTournamentDemo(demoApi(commands, admin.authorization.slice(7), undefined, links), {
      venueIds: [],
      today: todayInTimeZone(DEFAULT_LEAGUE_TIME_ZONE),
    });
    await runner.catchUp();
    const read = async (url: string) => (await queries.inject({ method: 'GET', url, headers: admin })).json();
    expect((await read('/api/admin/allOrgs')).allOrgs).toHaveLength(9);
    const year = new Date().getFullYear();
    const teams = await read(`/api/registration/allRegisteredTeams`);
    expect(teams.allRegisteredTeams).toHaveLength(3);
    expect(teams.allRegisteredTeams.every((t: { year: number }) => Math.abs(t.year - year) <= 1)).toBe(true);
    expect(teams.allEmailAddresses).toEqual(['coach.okafor@league.test', 'coach.walsh@league.test']);
    expect(
      (await read('/api/admin/getAllCOCCoaches')).allCOCCoaches.map((c: { lastName: string }) => c.lastName),
    ).toEqual(['Lindqvist', 'Nguyen', 'Okafor', 'Walsh']);
    const [tournament] = (await read('/api/registration/tournaments')).allTournaments;
    expect(tournament.isOpen).toBe(true);
    const players = await read(`/api/registration/${encodeURIComponent(tournament.leagueNameAndDesc)}`);
    expect(players.allRegisteredPlayersInLeague).toHaveLength(3);
  });
});
