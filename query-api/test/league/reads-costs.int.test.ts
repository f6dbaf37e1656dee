import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsTestSetup, unknown, type ReadsTest } from './test-support';

/**
 * What the hot public reads cost the database when the answer is not in memory: one statement each,
 * which builds the whole answer (league or player fields and every line) in the database. A failing
 * count prints the statements.
 */

let t: ReadsTest;
let s: ReadsTest['s'];
let empty: { league: string; game: string; player: string; team: string };
beforeAll(async () => {
  t = await readsTestSetup();
  s = t.s;
  const { f } = t;
  const league = await f.league({ leagueName: 'Empty', session: 'Winter', year: 2027 });
  const spring = await f.league({ leagueName: 'Spring', session: 'Spring', year: 2027 });
  const team = await f.team(spring, 'Hawks');
  const game = await f.game({
    leagueId: spring,
    date: '2027-04-01',
    time: '18:30',
    venueId: s.rink,
    homeTeamId: team,
    visitorTeamId: await f.team(spring, 'Owls'),
  });
  empty = { league, game, team, player: await f.player('Nia', 'Unrostered') };
});
afterAll(async () => t.close());

/** The read's answer and the statements it sent. */
async function counted(url: string) {
  t.queries.reset();
  const response = await t.get(url);
  return { response, statements: t.queries.statements, log: [...t.queries.log] };
}

describe('statements per public read on a miss of the answer cache', () => {
  const hot = () =>
    [
      ['standings', `/api/league/leagues/${s.metro}/standings`],
      ['standings as of a day', `/api/league/leagues/${s.metro}/standings?asOf=2026-09-05`],
      ['scoring leaders', `/api/league/${s.metro}/scoringLeaders`],
      ['goalie leaders', `/api/league/${s.metro}/goalieLeaders`],
      ['league schedule', `/api/league/schedule/${s.metro}`],
      ['venue schedule', `/api/league/${s.rink}/schedule`],
      ['game summary', `/api/admin/game/${s.g.g2}`],
      ['player history', `/api/player/${s.p.ann}/history`],
      ['team page', `/api/league/oldRosterAndSchedule/${s.t.alpha}`],
    ] as const;

  it('given the scenario, when each hot read is asked for the first time, then it costs exactly one statement', async () => {
    for (const [read, url] of hot()) {
      const { response, statements, log } = await counted(url);
      expect(response.statusCode, read).toBe(200);
      expect(statements, `${read}: ${statements} statements:\n${log.join('\n')}`).toBe(1);
    }
  });

  it('given an answer in memory, when it is asked for again, then it costs no statement', async () => {
    for (const [read, url] of hot()) {
      await t.get(url);
      const { response, statements } = await counted(url);
      expect(response.statusCode, read).toBe(200);
      expect(statements, read).toBe(0);
    }
  });

  it('given no such league, game or player, when read, then it is a 404 after one statement', async () => {
    for (const url of [
      `/api/league/leagues/${unknown}/standings`,
      `/api/league/${unknown}/scoringLeaders`,
      `/api/league/${unknown}/goalieLeaders`,
      `/api/league/schedule/${unknown}`,
      `/api/admin/game/${unknown}`,
      `/api/admin/game/${s.rink}`,
      `/api/player/${unknown}/history`,
      `/api/league/oldRosterAndSchedule/${unknown}`,
    ]) {
      const { response, statements } = await counted(url);
      expect(response.statusCode, url).toBe(404);
      expect(statements, url).toBe(1);
    }
  });
});

describe('the hot reads of a league, game or player with nothing in it yet', () => {
  it('answers empty lists, not nulls, for a league without teams, games or scorers', async () => {
    const league = {
      leagueId: empty.league,
      leagueName: 'Empty',
      divisionName: null,
      session: 'Winter',
      year: 2027,
    };
    expect((await t.get(`/api/league/leagues/${empty.league}/standings`)).body).toBe(
      JSON.stringify({
        ...league,
        isCurrent: true,
        asOf: null,
        divisions: [],
        listOfTeams: [],
        race: { days: [], teams: [] },
      }),
    );
    expect((await t.get(`/api/league/leagues/${empty.league}/standings?asOf=2027-01-01`)).body).toBe(
      JSON.stringify({
        ...league,
        isCurrent: true,
        asOf: '2027-01-01',
        divisions: [],
        listOfTeams: [],
        race: { days: [], teams: [] },
      }),
    );
    expect((await t.get(`/api/league/${empty.league}/scoringLeaders`)).body).toBe(
      JSON.stringify({ ...league, scoringLeaders: [] }),
    );
    expect((await t.get(`/api/league/${empty.league}/goalieLeaders`)).body).toBe(
      JSON.stringify({ goalieLeaders: [] }),
    );
    expect((await t.get(`/api/league/schedule/${empty.league}`)).body).toBe(
      JSON.stringify({ ...league, allLeagueGamesArray: [] }),
    );
  });

  it('answers a scheduled game without a result with no stats, no winner and no lines', async () => {
    const summary = (await t.get(`/api/admin/game/${empty.game}`)).json<Record<string, unknown>>();
    expect(summary).toMatchObject({ gameStats: null, winner: null, playerStats: [] });
    expect(summary.game).toMatchObject({
      _id: empty.game,
      homeTeamName: 'Hawks',
      visitorTeamName: 'Owls',
      status: 'TBP',
      score: '',
      venueName: 'Main Rink',
      leagueName: 'Spring',
    });
  });

  it('answers a player on no roster with an empty list of rosters', async () => {
    expect((await t.get(`/api/player/${empty.player}/history`)).body).toBe(
      JSON.stringify({
        playerId: empty.player,
        firstName: 'Nia',
        lastName: 'Unrostered',
        middleInitial: null,
        photo: null,
        listOfRosters: [],
        careerTotals: {
          gamesPlayed: 0,
          goals: 0,
          assists: 0,
          points: 0,
          penaltyMinutes: 0,
          powerPlayGoals: 0,
          shortHandedGoals: 0,
        },
      }),
    );
  });

  it('answers a team without players or a played game with a zero record and an empty roster', async () => {
    const page = (await t.get(`/api/league/oldRosterAndSchedule/${empty.team}`)).json<
      Record<string, unknown>
    >();
    expect(page).toMatchObject({
      teamId: empty.team,
      teamName: 'Hawks',
      leagueName: 'Spring',
      wins: 0,
      losses: 0,
      ties: 0,
      overtimeLosses: 0,
      shootoutLosses: 0,
      assignedPlayers: 0,
      rosteredPlayers: [],
    });
    expect(page.allGamesAndEventsArray).toMatchObject([{ _id: empty.game, opponent: 'Owls', result: null }]);
  });
});
