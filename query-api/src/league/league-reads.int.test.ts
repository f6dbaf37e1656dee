import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameAnswer,
  gameHistoryAnswer,
  leagueScheduleAnswer,
  playerHistoryAnswer,
  rosterAndScheduleAnswer,
  rostersAndPointsAnswer,
  scoringLeadersAnswer,
  standingsAnswer,
  venueScheduleAnswer,
} from '@league/contracts';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import type { HttpApp } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner, waitForPosition, type ProjectionRunner } from '@league/projectors';
import {
  leagueFixture,
  leaguePlayProjections,
  metroScenario,
  type LeagueFixture,
  type MetroScenario,
} from '@league/projectors/league-fixture';
import { buildQueryApi } from '../index';
import { bearer, testTokens } from '../test-support';

/** The league-play reads through HTTP (inject) over projections on PGlite. */

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
const coach = bearer(tokens.sign({ role: 'coach', id: '00000000-0000-4000-8000-00000000000c' }).token);
const unknown = '99999999-9999-4999-8999-999999999999';
let db: SqlClient;
let store: EventStore;
let runner: ProjectionRunner;
let app: HttpApp;
let f: LeagueFixture;
let s: MetroScenario;

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  runner = createProjectionRunner({ store, db, projections: leaguePlayProjections, mode: 'embedded' });
  await runner.start();
  app = await buildQueryApi({
    db,
    tokens,
    waitForPosition: (position, timeoutMs, projections) =>
      waitForPosition(db, position, { timeoutMs, ...(projections ? { projections } : {}) }),
    projectionStatus: async () => [],
    timezone: 'America/New_York',
  });
  f = leagueFixture(store);
  s = await metroScenario(f);
  await runner.catchUp();
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await db.close();
});

const get = async (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...headers, 'x-min-position': f.last } });

const names = (leaders: Array<{ firstName: string; lastName: string; goals: number; assists: number }>) =>
  leaders.map((l) => `${l.firstName} ${l.lastName} ${l.goals}+${l.assists}`);

describe('league-play reads', () => {
  it('answers the standings in API.md shape, and as they stood after a given day', async () => {
    const now = standingsAnswer.parse((await get(`/api/league/leagues/${s.metro}/standings`)).json());
    expect(now).toMatchObject({
      leagueName: 'Metro',
      session: 'Fall',
      year: 2026,
      divisionName: null,
      asOf: null,
    });
    expect(now.listOfTeams.map((t) => t.teamName)).toEqual([
      'Alpha',
      'Echo',
      'Foxtrot',
      'Bravo',
      'Charlie',
      'Delta',
      'Golf',
    ]);
    expect(now.listOfTeams[2]).toMatchObject({
      pointsPercentage: 0.333,
      goalDifference: -4,
      regulationWins: 1,
    });

    const early = standingsAnswer.parse(
      (await get(`/api/league/leagues/${s.metro}/standings?asOf=2026-09-03`)).json(),
    );
    expect(early.asOf).toBe('2026-09-03');
    // Alpha 4 pts; Delta and Echo 1 pt, 0 W, GD 0, GF 2 (by name); Charlie GD -1; Foxtrot and Golf 0 (by name); Bravo GD -4
    expect(early.listOfTeams.map((t) => [t.teamName, t.points, t.goalDifference])).toEqual([
      ['Alpha', 4, 5],
      ['Delta', 1, 0],
      ['Echo', 1, 0],
      ['Charlie', 1, -1],
      ['Foxtrot', 0, 0],
      ['Golf', 0, 0],
      ['Bravo', 0, -4],
    ]);
    const coastal = standingsAnswer.parse((await get(`/api/league/leagues/${s.coastal}/standings`)).json());
    expect(coastal.divisionName).toBe('North');
    expect((await get(`/api/league/leagues/${s.metro}/standings?asOf=Sept`)).statusCode).toBe(400);
    expect((await get(`/api/league/leagues/${unknown}/standings`)).statusCode).toBe(404);
  });

  it('ranks the scoring leaders by points, goals, last name, first name', async () => {
    const leaders = scoringLeadersAnswer.parse((await get(`/api/league/${s.metro}/scoringLeaders`)).json());
    expect(names(leaders.scoringLeaders)).toEqual([
      'Ann Zed 3+1',
      'Bob Young 1+3',
      'Fay Able 2+1',
      'Cal Baker 2+1',
      'Dan Baker 2+1',
      'Eve Adams 1+2',
    ]);
    expect(leaders.scoringLeaders[0]).toMatchObject({ teamName: 'Alpha', number: 9, points: 4 });
  });

  it('orders schedules by date then time as a time, with TBP, TBD, scores "visitor - home" and winners', async () => {
    const playoff = await f.game({
      leagueId: s.metro,
      date: '2026-09-20',
      time: '10:00',
      venueId: s.rink,
      homeTeamId: null,
      visitorTeamId: s.t.alpha,
      homeTeamSeed: 0,
      visitorTeamSeed: 1,
      playoff: true,
    });
    const skills = await f.event({
      eventName: 'Skills, night',
      date: '2026-09-20',
      time: '8:00',
      venueId: s.rink,
      leagueId: s.metro,
    });
    const league = leagueScheduleAnswer.parse((await get(`/api/league/schedule/${s.metro}`)).json());
    const last = league.allLeagueGamesArray.slice(-3);
    expect(last.map((i) => [i._id, i.time])).toEqual([
      [skills, '8:00'],
      [s.g.g8, '9:30'],
      [playoff, '10:00'],
    ]);
    expect(last[2]).toMatchObject({
      homeTeamName: 'TBD',
      visitorTeamName: 'Alpha',
      status: 'TBP',
      score: '',
      winner: null,
    });
    expect(last[0]).toMatchObject({
      kind: 'event',
      eventName: 'Skills, night',
      status: '',
      homeTeamName: null,
    });
    // g8: playoff Alpha (home) 2 - Bravo (visitor) 4
    expect(last[1]).toMatchObject({
      status: 'FINAL',
      score: '4 - 2',
      winner: 'Bravo',
      loser: 'Alpha',
      playoff: true,
      date: '09/20',
      dayOfWeek: 'Sunday',
    });
    const g7 = league.allLeagueGamesArray.find((i) => i._id === s.g.g7);
    expect(g7).toMatchObject({ status: 'TBP', score: '', winner: null });
    const g3 = league.allLeagueGamesArray.find((i) => i._id === s.g.g3);
    expect(g3).toMatchObject({ status: 'FINAL', score: '2 - 2', winner: null, loser: null });

    const venue = venueScheduleAnswer.parse((await get(`/api/league/${s.rink}/schedule`)).json());
    expect(venue.venueName).toBe('Main Rink');
    expect(venue.allVenueGamesAndEventsArray).toHaveLength(league.allLeagueGamesArray.length + 2);
    expect((await get(`/api/league/${unknown}/schedule`)).statusCode).toBe(404);
    expect((await get(`/api/league/schedule/${unknown}`)).statusCode).toBe(404);
  });

  it('serves the iCalendar feeds beside the JSON schedules', async () => {
    for (const url of [
      `/api/league/schedule/${s.metro}.ics`,
      `/api/league/${s.rink}/schedule.ics`,
      `/api/league/team/${s.t.alpha}/schedule.ics`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(response.body).toContain('TZID:America/New_York\r\n');
    }
    const team = (await get(`/api/league/team/${s.t.alpha}/schedule.ics`)).body;
    expect(team).toContain(`UID:${s.g.g1}@ballhockey.league\r\n`);
    expect(team).toContain('SUMMARY:Bravo @ Alpha\r\n');
    expect(team).toContain('DTSTART;TZID=America/New_York:20260901T190000\r\n');
    expect(team).toContain('LOCATION:Main Rink\r\n');
    expect(team).not.toContain(`UID:${s.g.g3}@`);
    expect((await get(`/api/league/team/${unknown}/schedule.ics`)).statusCode).toBe(404);
    expect((await get(`/api/league/${unknown}/schedule.ics`)).statusCode).toBe(404);
  });

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
    expect(entry.gameStats).toHaveLength(1);

    await f.result(
      s.g.g2,
      { status: 'FINAL', home: [1, 1, 1, 0], visitor: [1, 0, 1, 0] },
      { role: 'admin', id: 'second-admin' },
    );
    const history = gameHistoryAnswer.parse((await get(`/api/admin/game/${s.g.g2}/history`, admin)).json());
    expect(history.history.map((h) => [h.version, h.type, h.author.id])).toEqual([
      [0, 'GameScheduled', 'admin-1'],
      [1, 'GameResultRecorded', 'admin-1'],
      [2, 'GameResultCorrected', 'second-admin'],
    ]);
    expect(history.history[1]?.data).toMatchObject({ status: 'Overtime', homeTotal: 3 });
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
        leagueName: 'Metro',
        session: 'Fall',
        year: 2026,
        number: 3,
        goals: 2,
        assists: 1,
      },
    ]);
    const foxtrot = rosterAndScheduleAnswer.parse(
      (await get(`/api/league/oldRosterAndSchedule/${s.t.foxtrot}`)).json(),
    );
    expect(foxtrot.rosteredPlayers).toEqual([]);
    expect(foxtrot).toMatchObject({ wins: 1, losses: 1, shootoutLosses: 1, assignedPlayers: 0 });
    expect((await get(`/api/player/${unknown}/history`)).statusCode).toBe(404);
    const g1 = (await get(`/api/league/schedule/${s.metro}`)).json<{
      allLeagueGamesArray: Array<{ _id: string }>;
    }>();
    expect(g1.allLeagueGamesArray.map((i) => i._id)).not.toContain(s.g.g1);
  });

  it('answers teams, rosters and leagues for the pages and the admin forms', async () => {
    const current = rosterAndScheduleAnswer.parse((await get('/api/league/rosterAndSchedule')).json());
    expect(current.teamName).toBe('Hotel'); // the most recently created current team
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
    expect((await get('/api/admin/team/current', admin)).json().currentTeam.teamName).toBe('Hotel');
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
    expect(leagues.currentLeagues.map((l: { _id: string; version: number }) => [l._id, l.version])).toEqual([
      [s.metro, 0],
    ]);
    expect((await get('/api/admin/teams/archive')).json().archivedTeams).toEqual([
      { _id: s.c.kilo, teamName: 'Kilo', year: 2026 },
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
