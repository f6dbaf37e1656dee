import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createTokenService, type HttpApp } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import { countStatements, type CountingSqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import type { CheckpointFeed, ProjectionRunner } from '@league/projectors';
import { composeInProcessApis } from '../api-deps';

/**
 * The embedded site without the UI on an in-memory PGlite, every statement counted: both APIs and every
 * projection running in-process, as `npm start` runs them. For command budgets (tests) and the bench.
 */
export interface CountedSite {
  app: HttpApp;
  db: CountingSqlClient;
  store: EventStore;
  feed: CheckpointFeed;
  runner: ProjectionRunner;
  admin: { authorization: string };
  /**
   * sends an admin command (an edit with the version it read as `ifMatch`); resolves once every projection
   * has applied it; its answer
   */
  command<T = Record<string, unknown>>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    ifMatch?: number,
  ): Promise<T>;
  close(): Promise<void>;
}

export async function startCountedSite(): Promise<CountedSite> {
  const db = countStatements(await createTestPglite());
  const store = createPostgresEventStore(db);
  const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
  const { app, feed, runner } = await composeInProcessApis({
    store,
    db,
    tokens,
    logger: createLogger('costs', 'silent'),
  });
  const admin = {
    authorization: `Bearer ${tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token}`,
  };
  return {
    app,
    db,
    store,
    feed,
    runner,
    admin,
    async command(method, url, payload, ifMatch) {
      const headers = ifMatch === undefined ? admin : { ...admin, 'if-match': String(ifMatch) };
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      const answer = response.json<{ position?: string }>();
      if (answer.position) {
        const outcome = await feed.waitFor(answer.position, { timeoutMs: 10_000 });
        if (outcome !== 'reached')
          throw new Error(`${method} ${url}: projections did not reach ${answer.position}`);
      }
      return answer as never;
    },
    async close() {
      await app.close();
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}

/** A league of two teams with ten rostered players each and `games` scheduled games between them. */
export async function seedLeague(site: CountedSite, games = 1) {
  const { venueId } = await site.command<{ venueId: string }>('POST', '/api/admin/createVenue', {
    venueName: 'Riverside Dome',
    venueAddress: '1 River Rd',
  });
  const { leagueId } = await site.command<{ leagueId: string }>('POST', '/api/admin/createLeague', {
    leagueName: 'Men 30+',
    session: 'Fall',
    year: 2026,
  });
  const teams: { teamId: string; roster: string[] }[] = [];
  for (const teamName of ['Aces', 'Bears']) {
    const { teamId } = await site.command<{ teamId: string }>('POST', '/api/admin/createTeam', {
      leagueId,
      teamName,
    });
    const players = [];
    for (let number = 1; number <= 10; number++) {
      const { playerId } = await site.command<{ playerId: string }>('POST', '/api/admin/createPlayer', {
        firstName: `P${number}`,
        lastName: teamName,
      });
      players.push({ playerId, number });
    }
    // the team just created, at version 0
    const { rosterPlayerIds } = await site.command<{ rosterPlayerIds: string[] }>(
      'POST',
      `/api/admin/${teamId}/addPlayers`,
      { players },
      0,
    );
    teams.push({ teamId, roster: rosterPlayerIds });
  }
  const gameIds: string[] = [];
  // one game a day, all before today: a result for a game after today asks for a confirmation
  const day = 86_400_000;
  const firstDay = Math.floor(Date.now() / day - games - 2) * day;
  for (let g = 0; g < games; g++) {
    const { gameId } = await site.command<{ gameId: string }>('POST', '/api/admin/createGame', {
      leagueId,
      homeTeamId: teams[0]!.teamId,
      visitorTeamId: teams[1]!.teamId,
      venueId,
      date: new Date(firstDay + g * day).toISOString().slice(0, 10),
      time: '19:30',
    });
    gameIds.push(gameId);
  }
  return { teams, gameIds };
}
