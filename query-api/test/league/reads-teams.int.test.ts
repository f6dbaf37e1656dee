import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameAnswer,
  gameHistoryAnswer,
  playerHistoryAnswer,
  rosterAndScheduleAnswer,
  rostersAndPointsAnswer,
  scoringLeadersAnswer,
} from '@league/contracts';
import { admin, coach, names, unknown, readsTestSetup, type ReadsTest } from './test-support';

/** League-play reads through HTTP (inject): games, histories, teams, rosters, leagues; admin guards. */

let t: ReadsTest;
let f: ReadsTest['f'];
let s: ReadsTest['s'];
let get: ReadsTest['get'];
beforeAll(async () => {
  t = await readsTestSetup();
  ({ f, s, get } = t);
});
afterAll(async () => t.close());

describe('league-play reads: games, histories, teams', () => {
  it('shows a game summary with periods, winner and player lines; the results page and history for admins', async () => {
    const summary = gameAnswer.parse((await get(`/api/admin/game/${s.g.g2}`)).json());
    expect(summary.winner).toBe('Alpha');
    expect(summary.gameStats).toMatchObject({
      homeGoalsPeriod4: 1,
      homeGoalsTotal: 3,
      visitorGoalsTotal: 2,
      status: 'Overtime',
    });
    expect(summary.playerStats.map((p) => [p.lastName, p.teamName, p.goals, p.assists])).toEqual([
      ['Zed', 'Alpha', 1, 0],
      ['Baker', 'Charlie', 1, 1],
    ]);
    const playoff = gameAnswer.parse((await get(`/api/admin/game/${s.g.g8}`)).json());
    expect(playoff.gameStats).toMatchObject({
      homeGoalsPeriod1: null,
      homeGoalsTotal: 2,
      visitorGoalsTotal: 4,
    });
    expect((await get(`/api/admin/game/${unknown}`)).statusCode).toBe(404);

    expect((await get(`/api/admin/${s.g.g2}/rostersAndPoints`)).statusCode).toBe(401);
    expect((await get(`/api/admin/${s.g.g2}/rostersAndPoints`, coach)).statusCode).toBe(403);
    const entry = rostersAndPointsAnswer.parse(
      (await get(`/api/admin/${s.g.g2}/rostersAndPoints`, admin)).json(),
    );
    expect(entry).toMatchObject({
      teamName: 'Alpha',
      opponent: 'Charlie',
      dayOfWeek: 'Wednesday',
      date: '09/02',
      venue: 'Main Rink',
    });
    expect(entry.homeRoster.map((p) => p.number)).toEqual([4, 9]);
    expect(entry.homeRoster[1]).toMatchObject({ _id: s.r.ann, playerId: s.p.ann });
    expect(entry.gameStats).toHaveLength(1);

    await f.result(
      s.g.g2,
      { status: 'FINAL', home: [1, 1, 1, 0], visitor: [1, 0, 1, 0] },
      { role: 'admin', id: 'second-admin' },
    );
    const history = gameHistoryAnswer.parse((await get(`/api/admin/game/${s.g.g2}/history`, admin)).json());
    expect(history.versions.map((v) => [v.version, v.kind])).toEqual([
      [1, 'scheduled'],
      [2, 'result recorded'],
      [3, 'result corrected'],
    ]);
    expect(history.versions[1]?.changes).toContainEqual({
      field: 'score',
      label: 'Score',
      from: null,
      to: '2 - 3',
    });
    expect(history.versions[2]?.changes).toContainEqual({
      field: 'status',
      label: 'Status',
      from: 'Overtime',
      to: 'FINAL',
    });
    expect((await get(`/api/admin/game/${s.g.g2}/history`, coach)).statusCode).toBe(403);
    expect((await get(`/api/admin/game/${unknown}/history`, admin)).statusCode).toBe(404);
  });

  it('keeps a removed roster player in history and leaders, and a removed game out of the stats', async () => {
    await f.removeRosterPlayer(s.t.foxtrot, s.r.fay);
    await f.photo(s.p.fay, '/photos/fay-1.jpg');
    await f.photo(s.p.fay, '/photos/fay-2.jpg');
    await f.removeGame(s.g.g1);
    const leaders = scoringLeadersAnswer.parse((await get(`/api/league/${s.metro}/scoringLeaders`)).json());
    // g2's correction above recorded no lines; g1 is gone: ties on points and goals go by last name
    expect(names(leaders.scoringLeaders)).toEqual([
      'Fay Able 2+1',
      'Dan Baker 2+1',
      'Eve Adams 1+2',
      'Bob Young 1+2',
      'Cal Baker 1+0',
      'Ann Zed 0+1',
    ]);
    const fay = playerHistoryAnswer.parse((await get(`/api/player/${s.p.fay}/history`)).json());
    expect(fay).toMatchObject({ firstName: 'Fay', lastName: 'Able', photo: '/photos/fay-2.jpg' });
    expect(fay.listOfRosters).toEqual([
      {
        teamId: s.t.foxtrot,
        teamName: 'Foxtrot',
        leagueId: s.metro,
        leagueName: 'Metro',
        leagueDivisionName: null,
        session: 'Fall',
        year: 2026,
        number: 3,
        // g5, g6 and g9, all entered before she was taken off
        gamesPlayed: 3,
        goals: 2,
        assists: 1,
        penaltyMinutes: 0,
        powerPlayGoals: 0,
        shortHandedGoals: 0,
      },
    ]);
    const foxtrot = rosterAndScheduleAnswer.parse(
      (await get(`/api/league/oldRosterAndSchedule/${s.t.foxtrot}`)).json(),
    );
    expect(foxtrot.rosteredPlayers).toEqual([]);
    expect(foxtrot).toMatchObject({ wins: 1, losses: 1, shootoutLosses: 1, assignedPlayers: 0 });
    expect((await get(`/api/player/${unknown}/history`)).statusCode).toBe(404);
    // newest first: a roster of an older season comes after, even when recorded later
    const winter = await f.league({ leagueName: 'Winter', session: 'Winter', year: 2025 });
    await f.roster(await f.team(winter, 'Old Alpha'), s.p.ann, 19);
    const ann = playerHistoryAnswer.parse((await get(`/api/player/${s.p.ann}/history`)).json());
    expect(ann.photo).toBeNull();
    expect(ann.listOfRosters.map((r) => [r.teamName, r.leagueName, r.year, r.number])).toEqual([
      ['Alpha', 'Metro', 2026, 9],
      ['Old Alpha', 'Winter', 2025, 19],
    ]);
    const g1 = (await get(`/api/league/schedule/${s.metro}`)).json<{
      allLeagueGamesArray: Array<{ _id: string }>;
    }>();
    expect(g1.allLeagueGamesArray.map((i) => i._id)).not.toContain(s.g.g1);
  });

  it('answers teams, rosters and leagues for the pages and the admin forms', async () => {
    await f.event({
      eventName: 'Skills night',
      date: '2026-09-15',
      time: '18:00',
      venueId: s.rink,
      leagueId: s.metro,
    });
    const current = rosterAndScheduleAnswer.parse((await get('/api/league/rosterAndSchedule')).json());
    expect(current.teamName).toBe('Old Alpha'); // the most recently created current team (previous test)
    const alpha = rosterAndScheduleAnswer.parse(
      (await get(`/api/league/rosterAndSchedule?teamId=${s.t.alpha}`)).json(),
    );
    expect(alpha.rosteredPlayers.map((p) => [p.number, p.lastName, p.goals, p.assists])).toEqual([
      [4, 'Nil', 0, 0],
      [9, 'Zed', 0, 1],
    ]);
    const g8 = alpha.allGamesAndEventsArray.find((i) => i._id === s.g.g8);
    expect(g8).toMatchObject({ teamName: 'Alpha', opponent: 'Bravo', result: 'LOST' });
    expect(alpha.allGamesAndEventsArray.some((i) => i.kind === 'event')).toBe(true);

    expect((await get('/api/admin/team/current')).statusCode).toBe(401);
    expect((await get(`/api/league/rosterAndSchedule?teamId=${unknown}`)).json()).toEqual({
      message: 'No Team Found!',
    });
    expect((await get(`/api/league/oldRosterAndSchedule/${unknown}`)).statusCode).toBe(404);
    expect((await get('/api/league/rosterAndSchedule?teamId=nope')).statusCode).toBe(400);
    expect((await get(`/api/admin/team/${unknown}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/admin/rosterPlayer/${unknown}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/admin/${unknown}/rostersAndPoints`, admin)).statusCode).toBe(404);
    expect((await get('/api/admin/team/current', admin)).json().currentTeam.teamName).toBe('Old Alpha');
    const roster = (await get('/api/admin/Alpha/2026/roster', admin)).json();
    expect(roster).toMatchObject({ isCurrent: true, teamId: s.t.alpha });
    expect(roster.listOfPlayers[1]).toMatchObject({ _id: s.r.ann, playerId: s.p.ann, number: 9 });
    expect((await get('/api/admin/Nobody/2026/roster', admin)).statusCode).toBe(404);
    expect((await get(`/api/admin/team/${s.t.alpha}`, admin)).json().team).toMatchObject({
      _id: s.t.alpha,
      leagueName: 'Metro',
      isCurrent: true,
    });
    expect((await get(`/api/league/teamByName/Metro/Fall/2026/Bravo`)).json()).toEqual({ teamId: s.t.bravo });
    expect((await get(`/api/league/teamByName/Metro/Fall/2025/Bravo`)).statusCode).toBe(404);

    const players = (await get('/api/admin/players', admin)).json().allPlayers;
    expect(players.map((p: { lastName: string }) => p.lastName)).toEqual([
      'Able',
      'Adams',
      'Baker',
      'Baker',
      'Nil',
      'Young',
      'Zed',
    ]);
    expect(players.find((p: { lastName: string }) => p.lastName === 'Zed')).toEqual({
      _id: s.p.ann,
      firstName: 'Ann',
      lastName: 'Zed',
      middleInitial: null,
      version: 0,
    });
    expect((await get(`/api/admin/rosterPlayer/${s.p.ann}`, admin)).json()).toEqual({
      player: { firstName: 'Ann', lastName: 'Zed', middleInitial: null, version: 0 },
    });
    expect((await get(`/api/admin/rosterPlayer/${s.p.ann}`, coach)).statusCode).toBe(403);

    await f.archiveLeague(s.coastal);
    await f.archiveTeam(s.c.kilo);
    expect((await get('/api/league/previousLeagues')).json().previousLeagues).toEqual([
      { _id: s.coastal, leagueName: 'Coastal', divisionName: 'North', session: 'Fall', year: 2026 },
    ]);
    const leagues = (await get('/api/admin/leagues/current')).json();
    // by name; Coastal is archived now (Winter comes from the previous test)
    expect(
      leagues.currentLeagues.map((l: { leagueName: string; version: number }) => [l.leagueName, l.version]),
    ).toEqual([
      ['Metro', 0],
      ['Winter', 0],
    ]);
    expect((await get('/api/admin/teams/archive')).json().archivedTeams).toEqual([
      {
        _id: s.c.kilo,
        teamName: 'Kilo',
        year: 2026,
        leagueId: s.coastal,
        leagueName: 'Coastal',
        leagueDivisionName: 'North',
        session: 'Fall',
      },
    ]);

    const master = (await get('/api/admin/allGamesAndEvents', admin)).json().allItems;
    expect(master.every((i: { version: number }) => typeof i.version === 'number')).toBe(true);
    expect((await get('/api/admin/allGamesAndEvents')).statusCode).toBe(401);
    expect(
      (await get(`/api/league/schedule/admin/${s.metro}`, admin)).json().allLeagueGamesArray.length,
    ).toBeGreaterThan(5);
    expect((await get(`/api/league/schedule/admin/${s.metro}`, coach)).statusCode).toBe(403);
  });
});
