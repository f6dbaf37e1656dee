import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goalieLeadersAnswer,
  playerHistoryAnswer,
  rosterAndScheduleAnswer,
  scoringLeadersAnswer,
  teamPageAnswer,
} from '@league/contracts';
import { fastSerializerCompiler } from '@league/infra/http';
import { testEvent } from '@league/infra/testing';
import { leaguePlayStack, unknown, type LeaguePlayStack } from './test-support';

/**
 * The statistics of the game sheet through HTTP (inject), its events appended to the store as its
 * commands record them (docs/api.md, "Game sheet" and "Rules the read models apply"): penalty minutes,
 * power-play and short-handed goals on the leaders, rosters, team page and player history; games played
 * from the lineups; the goalies' figures of GET /api/league/{leagueId}/goalieLeaders.
 */

let stack: LeaguePlayStack;
let last = '';
let ids: Awaited<ReturnType<typeof harborSeason>>;

/** A game sheet's event on the game's stream. */
async function sheet(gameId: string, type: string, data: object) {
  last = (await stack.store.append(`game-${gameId}`, [testEvent(type, { gameId, ...data })], 'any')).position;
}
const lineup = (
  gameId: string,
  side: string,
  rosterPlayerIds: string[],
  goalieRosterPlayerId: string | null,
) => sheet(gameId, 'GameSheetLineupSet', { side, rosterPlayerIds, goalieRosterPlayerId });
async function goal(gameId: string, side: string, scorer: string, period: number, strength = 'EV') {
  const entryId = randomUUID();
  await sheet(gameId, 'GameSheetGoalRecorded', {
    entryId,
    side,
    period,
    time: '10:00',
    scorer,
    assists: [],
    strength,
  });
  return entryId;
}
async function penalty(gameId: string, side: string, rosterPlayerId: string, minutes: number) {
  const entryId = randomUUID();
  await sheet(gameId, 'GameSheetPenaltyRecorded', {
    entryId,
    side,
    period: 2,
    time: '05:00',
    rosterPlayerId,
    infraction: 'Tripping',
    minutes,
    severity: minutes === 10 ? 'game misconduct' : null,
  });
  return entryId;
}
const shots = (gameId: string, side: string, period: number, count: number) =>
  sheet(gameId, 'GameSheetShotsRecorded', { side, period, shots: count });

/**
 * League "Harbor": Sharks (home) against Gulls. g1 and g2 are scored on the sheet; g3's result is entered
 * without one (its roster played it).
 * - g1, 3-2: Ada scores on a power play and short-handed, Ben at even strength; Hal at even strength and
 *   into the empty net. Ben has 2 and 5 minutes (the 5 removed), Hal 10. The Gulls' shots: 25 (period 1
 *   recorded twice, the last value standing); the Sharks' none. Cy and Ike dressed for neither side.
 * - g2: a 0-0 final, corrected once Ike's goal is added after it: 0-1. The Sharks' shots: 5.
 * - g3, 2-0: Cy scores twice, no sheet.
 */
async function harborSeason() {
  const { f } = stack;
  const rink = await f.venue('Harbor Rink');
  const harbor = await f.league({ leagueName: 'Harbor', session: 'Winter', year: 2027 });
  const sharks = await f.team(harbor, 'Sharks', null, 2027);
  const gulls = await f.team(harbor, 'Gulls', null, 2027);
  const person = async (first: string, last: string) => f.player(first, last);
  const p = {
    sam: await person('Sam', 'Stone'),
    ada: await person('Ada', 'Lane'),
    ben: await person('Ben', 'Moss'),
    cy: await person('Cy', 'Park'),
    gil: await person('Gil', 'Reed'),
    hal: await person('Hal', 'Voss'),
    ike: await person('Ike', 'West'),
  };
  const r = {
    sam: await f.roster(sharks, p.sam, 1),
    ada: await f.roster(sharks, p.ada, 7),
    ben: await f.roster(sharks, p.ben, 9),
    cy: await f.roster(sharks, p.cy, 12),
    gil: await f.roster(gulls, p.gil, 30),
    hal: await f.roster(gulls, p.hal, 4),
    ike: await f.roster(gulls, p.ike, 8),
  };
  const game = (date: string) =>
    f.game({
      leagueId: harbor,
      date,
      time: '19:00',
      venueId: rink,
      homeTeamId: sharks,
      visitorTeamId: gulls,
    });
  const g = { g1: await game('2027-01-10'), g2: await game('2027-01-17'), g3: await game('2027-01-24') };

  await lineup(g.g1, 'home', [r.sam, r.ada, r.ben], r.sam);
  await lineup(g.g1, 'visitor', [r.gil, r.hal], r.gil);
  await goal(g.g1, 'home', r.ada, 1, 'PP');
  await goal(g.g1, 'visitor', r.hal, 1);
  await goal(g.g1, 'home', r.ben, 2);
  await goal(g.g1, 'home', r.ada, 3, 'SH');
  await goal(g.g1, 'visitor', r.hal, 3, 'EN');
  await penalty(g.g1, 'home', r.ben, 2);
  const major = await penalty(g.g1, 'home', r.ben, 5);
  await penalty(g.g1, 'visitor', r.hal, 10);
  await shots(g.g1, 'visitor', 1, 9);
  await shots(g.g1, 'visitor', 1, 10);
  await shots(g.g1, 'visitor', 2, 8);
  await shots(g.g1, 'visitor', 3, 7);
  await sheet(g.g1, 'GameSheetFinalized', { status: 'FINAL' });
  await f.result(g.g1, {
    home: [1, 1, 1, 0],
    visitor: [1, 0, 1, 0],
    homeStats: [
      [r.ada, 2, 0],
      [r.ben, 1, 0],
    ],
    visitorStats: [[r.hal, 2, 0]],
  });
  await sheet(g.g1, 'GameSheetEntryRemoved', { kind: 'penalties', entryId: major });

  await lineup(g.g2, 'home', [r.sam, r.ada], r.sam);
  await lineup(g.g2, 'visitor', [r.gil, r.hal, r.ike], r.gil);
  await shots(g.g2, 'home', 1, 5);
  await sheet(g.g2, 'GameSheetFinalized', { status: 'FINAL' });
  await f.result(g.g2, { home: [0, 0, 0, 0], visitor: [0, 0, 0, 0] });
  await goal(g.g2, 'visitor', r.ike, 3);
  await f.result(g.g2, { home: [0, 0, 0, 0], visitor: [0, 0, 1, 0], visitorStats: [[r.ike, 1, 0]] });

  await f.result(g.g3, { home: [1, 1, 0, 0], visitor: [0, 0, 0, 0], homeStats: [[r.cy, 2, 0]] });
  last = f.last;
  return { harbor, sharks, gulls, p, r, g };
}

beforeAll(async () => {
  stack = await leaguePlayStack();
  ids = await harborSeason();
  await stack.runner.catchUp();
});
afterAll(async () => stack.close());

const get = (url: string) => stack.app.inject({ method: 'GET', url, headers: { 'x-min-position': last } });

describe('the game sheet in the player statistics', () => {
  it('shows penalty minutes, power-play and short-handed goals on the scoring leaders', async () => {
    const answer = scoringLeadersAnswer.parse((await get(`/api/league/${ids.harbor}/scoringLeaders`)).json());
    expect(
      answer.scoringLeaders.map((l) => [
        l.firstName,
        l.goals,
        l.assists,
        l.penaltyMinutes,
        l.powerPlayGoals,
        l.shortHandedGoals,
      ]),
    ).toEqual([
      ['Ada', 2, 0, 0, 1, 1],
      ['Cy', 2, 0, 0, 0, 0],
      ['Hal', 2, 0, 10, 0, 0],
      ['Ben', 1, 0, 2, 0, 0],
      ['Ike', 1, 0, 0, 0, 0],
    ]);
  });

  it("counts the lineup's players as the ones who played a game with a sheet, the roster otherwise", async () => {
    const roster = async (teamId: string) =>
      rosterAndScheduleAnswer
        .parse((await get(`/api/league/oldRosterAndSchedule/${teamId}`)).json())
        .rosteredPlayers.map((player) => [player.firstName, player.gamesPlayed, player.penaltyMinutes]);
    // Ben is in g1's lineup, not g2's; Cy in neither, he plays g3 (no sheet) only
    expect(await roster(ids.sharks)).toEqual([
      ['Sam', 3, 0],
      ['Ada', 3, 0],
      ['Ben', 2, 2],
      ['Cy', 1, 0],
    ]);
    expect(await roster(ids.gulls)).toEqual([
      ['Hal', 3, 10],
      ['Ike', 2, 0],
      ['Gil', 3, 0],
    ]);
    const page = teamPageAnswer.parse((await get(`/api/team/${ids.sharks}`)).json());
    expect(
      page.roster.map((player) => [player.firstName, player.gamesPlayed, player.penaltyMinutes]),
    ).toEqual([
      ['Sam', 3, 0],
      ['Ada', 3, 0],
      ['Ben', 2, 2],
      ['Cy', 1, 0],
    ]);
  });

  it('gives the player history the figures per roster and in the career totals', async () => {
    const ada = playerHistoryAnswer.parse((await get(`/api/player/${ids.p.ada}/history`)).json());
    expect(ada.listOfRosters).toEqual([
      expect.objectContaining({
        teamName: 'Sharks',
        gamesPlayed: 3,
        goals: 2,
        assists: 0,
        penaltyMinutes: 0,
        powerPlayGoals: 1,
        shortHandedGoals: 1,
      }),
    ]);
    expect(ada.careerTotals).toEqual({
      gamesPlayed: 3,
      goals: 2,
      assists: 0,
      points: 2,
      penaltyMinutes: 0,
      powerPlayGoals: 1,
      shortHandedGoals: 1,
    });
    const ben = playerHistoryAnswer.parse((await get(`/api/player/${ids.p.ben}/history`)).json());
    expect(ben.careerTotals).toMatchObject({ gamesPlayed: 2, penaltyMinutes: 2 });
  });
});

describe('GET /api/league/{leagueId}/goalieLeaders', () => {
  it("answers each lineup's goalie by goals-against average, with saves where the shots were recorded", async () => {
    const answer = goalieLeadersAnswer.parse((await get(`/api/league/${ids.harbor}/goalieLeaders`)).json());
    expect(answer.goalieLeaders).toEqual([
      {
        playerId: ids.p.sam,
        rosterPlayerId: ids.r.sam,
        teamId: ids.sharks,
        teamName: 'Sharks',
        firstName: 'Sam',
        lastName: 'Stone',
        number: 1,
        // g1 won 3-2 (Hal's empty-net goal is none against him), g2 lost 0-1 after the correction
        gamesPlayed: 2,
        wins: 1,
        losses: 1,
        goalsAgainst: 2,
        goalsAgainstAverage: 1,
        shutouts: 0,
        // g1 only: 25 shots, 1 goal against
        saves: 24,
        savePercentage: 0.96,
      },
      {
        playerId: ids.p.gil,
        rosterPlayerId: ids.r.gil,
        teamId: ids.gulls,
        teamName: 'Gulls',
        firstName: 'Gil',
        lastName: 'Reed',
        number: 30,
        gamesPlayed: 2,
        wins: 1,
        losses: 1,
        goalsAgainst: 3,
        goalsAgainstAverage: 1.5,
        shutouts: 1,
        // g2 only: 5 shots, none in
        saves: 5,
        savePercentage: 1,
      },
    ]);
  });

  it('rounds the average to two decimals and the percentage to three; null without shots', async () => {
    const { f } = stack;
    const rink = await f.venue('Bay Rink');
    const bay = await f.league({ leagueName: 'Bay', session: 'Winter', year: 2027 });
    const [reds, blues] = [await f.team(bay, 'Reds', null, 2027), await f.team(bay, 'Blues', null, 2027)];
    const [una, val] = [
      await f.roster(reds, await f.player('Una', 'Hill'), 31),
      await f.roster(blues, await f.player('Val', 'Dale'), 35),
    ];
    const games = [];
    for (const date of ['2027-02-01', '2027-02-08', '2027-02-15']) {
      const gameId = await f.game({
        leagueId: bay,
        date,
        time: '19:00',
        venueId: rink,
        homeTeamId: reds,
        visitorTeamId: blues,
      });
      await lineup(gameId, 'home', [una], una);
      await lineup(gameId, 'visitor', [val], val);
      games.push(gameId);
    }
    // Una: 1 + 0 + 1 goals against in 3 games (0.67), 2 saves of 3 shots in the first (.667); Val: 2 in
    // the third, no shots recorded against him
    await goal(games[0]!, 'visitor', val, 1);
    await shots(games[0]!, 'visitor', 1, 3);
    await goal(games[2]!, 'visitor', val, 2);
    await goal(games[2]!, 'home', una, 2);
    await goal(games[2]!, 'home', una, 3);
    await f.result(games[0]!, { home: 0, visitor: 1 });
    await f.result(games[1]!, { home: 0, visitor: 0 });
    await f.result(games[2]!, { home: 2, visitor: 1 });
    last = f.last;
    const response = await get(`/api/league/${bay}/goalieLeaders`);
    // the production serializer writes the nulls as zod does
    const serialize = fastSerializerCompiler({
      schema: goalieLeadersAnswer,
      method: 'GET',
      url: '/',
      httpStatus: '200',
    } as never);
    expect(serialize(JSON.parse(response.body))).toBe(response.body);
    const answer = goalieLeadersAnswer.parse(response.json());
    expect(
      answer.goalieLeaders.map((g) => [
        g.firstName,
        g.gamesPlayed,
        g.wins,
        g.losses,
        g.goalsAgainst,
        g.goalsAgainstAverage,
        g.shutouts,
        g.saves,
        g.savePercentage,
      ]),
    ).toEqual([
      // level on average and games: by last name
      ['Val', 3, 1, 1, 2, 0.67, 2, null, null],
      ['Una', 3, 1, 1, 2, 0.67, 1, 2, 0.667],
    ]);
  });

  it('answers names, numbers, teams and figures only; 404 for an unknown league', async () => {
    const answer = (await get(`/api/league/${ids.harbor}/goalieLeaders`)).json<{
      goalieLeaders: Array<Record<string, unknown>>;
    }>();
    expect(Object.keys(answer)).toEqual(['goalieLeaders']);
    expect(Object.keys(answer.goalieLeaders[0]!).sort()).toEqual(
      [
        'playerId',
        'rosterPlayerId',
        'teamId',
        'teamName',
        'firstName',
        'lastName',
        'number',
        'gamesPlayed',
        'wins',
        'losses',
        'goalsAgainst',
        'goalsAgainstAverage',
        'shutouts',
        'saves',
        'savePercentage',
      ].sort(),
    );
    const missing = await get(`/api/league/${unknown}/goalieLeaders`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No League Found!' });
  });
});
