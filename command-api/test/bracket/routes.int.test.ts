import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_ONLY_IN_PLAYOFFS_MESSAGE, gameStream } from '@league/contracts';
import { leaguePlayApiForTests, type LeaguePlayApi } from '../lookups/test-support';
import { FEEDER_CYCLE_MESSAGE, FEEDER_KIND_MESSAGE, FEEDER_TAKEN_MESSAGE } from '../../src/schedule/decider';
import { NO_CONFLICT_MESSAGE } from '../../src/bracket/routes';
import { NOTHING_TO_SEED_MESSAGE, TOO_FEW_TEAMS_MESSAGE } from '../../src/bracket/seed';

let api: LeaguePlayApi;
let leagueId: string;
let venueId: string;
/** by final standings: aces 1st, comets 2nd, dukes 3rd, bears 4th */
let aces: string, bears: string, comets: string, dukes: string;
let day = 1;
const at = () => ({ leagueId, venueId, time: '19:00', date: `2026-02-${String(day++).padStart(2, '0')}` });
const stream = async (gameId: string) => (await api.store.readStream(`game-${gameId}`)).map((e) => e.type);
const lastData = async (gameId: string) => (await api.store.readStream(`game-${gameId}`)).at(-1)!.data;
/** If-Match with the game's version now, as its admin page sends it */
const gameVersion = (gameId: string) => api.ifMatch(gameStream(gameId));
const regular = (home: string, visitor: string, h: number, v: number) =>
  api.game({ ...at(), homeTeamId: home, visitorTeamId: visitor }).then((gameId) =>
    api.ok(
      'PATCH',
      `/api/admin/gameStats/${gameId}`,
      {
        homeStats: [],
        visitorStats: [],
        homePointsPerPeriod: [`${h}|0|0|0|${h}`],
        visitorPointsPerPeriod: [`${v}|0|0|0|${v}`],
        gameStatus: 'FINAL',
        gameSummary: '',
      },
      { 'if-match': '0' },
    ),
  );
const final = async (route: string, gameId: string, home: number, visitor: number) =>
  api.send(
    'PATCH',
    `/api/admin/${route}/${gameId}`,
    { homePointsTotal: home, visitorPointsTotal: visitor, gameSummary: '' },
    await gameVersion(gameId),
  );
const playoffResult = (gameId: string, home: number, visitor: number) =>
  final('playoffGameStats', gameId, home, visitor);

beforeAll(async () => {
  api = await leaguePlayApiForTests();
  venueId = await api.venue();
  leagueId = await api.league({ leagueName: 'Bracket League' });
  [aces, bears, comets, dukes] = (await Promise.all(
    ['Aces', 'Bears', 'Comets', 'Dukes'].map((name) => api.team(leagueId, name)),
  )) as [string, string, string, string];
  await regular(aces, bears, 5, 0);
  await regular(aces, dukes, 4, 1);
  await regular(comets, bears, 3, 1);
  await regular(dukes, bears, 2, 1);
  await regular(comets, dukes, 2, 1);
});
afterAll(async () => api.close());

describe('the playoff bracket over HTTP', () => {
  it('seeds, advances winners, flags a correction after the next game was played, and keeps it on request', async () => {
    const semi1 = await api.game({
      ...at(),
      playoff: true,
      homeTeamId: null,
      visitorTeamId: null,
      homeTeamSeed: 1,
      visitorTeamSeed: 4,
    });
    const semi2 = await api.game({
      ...at(),
      playoff: true,
      homeTeamId: null,
      visitorTeamId: null,
      homeTeamSeed: 2,
      visitorTeamSeed: 3,
    });
    const champ = await api.game({
      ...at(),
      championship: true,
      homeTeamId: null,
      visitorTeamId: null,
      homeFromGameId: semi1,
      visitorFromGameId: semi2,
    });

    const count = await api.eventCount();
    expect(
      (await api.app.inject({ method: 'POST', url: `/api/admin/league/${leagueId}/seedBracket` })).statusCode,
    ).toBe(401);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/admin/league/${leagueId}/seedBracket`,
          headers: api.coach,
        })
      ).statusCode,
    ).toBe(403);
    expect(await api.eventCount()).toBe(count);

    const seeded = await api.ok<{ seeded: unknown[] }>('POST', `/api/admin/league/${leagueId}/seedBracket`);
    expect(seeded.seeded).toEqual([
      { gameId: semi1, side: 'home', teamId: aces, seed: 1 },
      { gameId: semi1, side: 'visitor', teamId: bears, seed: 4 },
      { gameId: semi2, side: 'home', teamId: comets, seed: 2 },
      { gameId: semi2, side: 'visitor', teamId: dukes, seed: 3 },
    ]);
    const again = await api.send('POST', `/api/admin/league/${leagueId}/seedBracket`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: NOTHING_TO_SEED_MESSAGE });

    // the semifinals: their winners fill the final
    expect((await playoffResult(semi1, 4, 2)).statusCode).toBe(200);
    expect((await playoffResult(semi2, 1, 3)).statusCode).toBe(200);
    expect(await lastData(champ)).toMatchObject({
      side: 'visitor',
      teamId: dukes,
      seed: 3,
      source: 'advance',
      fromGameId: semi2,
    });
    const filled = await stream(champ);
    expect(filled).toEqual(['GameScheduled', 'GameSlotFilled', 'GameSlotFilled']);
    // saving a result again changes nothing in the bracket
    expect((await playoffResult(semi1, 4, 2)).statusCode).toBe(200);
    expect(await stream(champ)).toEqual(filled);

    // a correction before the final is played moves the bracket
    expect((await playoffResult(semi1, 1, 2)).statusCode).toBe(200);
    expect(await lastData(champ)).toMatchObject({ side: 'home', teamId: bears, source: 'advance' });
    expect((await playoffResult(semi1, 4, 2)).statusCode).toBe(200);
    expect(await lastData(champ)).toMatchObject({ side: 'home', teamId: aces });

    // the final is played; then a semifinal correction flags a conflict (once) and rewrites nothing
    expect((await final('championshipGameStats', champ, 3, 2)).statusCode).toBe(200);
    expect((await playoffResult(semi1, 1, 2)).statusCode).toBe(200);
    expect((await playoffResult(semi1, 1, 2)).statusCode).toBe(200);
    const flagged = await api.store.readStream(`game-${champ}`);
    expect(flagged.filter((e) => e.type === 'BracketConflictFlagged').map((e) => e.data)).toEqual([
      { gameId: champ, side: 'home', winnerTeamId: bears, playedTeamId: aces, fromGameId: semi1 },
    ]);
    expect(flagged.filter((e) => e.type === 'GameSlotFilled')).toHaveLength(4);

    // only an admin keeps the played result; then there is nothing left to keep
    const keep = `/api/admin/game/${champ}/bracketConflict/home/keep`;
    expect((await api.app.inject({ method: 'POST', url: keep })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: keep, headers: api.coach })).statusCode).toBe(403);
    expect((await api.send('POST', `/api/admin/game/${champ}/bracketConflict/left/keep`)).statusCode).toBe(
      400,
    );
    expect((await api.send('POST', keep)).statusCode).toBe(200);
    expect(await lastData(champ)).toEqual({ gameId: champ, side: 'home', resolution: 'kept' });
    const noConflict = await api.send('POST', keep);
    expect(noConflict.statusCode).toBe(409);
    expect(noConflict.json()).toEqual({ message: NO_CONFLICT_MESSAGE });
  });

  it('clears a conflict by itself when a correction makes the played team the winner again', async () => {
    const semi = await api.game({ ...at(), playoff: true, homeTeamId: aces, visitorTeamId: bears });
    const next = await api.game({
      ...at(),
      playoff: true,
      homeTeamId: null,
      visitorTeamId: comets,
      homeFromGameId: semi,
    });
    await playoffResult(semi, 3, 1);
    await playoffResult(next, 2, 1);
    await playoffResult(semi, 1, 3);
    await playoffResult(semi, 3, 1);
    expect((await stream(next)).slice(-2)).toEqual(['BracketConflictFlagged', 'BracketConflictResolved']);
    expect(await lastData(next)).toMatchObject({ resolution: 'winner played' });
  });

  it('fills a slot at once when its feeder already has a winner', async () => {
    const semi = await api.game({ ...at(), playoff: true, homeTeamId: comets, visitorTeamId: dukes });
    await playoffResult(semi, 1, 4);
    const next = await api.game({ ...at(), championship: true, homeTeamId: null, visitorTeamId: aces });
    await api.ok('PATCH', `/api/admin/${next}/updateGame`, { homeFromGameId: semi }, await gameVersion(next));
    expect(await lastData(next)).toMatchObject({ side: 'home', teamId: dukes, source: 'advance' });
  });

  it('refuses bad feeds with a message and records nothing', async () => {
    const semi = await api.game({ ...at(), playoff: true, homeTeamId: aces, visitorTeamId: bears });
    const champ = await api.game({
      ...at(),
      championship: true,
      homeTeamId: null,
      visitorTeamId: null,
      homeFromGameId: semi,
    });
    const regularGame = await api.game({ ...at(), homeTeamId: comets, visitorTeamId: dukes });
    const otherLeague = await api.league({ leagueName: 'Other' });
    const otherSemi = await api.game({
      ...at(),
      leagueId: otherLeague,
      playoff: true,
      homeTeamId: null,
      visitorTeamId: null,
    });
    const count = await api.eventCount();
    const cases: [object, number, string][] = [
      [
        { ...at(), homeTeamId: aces, visitorTeamId: bears, homeFromGameId: semi },
        400,
        FEED_ONLY_IN_PLAYOFFS_MESSAGE,
      ],
      [
        { ...at(), playoff: true, homeTeamId: null, visitorTeamId: null, homeFromGameId: champ },
        400,
        FEEDER_KIND_MESSAGE('home'),
      ],
      [
        { ...at(), playoff: true, homeTeamId: null, visitorTeamId: null, homeFromGameId: regularGame },
        400,
        FEEDER_KIND_MESSAGE('home'),
      ],
      [
        { ...at(), playoff: true, homeTeamId: null, visitorTeamId: null, visitorFromGameId: otherSemi },
        400,
        FEEDER_KIND_MESSAGE('visitor'),
      ],
      [
        { ...at(), playoff: true, homeTeamId: null, visitorTeamId: null, visitorFromGameId: semi },
        409,
        FEEDER_TAKEN_MESSAGE('visitor'),
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await api.send('POST', '/api/admin/createGame', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
    const cycle = await api.send(
      'PATCH',
      `/api/admin/${semi}/updateGame`,
      { homeTeamId: null, homeFromGameId: semi },
      await gameVersion(semi),
    );
    expect(cycle.statusCode).toBe(400);
    const a = await api.game({ ...at(), playoff: true, homeTeamId: null, visitorTeamId: null });
    const b = await api.game({
      ...at(),
      playoff: true,
      homeTeamId: null,
      visitorTeamId: null,
      homeFromGameId: a,
    });
    const loop = await api.send(
      'PATCH',
      `/api/admin/${a}/updateGame`,
      { homeFromGameId: b },
      await gameVersion(a),
    );
    expect(loop.statusCode).toBe(409);
    expect(loop.json()).toEqual({ message: FEEDER_CYCLE_MESSAGE('home') });
    // the two games a and b, each with its claim of its slot
    expect(await api.eventCount()).toBe(count + 4);
  });

  it('refuses to seed beyond the standings or a league that does not exist', async () => {
    await api.game({
      ...at(),
      playoff: true,
      homeTeamId: null,
      visitorTeamId: null,
      homeTeamSeed: 9,
      visitorTeamSeed: 0,
    });
    const count = await api.eventCount();
    const tooMany = await api.send('POST', `/api/admin/league/${leagueId}/seedBracket`);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: TOO_FEW_TEAMS_MESSAGE(9, 4) });
    expect((await api.send('POST', `/api/admin/league/${api.id()}/seedBracket`)).statusCode).toBe(404);
    expect((await api.send('POST', `/api/admin/league/not-a-uuid/seedBracket`)).statusCode).toBe(400);
    expect(await api.eventCount()).toBe(count);
  });
});
