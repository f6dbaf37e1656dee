import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerHistoryAnswer, rosterAndScheduleAnswer } from '@league/contracts';
import { careerTotals } from '../../src/league/players';
import { readsTestSetup, type ReadsTest } from './test-support';

/**
 * Player and team histories through HTTP (inject): the league and session of every roster, games played
 * (the team's played games the player was on the sheet of), career totals, and the archived teams named
 * with their league and session.
 */

/** the figures of the game sheets, none in these seasons */
const NO_SHEET = { penaltyMinutes: 0, powerPlayGoals: 0, shortHandedGoals: 0 };

let t: ReadsTest;
let get: ReadsTest['get'];
beforeAll(async () => {
  t = await readsTestSetup();
  ({ get } = t);
});
afterAll(async () => t.close());

/**
 * League "Summit" (A division, Spring 2027): Ridge against Valley. Ann (Alpha in Metro too) and Lee are on
 * Ridge from the start; Max joins after the first result; Lee is taken off after the second result, which
 * is corrected afterwards (Lee keeps a line in it) and the third is entered without him. Besides: a game
 * not played (TBP), a played game removed, a game without a result, and Ridge's game in another league.
 */
async function summitSeason() {
  const { f, s } = t;
  const summit = await f.league({ leagueName: 'Summit', divisionName: 'A', session: 'Spring', year: 2027 });
  const ridge = await f.team(summit, 'Ridge', null, 2027);
  const valley = await f.team(summit, 'Valley', null, 2027);
  const lee = await f.player('Lee', 'Park');
  const max = await f.player('Max', 'Ortiz');
  const r = {
    ann: await f.roster(ridge, s.p.ann, 10),
    lee: await f.roster(ridge, lee, 21),
    val: await f.roster(valley, s.p.bob, 5),
  };
  const game = (date: string, homeTeamId = ridge, leagueId = summit) =>
    f.game({ leagueId, date, time: '19:00', venueId: s.rink, homeTeamId, visitorTeamId: valley });
  const g = {
    s1: await game('2027-04-01'),
    s2: await game('2027-04-08'),
    s3: await game('2027-04-15'),
    tbp: await game('2027-04-22'),
    removed: await game('2027-04-29'),
    unplayed: await game('2027-05-06'),
    elsewhere: await game('2027-05-13', ridge, s.metro),
  };
  await f.result(g.s1, { home: 3, visitor: 1, homeStats: [[r.ann, 1, 0]], visitorStats: [[r.val, 1, 0]] });
  const maxOnRidge = await f.roster(ridge, max, 30);
  await f.result(g.s2, { home: 2, visitor: 2, homeStats: [[r.lee, 0, 1]] });
  await f.removeRosterPlayer(ridge, r.lee);
  await f.result(g.s2, { home: 2, visitor: 2, homeStats: [[r.lee, 0, 2]] });
  await f.result(g.s3, { status: 'Overtime', home: 1, visitor: 2, homeStats: [[r.ann, 0, 1]] });
  await f.result(g.tbp, { status: 'TBP', home: 1, visitor: 0, homeStats: [[r.ann, 5, 0]] });
  await f.result(g.removed, { home: 4, visitor: 0, homeStats: [[r.ann, 4, 0]] });
  await f.removeGame(g.removed);
  await f.result(g.elsewhere, { home: 1, visitor: 0, homeStats: [[r.ann, 1, 0]] });
  return { summit, ridge, valley, lee, max, maxOnRidge, r };
}

let season: Awaited<ReturnType<typeof summitSeason>>;
beforeAll(async () => {
  season = await summitSeason();
});

const history = async (playerId: string) =>
  playerHistoryAnswer.parse((await get(`/api/player/${playerId}/history`)).json());

describe('player history: league, session, games played and career totals', () => {
  it('names the league and session of every roster, newest first, with games played and G/A', async () => {
    const ann = await history(t.s.p.ann);
    expect(ann).toMatchObject({ playerId: t.s.p.ann, firstName: 'Ann', lastName: 'Zed' });
    expect(ann.listOfRosters).toEqual([
      {
        teamId: season.ridge,
        teamName: 'Ridge',
        leagueId: season.summit,
        leagueName: 'Summit',
        leagueDivisionName: 'A',
        session: 'Spring',
        year: 2027,
        number: 10,
        // s1, s2 (on the sheet without a line) and s3; not the TBP, removed or unplayed game, nor the
        // game recorded under another league
        gamesPlayed: 3,
        goals: 1,
        assists: 1,

        penaltyMinutes: 0,
        powerPlayGoals: 0,
        shortHandedGoals: 0,
      },
      {
        teamId: t.s.t.alpha,
        teamName: 'Alpha',
        leagueId: t.s.metro,
        leagueName: 'Metro',
        leagueDivisionName: null,
        session: 'Fall',
        year: 2026,
        number: 9,
        // g1, g2 and the playoff game g8
        gamesPlayed: 3,
        goals: 3,
        assists: 1,

        penaltyMinutes: 0,
        powerPlayGoals: 0,
        shortHandedGoals: 0,
      },
    ]);
    expect(ann.careerTotals).toEqual({ gamesPlayed: 6, goals: 4, assists: 2, points: 6, ...NO_SHEET });
  });

  it('counts only the results entered while the player was on the roster, or with a line of theirs', async () => {
    const max = await history(season.max);
    expect(max.listOfRosters.map((r) => [r.teamName, r.number, r.gamesPlayed])).toEqual([['Ridge', 30, 2]]);
    // taken off after s2's result: s1, and s2 whose correction still names him; not s3
    const lee = await history(season.lee);
    expect(lee.listOfRosters.map((r) => [r.teamName, r.gamesPlayed, r.goals, r.assists])).toEqual([
      ['Ridge', 2, 0, 2],
    ]);
    expect(lee.careerTotals).toEqual({ gamesPlayed: 2, goals: 0, assists: 2, points: 2, ...NO_SHEET });
  });

  it('gives a player without a roster an empty career', async () => {
    const nobody = await t.f.player('Ned', 'Rookie');
    const ned = await history(nobody);
    expect(ned.listOfRosters).toEqual([]);
    expect(ned.careerTotals).toEqual({ gamesPlayed: 0, goals: 0, assists: 0, points: 0, ...NO_SHEET });
  });

  it('answers names, photo and figures only: no personal data', async () => {
    const answer = (await get(`/api/player/${t.s.p.ann}/history`)).json<Record<string, unknown>>();
    expect(Object.keys(answer).sort()).toEqual(
      ['careerTotals', 'firstName', 'lastName', 'listOfRosters', 'middleInitial', 'photo', 'playerId'].sort(),
    );
    expect(JSON.stringify(answer)).not.toMatch(/mail|phone|birth|address|\bBY\b/i);
  });

  it('adds up a career', () => {
    const none = { penaltyMinutes: 0, powerPlayGoals: 0, shortHandedGoals: 0 };
    expect(careerTotals([])).toEqual({ gamesPlayed: 0, goals: 0, assists: 0, points: 0, ...none });
    expect(
      careerTotals([
        { gamesPlayed: 8, goals: 3, assists: 4, penaltyMinutes: 6, powerPlayGoals: 1, shortHandedGoals: 0 },
        { gamesPlayed: 10, goals: 0, assists: 2, ...none, penaltyMinutes: 10 },
      ]),
    ).toEqual({
      gamesPlayed: 18,
      goals: 3,
      assists: 6,
      points: 9,
      penaltyMinutes: 16,
      powerPlayGoals: 1,
      shortHandedGoals: 0,
    });
  });
});

describe('team history: rosters with games played, archived teams with their league', () => {
  it("gives every player on a team's roster their games played for it", async () => {
    const ridge = rosterAndScheduleAnswer.parse(
      (await get(`/api/league/oldRosterAndSchedule/${season.ridge}`)).json(),
    );
    expect(ridge).toMatchObject({ leagueName: 'Summit', session: 'Spring', year: 2027 });
    expect(
      ridge.rosteredPlayers.map((p) => [p.number, p.lastName, p.gamesPlayed, p.goals, p.assists]),
    ).toEqual([
      [10, 'Zed', 3, 1, 1],
      [30, 'Ortiz', 2, 0, 0],
    ]);
  });

  it('names each archived team with its league, division and session', async () => {
    await t.f.archiveTeam(season.ridge);
    await t.f.archiveTeam(t.s.t.golf);
    expect((await get('/api/admin/teams/archive')).json().archivedTeams).toEqual([
      {
        _id: season.ridge,
        teamName: 'Ridge',
        year: 2027,
        leagueId: season.summit,
        leagueName: 'Summit',
        leagueDivisionName: 'A',
        session: 'Spring',
      },
      {
        _id: t.s.t.golf,
        teamName: 'Golf',
        year: 2026,
        leagueId: t.s.metro,
        leagueName: 'Metro',
        leagueDivisionName: null,
        session: 'Fall',
      },
    ]);
  });
});
