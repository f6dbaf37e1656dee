import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameStream, teamStream } from '@league/contracts';
import { leaguePlayApiForTests, type LeaguePlayApi } from '../lookups/test-support';

let api: LeaguePlayApi;
let leagueId: string;
let venueId: string;
let home: string;
let visitor: string;
let homeRoster: string[];
let visitorRoster: string[];
let day = 1;

/** a new game on its own day */
const newGame = (fields: object = {}) =>
  api.game({
    leagueId,
    venueId,
    homeTeamId: home,
    visitorTeamId: visitor,
    date: `2026-11-${String(day++).padStart(2, '0')}`,
    ...fields,
  });
/** a result saved from the game's results page as just loaded: If-Match is the game's version now */
const save = (route: string) => async (gameId: string, body: object) =>
  api.send('PATCH', `/api/admin/${route}/${gameId}`, body, await api.ifMatch(gameStream(gameId)));
const regular = save('gameStats');
const playoff = save('playoffGameStats');
const championship = save('championshipGameStats');
const result = (fields: object = {}) => ({
  homeStats: [],
  visitorStats: [],
  homePointsPerPeriod: ['1|1|0|0|2'],
  visitorPointsPerPeriod: ['0|1|0|0|1'],
  gameStatus: 'FINAL',
  gameSummary: 'A good game.',
  ...fields,
});

beforeAll(async () => {
  api = await leaguePlayApiForTests();
  venueId = await api.venue();
  leagueId = await api.league();
  home = await api.team(leagueId, 'Blue Jays');
  visitor = await api.team(leagueId, 'Red Wings');
  homeRoster = await api.roster(home, 3);
  visitorRoster = await api.roster(visitor, 3);
});
afterAll(async () => api.close());

describe('results over HTTP', () => {
  it('records a regular result with both sides’ player lines resolved, then corrections', async () => {
    const gameId = await newGame();
    const [h1, h2] = homeRoster;
    const [v1] = visitorRoster;
    const first = await regular(
      gameId,
      result({ homeStats: [`${h1}|2|0`, `${h2}|0|2`], visitorStats: [`${v1}|1|0`], gameStatus: 'FINAL' }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ gameId, position: expect.any(String) });
    const [, recorded] = await api.store.readStream(`game-${gameId}`);
    const homePlayer = (await api.store.readStream(`team-${home}`))[1]?.data as { playerId: string };
    expect(recorded).toMatchObject({
      type: 'GameResultRecorded',
      data: {
        gameId,
        kind: 'regular',
        status: 'FINAL',
        homePeriods: [1, 1, 0, 0],
        visitorPeriods: [0, 1, 0, 0],
        homeTotal: 2,
        visitorTotal: 1,
        summary: 'A good game.',
        homeStats: [
          { rosterPlayerId: h1, playerId: homePlayer.playerId, teamId: home, goals: 2, assists: 0 },
          { rosterPlayerId: h2, playerId: expect.any(String), teamId: home, goals: 0, assists: 2 },
        ],
        visitorStats: [
          { rosterPlayerId: v1, playerId: expect.any(String), teamId: visitor, goals: 1, assists: 0 },
        ],
      },
    });
    // the same result again records nothing; a different one is a correction (a tie under FINAL is fine)
    const count = await api.eventCount();
    expect(
      (await regular(gameId, result({ homeStats: [`${h1}|2|0`, `${h2}|0|2`], visitorStats: [`${v1}|1|0`] })))
        .statusCode,
    ).toBe(200);
    expect(await api.eventCount()).toBe(count);
    const tie = await regular(gameId, result({ visitorPointsPerPeriod: ['0|1|1|0|2'] }));
    expect(tie.statusCode).toBe(200);
    const overtime = await regular(
      gameId,
      result({
        gameStatus: 'Overtime',
        homePointsPerPeriod: ['1|1|0|1|3'],
        visitorPointsPerPeriod: ['0|1|1|0|2'],
      }),
    );
    expect(overtime.statusCode).toBe(200);
    expect((await api.store.readStream(`game-${gameId}`)).map((e) => e.type)).toEqual([
      'GameScheduled',
      'GameResultRecorded',
      'GameResultCorrected',
      'GameResultCorrected',
    ]);
    // If-Match on a result
    expect(
      (await api.send('PATCH', `/api/admin/gameStats/${gameId}`, result(), { 'if-match': '1' })).statusCode,
    ).toBe(409);
  });

  it('refuses every bad regular result with 400 and records nothing', async () => {
    const gameId = await newGame();
    const [h1] = homeRoster;
    const [v1] = visitorRoster;
    const count = await api.eventCount();
    const cases: Array<[object, string]> = [
      [{ homePointsPerPeriod: ['1|1|0|0|3'] }, 'The home total must be periods 1, 2, 3 and OT/SO added up.'],
      [
        { visitorPointsPerPeriod: ['0|1|0|0|2'] },
        'The visitor total must be periods 1, 2, 3 and OT/SO added up.',
      ],
      [
        { gameStatus: 'Overtime', visitorPointsPerPeriod: ['1|1|0|0|2'] },
        'An Overtime or Shootout game needs a winner: the totals cannot be equal.',
      ],
      [
        { gameStatus: 'Shootout', visitorPointsPerPeriod: ['1|1|0|0|2'] },
        'An Overtime or Shootout game needs a winner: the totals cannot be equal.',
      ],
      [
        { homePointsPerPeriod: ['100|0|0|0|100'] },
        "The points per period must be one 'p1|p2|p3|ot|total' entry of numbers from 0 to 99.",
      ],
      [
        { homeStats: [`${h1}|100|0`] },
        "A stats entry must be 'rosterPlayerId|goals|assists' with goals and assists from 0 to 99.",
      ],
      [{ homeStats: [`${h1}|3|0`] }, "The home players' goals (3) are more than the home total (2)."],
      [
        { visitorStats: [`${v1}|0|3`] },
        "The visitor players' assists (3) are more than twice the visitor total (1).",
      ],
      [
        { homeStats: [`${v1}|1|0`] },
        "A home stats entry names a player who is not on the home team's roster.",
      ],
      [
        { visitorStats: [`${h1}|1|0`] },
        "A visitor stats entry names a player who is not on the visitor team's roster.",
      ],
      [{ homeStats: [`${h1}|1|0`, `${h1}|0|1`] }, 'A player can have only one stats entry on the home side.'],
    ];
    for (const [fields, message] of cases) {
      const response = await regular(gameId, result(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await api.eventCount()).toBe(count);
  });

  it('takes playoff and championship results only for their kind of game, with a winner, status FINAL', async () => {
    const playoffGame = await newGame({ playoff: true, homeTeamSeed: 1, visitorTeamSeed: 4 });
    const finalGame = await newGame({ championship: true });
    const regularGame = await newGame();
    const tbd = await newGame({ playoff: true, visitorTeamId: null });
    const knockout = {
      homeStats: [`${homeRoster[0]}|3|1`],
      visitorStats: [],
      homePointsTotal: 3,
      visitorPointsTotal: 1,
      gameSummary: '',
    };
    const count = await api.eventCount();
    const refusals: Array<
      [Promise<{ statusCode: number; json: () => { message: string } }>, number, string]
    > = [
      [
        regular(playoffGame, result()),
        409,
        'This is a playoff game: record its result with the playoff game stats.',
      ],
      [
        playoff(regularGame, knockout),
        409,
        'This is a regular-season game: record its result with the regular game stats.',
      ],
      [
        championship(playoffGame, knockout),
        409,
        'This is a playoff game: record its result with the playoff game stats.',
      ],
      [
        playoff(finalGame, knockout),
        409,
        'This is a championship game: record its result with the championship game stats.',
      ],
      [playoff(tbd, knockout), 409, 'A game with a TBD team cannot have a result yet.'],
      [
        playoff(playoffGame, { ...knockout, visitorPointsTotal: 3 }),
        400,
        'A playoff or championship game needs a winner: the totals cannot be equal.',
      ],
      [
        playoff(playoffGame, { ...knockout, gameId: finalGame }),
        400,
        'The gameId of the body must be the game of the address.',
      ],
      [playoff(api.id(), knockout), 404, 'Game not found.'],
    ];
    for (const [response, status, message] of refusals) {
      const answer = await response;
      expect([answer.statusCode, answer.json().message]).toEqual([status, message]);
    }
    expect(await api.eventCount()).toBe(count);
    expect((await playoff(playoffGame, { ...knockout, gameId: playoffGame })).statusCode).toBe(200);
    expect((await championship(finalGame, knockout)).statusCode).toBe(200);
    const [, recorded] = await api.store.readStream(`game-${finalGame}`);
    expect(recorded).toMatchObject({
      type: 'GameResultRecorded',
      data: {
        kind: 'championship',
        status: 'FINAL',
        homePeriods: null,
        visitorPeriods: null,
        homeTotal: 3,
        visitorTotal: 1,
      },
    });
  });

  it('still takes the stats of a player removed from the roster since (their goals stay)', async () => {
    const gameId = await newGame();
    const [, , h3] = homeRoster;
    await api.ok('DELETE', `/api/admin/${h3}/removePlayer`, undefined, await api.ifMatch(teamStream(home)));
    expect((await regular(gameId, result({ homeStats: [`${h3}|1|0`] }))).statusCode).toBe(200);
  });

  it('takes a result for a game after today only when confirmed: a 409 naming its date first', async () => {
    const gameId = await newGame({ date: '2099-01-02' });
    const playoffGame = await newGame({ date: '2099-01-03', playoff: true });
    const count = await api.eventCount();
    const refused = await regular(gameId, result());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This game is on Friday, Jan. 2, 2099, after today.',
      gameDate: '2099-01-02',
      confirm: 'confirmFuture',
    });
    const knockout = { homePointsTotal: 2, visitorPointsTotal: 1, gameSummary: '' };
    expect((await playoff(playoffGame, knockout)).statusCode).toBe(409);
    expect(await api.eventCount()).toBe(count);
    expect((await regular(gameId, result({ confirmFuture: true }))).statusCode).toBe(200);
    expect((await playoff(playoffGame, { ...knockout, confirmFuture: true })).statusCode).toBe(200);
    // a game not played yet may be saved so without asking
    const later = await newGame({ date: '2099-01-04' });
    expect((await regular(later, result({ gameStatus: 'TBP' }))).statusCode).toBe(200);
  });

  it('refuses callers who are not admins, recording nothing', async () => {
    const gameId = await newGame();
    const count = await api.eventCount();
    for (const url of [`/api/admin/gameStats/${gameId}`, `/api/admin/playoffGameStats/${gameId}`]) {
      expect((await api.app.inject({ method: 'PATCH', url, payload: result() })).statusCode).toBe(401);
      expect(
        (await api.app.inject({ method: 'PATCH', url, payload: result(), headers: api.coach })).statusCode,
      ).toBe(403);
    }
    expect(await api.eventCount()).toBe(count);
  });
});
