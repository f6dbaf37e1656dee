import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameStream } from '@league/contracts';
import { leaguePlayApiForTests, type LeaguePlayApi } from '../lookups/test-support';

/** The game sheet over HTTP: lineups, entries, shots, shootout, removals and the final (docs/api.md, "Game sheet"). */

let api: LeaguePlayApi;
let leagueId: string;
let venueId: string;
let home: string;
let visitor: string;
let homeRoster: string[];
let visitorRoster: string[];
let day = 1;

const newGame = (fields: object = {}) =>
  api.game({
    leagueId,
    venueId,
    homeTeamId: home,
    visitorTeamId: visitor,
    date: `2026-09-${String(day++).padStart(2, '0')}`,
    ...fields,
  });
const url = (gameId: string, path: string) => `/api/admin/game/${gameId}/sheet/${path}`;
const put = (gameId: string, path: string, body: object) =>
  api.app.inject({ method: 'PUT', url: url(gameId, path), headers: api.admin, payload: body });
const post = (gameId: string, path: string, body: object) => api.send('POST', url(gameId, path), body);
const lineups = async (gameId: string) => {
  const [h1, h2, h3] = homeRoster;
  const [v1, v2] = visitorRoster;
  expect(
    (await put(gameId, 'lineup/home', { rosterPlayerIds: [h1, h2, h3], goalieRosterPlayerId: h3 }))
      .statusCode,
  ).toBe(200);
  expect(
    (await put(gameId, 'lineup/visitor', { rosterPlayerIds: [v1, v2], goalieRosterPlayerId: null }))
      .statusCode,
  ).toBe(200);
};
const goal = (id: string, fields: object = {}) => ({
  id,
  side: 'home',
  period: 1,
  time: '4:05',
  scorer: homeRoster[0],
  assists: [homeRoster[1]],
  ...fields,
});
const types = async (gameId: string) => (await api.store.readStream(gameStream(gameId))).map((e) => e.type);

beforeAll(async () => {
  api = await leaguePlayApiForTests();
  venueId = await api.venue();
  leagueId = await api.league({ periodMinutes: 15 });
  home = await api.team(leagueId, 'Blue Jays');
  visitor = await api.team(leagueId, 'Red Wings');
  homeRoster = await api.roster(home, 3);
  visitorRoster = await api.roster(visitor, 2);
});
afterAll(async () => api.close());

describe('the game sheet over HTTP', () => {
  it('scores a game entry by entry, then records its result from the final', async () => {
    const gameId = await newGame();
    await lineups(gameId);
    const [h1, h2] = homeRoster;
    const [v1] = visitorRoster;
    const first = await post(gameId, 'goals', goal(api.id(), { strength: 'PP' }));
    expect(first.statusCode).toBe(201);
    const second = api.id();
    expect(
      (
        await post(gameId, 'goals', goal(second, { period: 3, time: '14:59', scorer: h2, assists: [] }))
      ).json(),
    ).toEqual({
      gameId,
      entryId: second,
      position: expect.any(String),
    });
    expect(
      (await post(gameId, 'goals', goal(api.id(), { side: 'visitor', scorer: v1, assists: [] }))).statusCode,
    ).toBe(201);
    const penalty = {
      id: api.id(),
      side: 'visitor',
      period: 2,
      time: '10:00',
      rosterPlayerId: v1,
      infraction: 'Tripping',
      minutes: 2,
    };
    expect((await post(gameId, 'penalties', penalty)).statusCode).toBe(201);
    expect((await post(gameId, 'shots', { side: 'home', period: 1, shots: 8 })).statusCode).toBe(200);
    expect((await post(gameId, 'shots', { side: 'home', period: 1, shots: 9 })).statusCode).toBe(200);
    const final = await post(gameId, 'final', { status: 'FINAL' });
    expect([final.statusCode, final.json()]).toEqual([200, { gameId, position: expect.any(String) }]);
    const stream = await api.store.readStream(gameStream(gameId));
    expect(stream.map((e) => e.type)).toEqual([
      'GameScheduled',
      'GameSheetLineupSet',
      'GameSheetLineupSet',
      'GameSheetGoalRecorded',
      'GameSheetGoalRecorded',
      'GameSheetGoalRecorded',
      'GameSheetPenaltyRecorded',
      'GameSheetShotsRecorded',
      'GameSheetShotsRecorded',
      'GameSheetFinalized',
      'GameResultRecorded',
    ]);
    expect(stream[3]?.data).toEqual({
      gameId,
      entryId: expect.any(String),
      side: 'home',
      period: 1,
      time: '04:05',
      scorer: h1,
      assists: [h2],
      strength: 'PP',
    });
    expect(stream[10]?.data).toMatchObject({
      kind: 'regular',
      status: 'FINAL',
      homePeriods: [1, 0, 1, 0],
      visitorPeriods: [1, 0, 0, 0],
      homeTotal: 2,
      visitorTotal: 1,
      homeStats: [
        { rosterPlayerId: h1, teamId: home, goals: 1, assists: 0 },
        { rosterPlayerId: h2, teamId: home, goals: 1, assists: 1 },
      ].sort((a, b) => a.rosterPlayerId!.localeCompare(b.rosterPlayerId!)),
      visitorStats: [{ rosterPlayerId: v1, teamId: visitor, goals: 1, assists: 0 }],
    });
    // the same final again records nothing
    const count = await api.eventCount();
    expect((await post(gameId, 'final', { status: 'FINAL' })).statusCode).toBe(200);
    expect(await api.eventCount()).toBe(count);
  });

  it('answers an entry sent twice as the first time, recording nothing; another entry under its id is a 409', async () => {
    const gameId = await newGame();
    await lineups(gameId);
    const id = api.id();
    const first = await post(gameId, 'goals', goal(id));
    const count = await api.eventCount();
    const again = await post(gameId, 'goals', goal(id));
    expect([again.statusCode, again.json()]).toEqual([201, first.json()]);
    expect(await api.eventCount()).toBe(count);
    const other = await post(gameId, 'goals', goal(id, { time: '5:00' }));
    expect([other.statusCode, other.json().message]).toEqual([
      409,
      'This id is already used by a different record.',
    ]);
    const removed = await api.send('DELETE', url(gameId, `goals/${id}`));
    expect(removed.statusCode).toBe(200);
    const removedAgain = await api.send('DELETE', url(gameId, `goals/${id}`));
    expect([removedAgain.statusCode, removedAgain.json()]).toEqual([200, removed.json()]);
    expect((await post(gameId, 'goals', goal(id))).json()).toEqual(first.json());
    expect(await types(gameId)).toEqual([
      'GameScheduled',
      'GameSheetLineupSet',
      'GameSheetLineupSet',
      'GameSheetGoalRecorded',
      'GameSheetEntryRemoved',
    ]);
  });

  it('refuses every bad entry with its status and message, recording nothing', async () => {
    const gameId = await newGame();
    const [h1, h2, h3] = homeRoster;
    const [v1] = visitorRoster;
    const before = await api.eventCount();
    expect((await post(gameId, 'goals', goal(api.id()))).json().message).toBe(
      "Set the home lineup first: the sheet's players are players of their side's lineup.",
    );
    expect(await api.eventCount()).toBe(before);
    await lineups(gameId);
    const versionBefore = (await api.store.readStream(gameStream(gameId))).length;
    const count = await api.eventCount();
    const cases: Array<[string, object, number, string]> = [
      ['goals', goal(api.id(), { scorer: v1 }), 400, 'The scorer is not in the home lineup.'],
      [
        'goals',
        goal(api.id(), { assists: [v1] }),
        400,
        'An assist names a player who is not in the home lineup.',
      ],
      ['goals', goal(api.id(), { assists: [h1] }), 400, 'The scorer cannot also assist their own goal.'],
      ['goals', goal(api.id(), { assists: [h2, h2] }), 400, 'A player can assist a goal only once.'],
      [
        'goals',
        goal(api.id(), { scorer: h1, assists: [h2, h3, h2] }),
        400,
        'A goal can have at most two assists.',
      ],
      ['goals', goal(api.id(), { time: '15:01' }), 400, 'The time is past the end of the period (15:00).'],
      [
        'goals',
        goal(api.id(), { period: 4, time: '16:00' }),
        400,
        'The time is past the end of the period (15:00).',
      ],
      ['goals', goal(api.id(), { period: 5 }), 400, 'period must be 1, 2, 3 or 4 (overtime).'],
      ['goals', goal(api.id(), { time: '4:5' }), 400, "time must be 'mm:ss' into the period."],
      ['goals', goal(api.id(), { strength: 'XX' }), 400, "strength must be 'EV', 'PP', 'SH' or 'EN'."],
      ['goals', goal(api.id(), { side: 'away' }), 400, "side must be 'home' or 'visitor'."],
      [
        'penalties',
        {
          id: api.id(),
          side: 'home',
          period: 1,
          time: '1:00',
          rosterPlayerId: h1,
          infraction: 'Hooking',
          minutes: 3,
        },
        400,
        'minutes must be 2, 4, 5 or 10.',
      ],
      [
        'penalties',
        {
          id: api.id(),
          side: 'home',
          period: 1,
          time: '1:00',
          rosterPlayerId: v1,
          infraction: 'Hooking',
          minutes: 2,
        },
        400,
        'The player is not in the home lineup.',
      ],
      ['shots', { side: 'home', period: 1, shots: 100 }, 400, 'shots must be a whole number from 0 to 99.'],
      [
        'final',
        { status: 'Overtime' },
        409,
        'An Overtime result needs an overtime goal (period 4) on the sheet.',
      ],
      ['final', { status: 'TBP' }, 400, "status must be 'FINAL', 'Overtime' or 'Shootout'."],
    ];
    for (const [path, body, status, message] of cases) {
      const answer = await post(gameId, path, body);
      expect([answer.statusCode, answer.json().message], `${path} ${JSON.stringify(body)}`).toEqual([
        status,
        message,
      ]);
    }
    const lineup = await put(gameId, 'lineup/home', {
      rosterPlayerIds: [h1, v1],
      goalieRosterPlayerId: null,
    });
    expect([lineup.statusCode, lineup.json().message]).toEqual([
      400,
      "The home lineup names a player who is not on the home team's roster.",
    ]);
    const unknown = await api.send('DELETE', url(gameId, `penalties/${api.id()}`));
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      "No such penalty on this game's sheet.",
    ]);
    expect(await api.eventCount()).toBe(count);
    expect((await api.store.readStream(gameStream(gameId))).length).toBe(versionBefore);
  });

  it('refuses a goal once the shootout has started, and decides the final on a shootout', async () => {
    const gameId = await newGame();
    await lineups(gameId);
    const [h1] = homeRoster;
    const [v1, v2] = visitorRoster;
    const attempt = (side: string, round: number, rosterPlayerId: string, scored: boolean) =>
      post(gameId, 'shootout', { id: api.id(), side, round, rosterPlayerId, scored });
    expect((await attempt('home', 1, h1!, true)).statusCode).toBe(201);
    expect((await attempt('home', 1, h1!, true)).json().message).toBe(
      'The home side already has an attempt in round 1 of the shootout.',
    );
    expect((await post(gameId, 'goals', goal(api.id()))).json().message).toBe(
      'The shootout has started: no more goals in periods 1 to 4 (correct one after the final).',
    );
    expect((await attempt('visitor', 1, v1!, false)).statusCode).toBe(201);
    expect((await post(gameId, 'final', { status: 'FINAL' })).json().message).toBe(
      'The sheet has shootout attempts: its result is a Shootout.',
    );
    expect((await attempt('visitor', 2, v2!, true)).statusCode).toBe(201);
    expect((await post(gameId, 'final', { status: 'Shootout' })).json().message).toBe(
      'A Shootout result needs a winner of the shootout: more shootout goals on one side.',
    );
    expect((await attempt('home', 2, h1!, true)).statusCode).toBe(201);
    expect((await post(gameId, 'final', { status: 'Shootout' })).statusCode).toBe(200);
    const stream = await api.store.readStream(gameStream(gameId));
    expect(stream.at(-1)?.data).toMatchObject({
      status: 'Shootout',
      homePeriods: [0, 0, 0, 1],
      visitorPeriods: [0, 0, 0, 0],
      homeTotal: 1,
      visitorTotal: 0,
    });
  });

  it('records the result again with a correction after the final', async () => {
    const gameId = await newGame();
    await lineups(gameId);
    const id = api.id();
    await post(gameId, 'goals', goal(id));
    expect((await post(gameId, 'final', { status: 'FINAL' })).statusCode).toBe(200);
    expect((await api.send('DELETE', url(gameId, `goals/${id}`))).statusCode).toBe(200);
    expect((await post(gameId, 'shots', { side: 'visitor', period: 2, shots: 5 })).statusCode).toBe(200);
    const [, , , ...sheet] = await types(gameId);
    expect(sheet).toEqual([
      'GameSheetGoalRecorded',
      'GameSheetFinalized',
      'GameResultRecorded',
      'GameSheetEntryRemoved',
      'GameResultCorrected',
      'GameSheetShotsRecorded',
    ]);
    const corrected = (await api.store.readStream(gameStream(gameId))).at(-2);
    expect(corrected?.data).toMatchObject({ status: 'FINAL', homeTotal: 0, visitorTotal: 0, homeStats: [] });
  });

  it('takes a playoff final as FINAL with totals only, refusing another status and a tie', async () => {
    const gameId = await newGame({ playoff: true });
    await lineups(gameId);
    expect((await post(gameId, 'final', { status: 'FINAL' })).json().message).toBe(
      'A playoff or championship game needs a winner: the totals cannot be equal.',
    );
    await post(gameId, 'goals', goal(api.id(), { period: 4 }));
    expect((await post(gameId, 'final', { status: 'Overtime' })).json().message).toBe(
      "A playoff or championship game's result is FINAL: its overtime and shootout count in its totals.",
    );
    expect((await post(gameId, 'final', { status: 'FINAL' })).statusCode).toBe(200);
    expect((await api.store.readStream(gameStream(gameId))).at(-1)?.data).toMatchObject({
      kind: 'playoff',
      status: 'FINAL',
      homePeriods: null,
      visitorPeriods: null,
      homeTotal: 1,
      visitorTotal: 0,
    });
  });

  it('refuses a game with a TBD team, an unknown game, and a final of a game after today unless confirmed', async () => {
    const tbd = await newGame({ playoff: true, visitorTeamId: null });
    const tbdLineup = await put(tbd, 'lineup/home', { rosterPlayerIds: [], goalieRosterPlayerId: null });
    expect([tbdLineup.statusCode, tbdLineup.json().message]).toEqual([
      409,
      'A game with a TBD team has no sheet yet.',
    ]);
    const unknown = await post(api.id(), 'shots', { side: 'home', period: 1, shots: 3 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Game not found.']);
    const future = await newGame({ date: '2099-03-04' });
    await lineups(future);
    const refused = await post(future, 'final', { status: 'FINAL' });
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        message: 'This game is on Wednesday, Mar. 4, 2099, after today.',
        gameDate: '2099-03-04',
        confirm: 'confirmFuture',
      },
    ]);
    expect((await post(future, 'final', { status: 'FINAL', confirmFuture: true })).statusCode).toBe(200);
  });

  it('refuses callers who are not staff, recording nothing', async () => {
    const gameId = await newGame();
    const count = await api.eventCount();
    const payload = { side: 'home', period: 1, shots: 1 };
    const inject = (headers: Record<string, string>) =>
      api.app.inject({ method: 'POST', url: url(gameId, 'shots'), headers, payload });
    expect((await inject({})).statusCode).toBe(401);
    expect((await inject(api.coach)).statusCode).toBe(403);
    expect(await api.eventCount()).toBe(count);
  });
});
