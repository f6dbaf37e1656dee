import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarEventStream,
  gameStream,
  IF_MATCH_REQUIRED_MESSAGE,
  SCHEDULE_CONFLICT_MESSAGE,
} from '@league/contracts';
import { leaguePlayApiForTests, type LeaguePlayApi } from '../lookups/test-support';

let api: LeaguePlayApi;
let venueId: string;
let leagueId: string;
let home: string;
let visitor: string;
let otherLeagueTeam: string;
/** If-Match with the game's or the event's version now, as the admin's edit form sends it */
const gameVersion = (gameId: string) => api.ifMatch(gameStream(gameId));
const eventVersion = (eventId: string) => api.ifMatch(calendarEventStream(eventId));

beforeAll(async () => {
  api = await leaguePlayApiForTests();
  venueId = await api.venue();
  leagueId = await api.league();
  home = await api.team(leagueId, 'Blue Jays');
  visitor = await api.team(leagueId, 'Red Wings');
  otherLeagueTeam = await api.team(await api.league({ leagueName: 'Women' }), 'Hornets');
});
afterAll(async () => api.close());

describe('games and calendar events over HTTP', () => {
  it('refuses anonymous (401) and coach (403) callers and records nothing', async () => {
    const count = await api.eventCount();
    const body = {
      leagueId,
      date: '2026-10-01',
      time: '19:00',
      venueId,
      homeTeamId: home,
      visitorTeamId: visitor,
    };
    for (const [url, method] of [
      ['/api/admin/createGame', 'POST'],
      ['/api/admin/createEvent', 'POST'],
      [`/api/admin/${api.id()}/updateGame`, 'PATCH'],
      [`/api/admin/${api.id()}/removeEvent`, 'DELETE'],
    ] as const) {
      const anonymous = await api.app.inject({ method, url, payload: body });
      expect(anonymous.statusCode).toBe(401);
      const coach = await api.app.inject({ method, url, payload: body, headers: api.coach });
      expect(coach.statusCode).toBe(403);
    }
    expect(await api.eventCount()).toBe(count);
  });

  it('schedules a game, refuses a clash at the same date, time and venue listing it, unless allowed', async () => {
    const at = { leagueId, date: '2026-10-03', time: '19:30', venueId };
    const gameId = await api.game({ ...at, homeTeamId: home, visitorTeamId: visitor, homeTeamSeed: 2 });
    const [scheduled] = await api.store.readStream(`game-${gameId}`);
    expect(scheduled).toMatchObject({
      type: 'GameScheduled',
      data: {
        gameId,
        ...at,
        homeTeamId: home,
        visitorTeamId: visitor,
        homeTeamSeed: 2,
        visitorTeamSeed: 0,
        playoff: false,
        championship: false,
      },
    });
    const count = await api.eventCount();
    const clash = await api.send('POST', '/api/admin/createEvent', { ...at, eventName: 'Skills night' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: SCHEDULE_CONFLICT_MESSAGE,
      conflicts: [
        expect.objectContaining({
          _id: gameId,
          kind: 'game',
          date: '10/03',
          time: '19:30',
          isoDate: '2026-10-03',
          dayOfWeek: 'Saturday',
          year: 2026,
          status: 'TBP',
          score: '',
          venueName: 'Riverside Dome',
          leagueName: 'Men 30+',
          homeTeamName: 'Blue Jays',
          visitorTeamName: 'Red Wings',
          homeTeamSeed: 2,
        }),
      ],
    });
    expect(await api.eventCount()).toBe(count);
    const allowed = await api.send('POST', '/api/admin/createEvent', {
      ...at,
      eventName: 'Skills night',
      allowConflict: true,
    });
    expect(allowed.statusCode).toBe(201);
    // another time or another venue is no clash (the same teams that day would be: team-clashes.int.test.ts)
    await api.ok('POST', '/api/admin/createEvent', { ...at, time: '20:30', eventName: 'Late skate' });
  });

  it('keeps the game rules: two different teams of the league, TBD only in playoffs, both kinds not at once', async () => {
    const at = { leagueId, date: '2026-10-04', time: '18:00', venueId };
    const count = await api.eventCount();
    const cases: Array<[object, number, string]> = [
      [
        { homeTeamId: home, visitorTeamId: home },
        400,
        'The home and visitor teams must be two different teams.',
      ],
      [
        { homeTeamId: home, visitorTeamId: null },
        400,
        'A team can be TBD only in a playoff or championship game.',
      ],
      [{ homeTeamId: home }, 400, 'A team can be TBD only in a playoff or championship game.'],
      [
        { homeTeamId: home, visitorTeamId: otherLeagueTeam },
        400,
        'The visitor team is not a team of this league.',
      ],
      [{ homeTeamId: api.id(), visitorTeamId: visitor }, 400, 'The home team is not a team of this league.'],
      [
        { homeTeamId: null, visitorTeamId: null, playoff: true, championship: true },
        400,
        'A game is a playoff game or a championship game, not both.',
      ],
      [{ homeTeamId: home, visitorTeamId: visitor, leagueId: api.id() }, 404, 'League not found.'],
      [{ homeTeamId: home, visitorTeamId: visitor, venueId: api.id() }, 404, 'Venue not found.'],
      [
        { homeTeamId: home, visitorTeamId: visitor, date: '2026-02-30' },
        400,
        'Please enter a date (YYYY-MM-DD).',
      ],
      [
        { homeTeamId: home, visitorTeamId: visitor, time: '7:30 pm' },
        400,
        'Please enter a time (HH:MM, 24 hours).',
      ],
      [
        { homeTeamId: home, visitorTeamId: visitor, homeTeamSeed: 100 },
        400,
        'A seed must be a number from 0 to 99.',
      ],
    ];
    for (const [fields, status, message] of cases) {
      const response = await api.send('POST', '/api/admin/createGame', { ...at, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await api.eventCount()).toBe(count);
    const playoff = await api.send('POST', '/api/admin/createGame', {
      ...at,
      homeTeamId: home,
      visitorTeamId: null,
      playoff: true,
    });
    expect(playoff.statusCode).toBe(201);
  });

  it('answers a repeated create by id as the first one; the same id with other data is a 409', async () => {
    const id = api.id();
    const body = {
      id,
      leagueId,
      date: '2026-10-05',
      time: '19:00',
      venueId,
      homeTeamId: home,
      visitorTeamId: visitor,
    };
    const first = await api.send('POST', '/api/admin/createGame', body);
    expect(first.statusCode).toBe(201);
    const count = await api.eventCount();
    const again = await api.send('POST', '/api/admin/createGame', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await api.send('POST', '/api/admin/createGame', { ...body, time: '21:00' });
    expect(other.statusCode).toBe(409);
    expect(await api.eventCount()).toBe(count);
  });

  it('updates a game with If-Match, refuses a stale version and a move onto another item', async () => {
    const gameId = await api.game({
      leagueId,
      date: '2026-10-06',
      venueId,
      homeTeamId: home,
      visitorTeamId: visitor,
    });
    const other = await api.game({
      leagueId,
      date: '2026-10-07',
      venueId,
      homeTeamId: visitor,
      visitorTeamId: home,
    });
    const update = (payload: object, ifMatch?: string) =>
      api.send('PATCH', `/api/admin/${gameId}/updateGame`, payload, ifMatch ? { 'if-match': ifMatch } : {});
    expect((await update({ homeTeamSeed: 3 }, '0')).statusCode).toBe(200);
    const count = await api.eventCount();
    expect((await update({ homeTeamSeed: 4 }, '0')).statusCode).toBe(409);
    const moved = await update({ date: '2026-10-07' }, '1');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().conflicts.map((c: { _id: string }) => c._id)).toEqual([other]);
    expect((await update({ visitorTeamId: home }, '1')).statusCode).toBe(400);
    // without If-Match nothing is read or booked: the free slot it names is not held
    const unversioned = await update({ date: '2026-10-20' });
    expect(unversioned.statusCode).toBe(428);
    expect(unversioned.json()).toEqual({ message: IF_MATCH_REQUIRED_MESSAGE });
    expect(await api.eventCount()).toBe(count);
    const [, updated] = (await api.store.readStream(`game-${gameId}`)).map((e) => e.data);
    expect(updated).toMatchObject({ homeTeamSeed: 3, date: '2026-10-06' });
    // a game alone at its slot can change other fields while another clashes with it (allowConflict)
    await api.game({
      leagueId,
      date: '2026-10-06',
      venueId,
      homeTeamId: visitor,
      visitorTeamId: home,
      allowConflict: true,
    });
    expect((await update({ visitorTeamSeed: 1 }, '1')).statusCode).toBe(200);
  });

  it('keeps the teams, date and time of a game with a result', async () => {
    const gameId = await api.game({
      leagueId,
      date: '2026-10-08',
      venueId,
      homeTeamId: home,
      visitorTeamId: visitor,
    });
    const result = await api.send(
      'PATCH',
      `/api/admin/gameStats/${gameId}`,
      {
        homeStats: [],
        visitorStats: [],
        homePointsPerPeriod: ['1|0|0|0|1'],
        visitorPointsPerPeriod: ['0|0|0|0|0'],
        gameStatus: 'FINAL',
        gameSummary: '',
      },
      { 'if-match': '0' },
    );
    expect(result.statusCode).toBe(200);
    const count = await api.eventCount();
    for (const change of [
      { time: '21:00' },
      { date: '2026-10-09' },
      { homeTeamId: visitor, visitorTeamId: home },
    ]) {
      const response = await api.send('PATCH', `/api/admin/${gameId}/updateGame`, change, {
        'if-match': '1',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'A game with a result keeps its teams, date and time: delete it and schedule it again.',
      );
    }
    expect(await api.eventCount()).toBe(count);
    const venue2 = await api.venue('North Rink');
    const moved = await api.send(
      'PATCH',
      `/api/admin/${gameId}/updateGame`,
      { venueId: venue2 },
      await gameVersion(gameId),
    );
    expect(moved.statusCode).toBe(200);
  });

  it('updates and removes calendar events and games through removeEvent', async () => {
    const eventId = (
      await api.ok<{ eventId: string }>('POST', '/api/admin/createEvent', {
        eventName: 'Draft night',
        date: '2026-09-01',
        time: '18:00',
        venueId,
      })
    ).eventId;
    const renamed = await api.send(
      'PATCH',
      `/api/admin/${eventId}/updateEvent`,
      { eventName: 'Draft Night' },
      { 'if-match': '0' },
    );
    expect(renamed.statusCode).toBe(200);
    const gameId = await api.game({
      leagueId,
      date: '2026-10-10',
      venueId,
      homeTeamId: home,
      visitorTeamId: visitor,
    });
    const remove = async (id: string, version: Record<string, string>) =>
      api.send('DELETE', `/api/admin/${id}/removeEvent`, undefined, version);
    const removedGame = await remove(gameId, await gameVersion(gameId));
    expect(removedGame.json()).toEqual({ gameId, position: expect.any(String) });
    const removedEvent = await remove(eventId, await eventVersion(eventId));
    expect(removedEvent.json()).toEqual({ eventId, position: expect.any(String) });
    const count = await api.eventCount();
    const again = await remove(eventId, await eventVersion(eventId));
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Nothing is scheduled with this id.');
    const renamedAgain = await api.send(
      'PATCH',
      `/api/admin/${eventId}/updateEvent`,
      { eventName: 'X' },
      await eventVersion(eventId),
    );
    expect(renamedAgain.statusCode).toBe(404);
    expect(await api.eventCount()).toBe(count);
    // the removed game's slot is free again
    expect(
      (
        await api.send('POST', '/api/admin/createEvent', {
          eventName: 'Clinic',
          date: '2026-10-10',
          time: '19:30',
          venueId,
        })
      ).statusCode,
    ).toBe(201);
  });
});
