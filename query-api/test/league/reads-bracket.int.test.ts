import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBracketAnswer, bracketAnswer } from '@league/contracts';
import { admin, coach, leaguePlayStack, unknown, type LeaguePlayStack } from './test-support';

/** The bracket reads: the public picture's data by round, and the admin's with the flagged conflicts. */

let stack: LeaguePlayStack;
let f: LeaguePlayStack['f'];
const get = (url: string, headers: Record<string, string> = {}) =>
  stack.app.inject({ method: 'GET', url, headers: { ...headers, 'x-min-position': f.last } });
let league: string;
let empty: string;
let teams: Record<'aces' | 'bears' | 'comets' | 'dukes', string>;
let semi1: string, semi2: string, final: string, consolation: string;

beforeAll(async () => {
  stack = await leaguePlayStack();
  f = stack.f;
  const venueId = await f.venue('Main Rink');
  league = await f.league({ leagueName: 'Metro Playoffs' });
  empty = await f.league({ leagueName: 'No Playoffs' });
  const [aces, bears, comets, dukes] = await Promise.all(
    ['Aces', 'Bears', 'Comets', 'Dukes'].map((n) => f.team(league, n)),
  );
  teams = { aces: aces!, bears: bears!, comets: comets!, dukes: dukes! };
  const at = (date: string) => ({ leagueId: league, venueId, date, time: '19:00' });
  await f.game({ ...at('2026-02-01'), homeTeamId: aces!, visitorTeamId: bears! }); // regular: not in the bracket
  semi1 = await f.game({
    ...at('2026-03-01'),
    playoff: true,
    homeTeamId: aces!,
    visitorTeamId: dukes!,
    homeTeamSeed: 1,
    visitorTeamSeed: 4,
  });
  semi2 = await f.game({
    ...at('2026-03-02'),
    playoff: true,
    homeTeamId: bears!,
    visitorTeamId: comets!,
    homeTeamSeed: 2,
    visitorTeamSeed: 3,
  });
  consolation = await f.game({ ...at('2026-03-03'), playoff: true, homeTeamId: null, visitorTeamId: null });
  final = await f.game({
    ...at('2026-03-09'),
    championship: true,
    homeTeamId: null,
    visitorTeamId: null,
    homeFromGameId: semi1,
    visitorFromGameId: semi2,
  });
  await f.result(semi1, { home: 4, visitor: 2 });
  await stack.store.append(
    `game-${final}`,
    [
      {
        type: 'GameSlotFilled',
        data: { gameId: final, side: 'home', teamId: aces!, seed: 1, source: 'advance', fromGameId: semi1 },
        metadata: {
          eventId: crypto.randomUUID(),
          correlationId: 'c',
          causationId: null,
          actor: { role: 'admin', id: 'a' },
          recordedAt: '2026-03-02T00:00:00.000Z',
          schemaVersion: 1,
        },
      },
      {
        type: 'BracketConflictFlagged',
        data: { gameId: final, side: 'home', winnerTeamId: dukes!, playedTeamId: aces!, fromGameId: semi1 },
        metadata: {
          eventId: crypto.randomUUID(),
          correlationId: 'c',
          causationId: null,
          actor: { role: 'admin', id: 'a' },
          recordedAt: '2026-03-02T00:00:00.000Z',
          schemaVersion: 1,
        },
      },
    ],
    'any',
  );
  f.last = (await stack.store.headPosition())!;
  await stack.runner.catchUp();
});
afterAll(async () => stack.close());

describe('the bracket reads', () => {
  it('answers the playoff and championship games by round, named from the last one, with filled sides', async () => {
    const response = await get(`/api/league/${league}/bracket`);
    expect(response.statusCode).toBe(200);
    const answer = bracketAnswer.parse(response.json());
    expect(answer).toMatchObject({ leagueId: league, leagueName: 'Metro Playoffs' });
    expect(answer.rounds.map((r) => [r.name, r.games.map((g) => g.gameId)])).toEqual([
      ['Semifinals', [semi1, semi2, consolation]],
      ['Final', [final]],
    ]);
    const [first] = answer.rounds[0]!.games;
    expect(first).toMatchObject({
      date: '2026-03-01',
      time: '19:00',
      venueName: 'Main Rink',
      home: { teamId: teams.aces, teamName: 'Aces', seed: 1, score: 4, fromGameId: null },
      visitor: { teamId: teams.dukes, teamName: 'Dukes', seed: 4, score: 2, fromGameId: null },
      winner: 'home',
      status: 'FINAL',
      championship: false,
      conflict: false,
    });
    expect(answer.rounds[1]!.games[0]).toMatchObject({
      home: { teamId: teams.aces, teamName: 'Aces', seed: 1, score: null, fromGameId: semi1 },
      visitor: { teamId: null, teamName: null, fromGameId: semi2 },
      winner: null,
      status: 'TBP',
      championship: true,
      conflict: true,
    });
    // the public answer names no conflict's details
    expect(JSON.stringify(answer)).not.toContain('conflicts');
  });

  it('answers an empty bracket, and 404 with a message for an unknown league', async () => {
    expect((await get(`/api/league/${empty}/bracket`)).json()).toMatchObject({ rounds: [] });
    const missing = await get(`/api/league/${unknown}/bracket`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.any(String) });
  });

  it('gives the admin the conflicts with both teams by name, and only the admin', async () => {
    const url = `/api/admin/league/${league}/bracket`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, coach)).statusCode).toBe(403);
    const answer = adminBracketAnswer.parse((await get(url, admin)).json());
    expect(answer.conflicts).toEqual([
      {
        gameId: final,
        side: 'home',
        fromGameId: semi1,
        winnerTeamId: teams.dukes,
        winnerTeamName: 'Dukes',
        playedTeamId: teams.aces,
        playedTeamName: 'Aces',
      },
    ]);
  });
});
