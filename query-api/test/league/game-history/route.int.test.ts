import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHistoryAnswer, type Actor, type GameFields, type GameResult } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { testEvent } from '@league/infra/testing';
import type { LeagueFixture } from '@league/projectors/league-fixture';
import type { buildQueryApi } from '../../../src/index';
import { bearer, testTokens } from '../../test-support';
import { leaguePlayStack, type LeaguePlayStack } from '../test-support';

/**
 * GET /api/admin/game/{gameId}/history through HTTP (inject) on the projections: admins only, 404 for an
 * unknown game, and every version of a game scheduled, moved, given a result and corrected, with its
 * author named and no account id or e-mail address in the answer.
 */

const tokens = testTokens();
const first = randomUUID();
const second = randomUUID();
const admin = bearer(tokens.sign({ role: 'admin', id: first }).token);
const coach = bearer(tokens.sign({ role: 'coach', id: randomUUID() }).token);
const system: Actor = { role: 'system', id: null };

let stack: LeaguePlayStack;
let store: EventStore;
let f: LeagueFixture;
let app: Awaited<ReturnType<typeof buildQueryApi>>;

beforeAll(async () => {
  stack = await leaguePlayStack({ tokens });
  ({ store, app, f } = stack);
});
afterAll(async () => stack.close());

async function record(stream: string, type: string, data: object, actor: Actor) {
  f.last = (await store.append(stream, [testEvent(type, data, actor)], 'any')).position;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, 'x-min-position': f.last } });

describe('GET /api/admin/game/{gameId}/history', () => {
  it('answers every version oldest first: scheduled, moved, result recorded, result corrected, by name', async () => {
    // two admin accounts, registered as the launcher does (the e-mail is sealed there; here it is plain)
    await record(
      `admin-${first}`,
      'AdminRegistered',
      { adminId: first, email: 'first@league.test', passwordHash: 'x' },
      system,
    );
    await record(
      `admin-${second}`,
      'AdminRegistered',
      { adminId: second, email: 'second@league.test', passwordHash: 'y' },
      system,
    );
    const byFirst: Actor = { role: 'admin', id: first };
    const bySecond: Actor = { role: 'admin', id: second };

    const leagueId = await f.league({ leagueName: 'Metro', year: 2025 });
    const main = await f.venue('Main Rink');
    const east = await f.venue('East Rink');
    const rockets = await f.team(leagueId, 'Rockets');
    const blades = await f.team(leagueId, 'Blades');
    const annId = await f.player('Ann', 'Zed');
    const boId = await f.player('Bo', 'Young');
    const ann = await f.roster(rockets, annId, 9);
    const bo = await f.roster(blades, boId, 4);
    const players = { [ann]: { teamId: rockets, playerId: annId }, [bo]: { teamId: blades, playerId: boId } };

    const gameId = randomUUID();
    const game: GameFields = {
      gameId,
      leagueId,
      date: '2025-09-05',
      time: '19:30',
      venueId: main,
      homeTeamId: blades,
      visitorTeamId: rockets,
      homeTeamSeed: 0,
      visitorTeamSeed: 0,
      playoff: false,
      championship: false,
    };
    const line = (rosterPlayerId: string, goals: number, assists: number) => ({
      rosterPlayerId,
      ...players[rosterPlayerId]!,
      goals,
      assists,
    });
    const result = (
      visitorTotal: number,
      homeTotal: number,
      lines: GameResult['visitorStats'],
    ): GameResult => ({
      gameId,
      kind: 'regular',
      status: 'FINAL',
      homePeriods: [homeTotal, 0, 0, 0],
      visitorPeriods: [visitorTotal, 0, 0, 0],
      homeTotal,
      visitorTotal,
      summary: '',
      homeStats: lines.filter((l) => l.teamId === blades),
      visitorStats: lines.filter((l) => l.teamId === rockets),
    });
    await record(`game-${gameId}`, 'GameScheduled', game, byFirst);
    await record(`game-${gameId}`, 'GameUpdated', { ...game, date: '2025-09-06', venueId: east }, byFirst);
    await record(
      `game-${gameId}`,
      'GameResultRecorded',
      result(3, 4, [line(ann, 2, 0), line(bo, 1, 1)]),
      byFirst,
    );
    await record(`game-${gameId}`, 'GameResultCorrected', result(5, 4, [line(ann, 3, 0)]), bySecond);

    const answer = await get(`/api/admin/game/${gameId}/history`, admin);
    expect(answer.statusCode).toBe(200);
    const { versions } = gameHistoryAnswer.parse(answer.json());
    expect(versions.map((v) => [v.version, v.kind, v.recordedBy.name])).toEqual([
      [1, 'scheduled', 'Admin'],
      [2, 'moved', 'Admin'],
      [3, 'result recorded', 'Admin'],
      [4, 'result corrected', 'Admin 2'],
    ]);
    expect(versions[1]?.changes).toEqual([
      { field: 'date', label: 'Date', from: 'Friday, Sept. 5, 2025', to: 'Saturday, Sept. 6, 2025' },
      { field: 'venue', label: 'Venue', from: 'Main Rink', to: 'East Rink' },
    ]);
    expect(versions[3]).toMatchObject({ visitor: 'Rockets', home: 'Blades' });
    expect(versions[3]?.changes).toEqual([
      { field: 'score', label: 'Score', from: '3 - 4', to: '5 - 4' },
      {
        field: 'visitorPeriods',
        label: 'Rockets by period',
        from: 'P1 3, P2 0, P3 0, OT/SO 0',
        to: 'P1 5, P2 0, P3 0, OT/SO 0',
      },
      { field: 'stats', label: '#9 Ann Zed (Rockets)', from: '2 G, 0 A', to: '3 G, 0 A' },
      { field: 'stats', label: '#4 Bo Young (Blades)', from: '1 G, 1 A', to: null },
    ]);
    // names, never the accounts' ids or addresses, nor the ids of what the game refers to
    for (const secret of [first, second, '@', blades, rockets, main, east, ann, bo]) {
      expect(answer.body).not.toContain(secret);
    }

    expect((await get(`/api/admin/game/${gameId}/history`)).statusCode).toBe(401);
    expect((await get(`/api/admin/game/${gameId}/history`, coach)).statusCode).toBe(403);
  });

  it('answers 404 with a message for an unknown game, and 400 for a malformed id', async () => {
    const unknown = await get(`/api/admin/game/${randomUUID()}/history`, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No Game Found!' });
    const malformed = await get('/api/admin/game/not-a-game/history', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toHaveProperty('message');
  });
});
