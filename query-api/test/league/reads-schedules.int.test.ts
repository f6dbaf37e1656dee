import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameAnswer,
  leagueScheduleAnswer,
  rostersAndPointsAnswer,
  scoringLeadersAnswer,
  standingsAnswer,
  venueScheduleAnswer,
} from '@league/contracts';
import { admin, names, unknown, readsTestSetup, type ReadsTest } from './test-support';

/** The public league-play reads through HTTP (inject): standings, leaders, schedules, feeds. */

let t: ReadsTest;
let f: ReadsTest['f'];
let s: ReadsTest['s'];
let get: ReadsTest['get'];
beforeAll(async () => {
  t = await readsTestSetup();
  ({ f, s, get } = t);
});
afterAll(async () => t.close());

describe('league-play reads: standings, leaders, schedules', () => {
  it('answers the standings in docs/api.md shape, and as they stood after a given day', async () => {
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

  it('names the leagues of a venue schedule and of a game, for the links to the teams’ pages', async () => {
    const metro = { leagueId: s.metro, leagueName: 'Metro', divisionName: null, session: 'Fall', year: 2026 };
    const venue = venueScheduleAnswer.parse((await get(`/api/league/${s.rink}/schedule`)).json());
    const leagueIds = new Set(venue.allVenueGamesAndEventsArray.map((item) => item.leagueId).filter(Boolean));
    expect(venue.leagues.map((league) => league.leagueId).sort()).toEqual([...leagueIds].sort());
    expect(venue.leagues).toContainEqual(metro);
    const years = venue.leagues.map((league) => league.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));

    const summary = gameAnswer.parse((await get(`/api/admin/game/${s.g.g2}`)).json());
    expect(summary.league).toEqual(metro);
    const entry = rostersAndPointsAnswer.parse(
      (await get(`/api/admin/${s.g.g2}/rostersAndPoints`, admin)).json(),
    );
    expect(entry.leagueId).toBe(s.metro);
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
    expect(team).toContain('LOCATION:Main Rink\\, 1 Main St\r\n');
    expect(team).not.toContain(`UID:${s.g.g3}@`);
    expect((await get(`/api/league/team/${unknown}/schedule.ics`)).statusCode).toBe(404);
    expect((await get(`/api/league/${unknown}/schedule.ics`)).statusCode).toBe(404);
  });
});
