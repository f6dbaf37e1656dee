import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  allGamesAndEventsAnswer,
  leagueScheduleAnswer,
  rosterAndScheduleAnswer,
  type GameFields,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { testEvent } from '@league/infra/testing';
import type { ProjectionRunner } from '@league/projectors';
import type { LeagueFixture } from '@league/projectors/league-fixture';
import type { HttpApp } from '@league/infra/http';
import { buildQueryApi } from '../../../src/index';
import { bearer, testTokens } from '../../test-support';
import { eventsOf, parseICalendar } from '../../../src/league/ical/rfc5545-validator';
import { leaguePlayStack, type LeaguePlayStack } from '../test-support';

/**
 * The iCalendar feeds through the real schedule projection on PGlite: a game moved twice carries
 * SEQUENCE 2 and the time of its last move; a removed game stays as cancelled for 30 days, then leaves
 * the feeds; the public schedules never show removed games. Every feed is read back by the RFC 5545 reader.
 */

const DAY = 86_400_000;
const tokens = testTokens();
const T0 = '2026-05-01T09:00:00.000Z';
const T1 = '2026-06-01T10:00:00.000Z';
const T2 = '2026-06-05T11:30:00.000Z';
const T3 = '2026-06-09T08:15:00.000Z';
const T4 = '2026-06-12T09:00:00.000Z';
const T5 = '2026-06-20T21:00:00.000Z';
const T6 = '2026-07-01T12:00:00.000Z';

let stack: LeaguePlayStack;
let store: EventStore;
let runner: ProjectionRunner;
let app: HttpApp;
let proxied: HttpApp;
let f: LeagueFixture;
const ids = { moved: '', cancelled: '', gone: '', other: '', clinic: '' };
let rink = '';
let north = '';
let metro = '';
let alpha = '';
let bravo = '';
let charlie = '';
let recentRemoval = '';

/** Appends an event recorded at `at` (the time of the change the feeds show). */
async function append(stream: string, type: string, data: unknown, at: string) {
  const event = testEvent(type, data);
  event.metadata.recordedAt = at;
  f.last = (await store.append(stream, [event], 'any')).position;
}

const game = (over: Partial<GameFields>): GameFields => ({
  gameId: randomUUID(),
  leagueId: metro,
  date: '2026-09-01',
  time: '19:00',
  venueId: rink,
  homeTeamId: alpha,
  visitorTeamId: bravo,
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: false,
  championship: false,
  ...over,
});

beforeAll(async () => {
  stack = await leaguePlayStack({ tokens: testTokens() });
  ({ store, runner, app, f } = stack);
  proxied = await buildQueryApi({ ...stack.apiDeps, trustProxy: 1 });

  rink = randomUUID();
  north = randomUUID();
  for (const [venueId, venueName] of [
    [rink, 'Main Rink'],
    [north, 'North Rink'],
  ])
    await append(`venue-${venueId}`, 'VenueCreated', { venueId, venueName, venueAddress: '1 Main St' }, T0);
  metro = await f.league({ leagueName: 'Metro', divisionName: 'North', session: 'Fall', year: 2026 });
  alpha = await f.team(metro, 'Alpha');
  bravo = await f.team(metro, 'Bravo');
  charlie = await f.team(metro, 'Charlie');

  // moved twice (day, then venue and time), then saved again unchanged, then its result recorded
  const moved = game({});
  ids.moved = moved.gameId;
  await append(`game-${moved.gameId}`, 'GameScheduled', moved, T1);
  await append(`game-${moved.gameId}`, 'GameUpdated', { ...moved, date: '2026-09-02' }, T2);
  const twice = { ...moved, date: '2026-09-02', time: '20:30', venueId: north };
  await append(`game-${moved.gameId}`, 'GameUpdated', twice, T3);
  await append(`game-${moved.gameId}`, 'GameUpdated', twice, T4);

  // another game of Alpha's, removed yesterday: cancelled in the feeds
  const cancelled = game({ date: '2026-09-08', visitorTeamId: charlie });
  ids.cancelled = cancelled.gameId;
  await append(`game-${cancelled.gameId}`, 'GameScheduled', cancelled, T1);
  recentRemoval = new Date(Date.now() - DAY).toISOString();
  await append(`game-${cancelled.gameId}`, 'GameRemoved', { gameId: cancelled.gameId }, recentRemoval);

  // a game removed 31 days ago: gone from the feeds
  const gone = game({ date: '2026-09-15' });
  ids.gone = gone.gameId;
  await append(`game-${gone.gameId}`, 'GameScheduled', gone, T1);
  const oldRemoval = new Date(Date.now() - 31 * DAY).toISOString();
  await append(`game-${gone.gameId}`, 'GameRemoved', { gameId: gone.gameId }, oldRemoval);

  // a game never changed, whose result comes later: DTSTAMP follows the result, SEQUENCE stays 0
  const other = game({ date: '2026-08-20', homeTeamId: bravo, visitorTeamId: charlie });
  ids.other = other.gameId;
  await append(`game-${other.gameId}`, 'GameScheduled', other, T1);
  await append(
    `game-${other.gameId}`,
    'GameResultRecorded',
    {
      gameId: other.gameId,
      kind: 'regular',
      status: 'FINAL',
      homePeriods: [1, 0, 1, 0],
      visitorPeriods: [0, 0, 1, 0],
      homeTotal: 2,
      visitorTotal: 1,
      summary: '',
      homeStats: [],
      visitorStats: [],
    },
    T5,
  );

  // a league event renamed: a revision too
  ids.clinic = randomUUID();
  const clinic = {
    eventId: ids.clinic,
    eventName: 'Clinic',
    date: '2026-08-30',
    time: '10:00',
    venueId: rink,
    leagueId: metro,
  };
  await append(`calendarEvent-${ids.clinic}`, 'CalendarEventScheduled', clinic, T1);
  await append(
    `calendarEvent-${ids.clinic}`,
    'CalendarEventUpdated',
    { ...clinic, eventName: 'Skills clinic' },
    T2,
  );
  await runner.catchUp();
});

afterAll(async () => {
  await proxied.close();
  await stack.close();
});

const get = (url: string, headers: Record<string, string> = {}, on: HttpApp = app) =>
  on.inject({
    method: 'GET',
    url,
    headers: { host: 'league.example', ...headers, 'x-min-position': f.last },
  });

/** The feed read back: valid for RFC 5545, its VEVENTs by UID (without the @ domain). */
async function feed(url: string, headers: Record<string, string> = {}, on: HttpApp = app) {
  const response = await get(url, headers, on);
  expect(response.statusCode, url).toBe(200);
  const parsed = parseICalendar(response.body);
  expect(parsed.errors, url).toEqual([]);
  const events = Object.fromEntries(eventsOf(parsed).map((e) => [e.UID!.split('@')[0]!, e]));
  const calendar = parsed.calendars[0]!.properties;
  return { response, events, name: calendar.find((p) => p.name === 'X-WR-CALNAME')?.value };
}

describe('calendar feeds that follow changes', () => {
  it('a game moved twice: same UID, SEQUENCE 2, stamped at its last move, at its new place and time', async () => {
    const { events } = await feed(`/api/league/schedule/${metro}.ics`);
    expect(events[ids.moved]).toMatchObject({
      SEQUENCE: '2',
      STATUS: 'CONFIRMED',
      DTSTAMP: '20260609T081500Z',
      'LAST-MODIFIED': '20260609T081500Z',
      DTSTART: '20260902T203000',
      SUMMARY: 'Bravo @ Alpha',
      LOCATION: 'North Rink, 1 Main St',
      URL: `http://league.example/gameSummary/${ids.moved}`,
      DESCRIPTION: 'Metro\nBravo (visitor) at Alpha (home)',
    });
    // a result changes what the feed says (DTSTAMP) but does not move the game (SEQUENCE)
    expect(events[ids.other]).toMatchObject({ SEQUENCE: '0', DTSTAMP: '20260620T210000Z' });
    expect(events[ids.other]!.DESCRIPTION).toBe('Metro\nCharlie (visitor) at Bravo (home)\nFINAL 1 - 2');
    // a renamed event: one revision
    expect(events[ids.clinic]).toMatchObject({
      SEQUENCE: '1',
      SUMMARY: 'Skills clinic',
      DTSTAMP: '20260605T113000Z',
    });
  });

  it('a game removed yesterday is CANCELLED with one revision more in every feed it was in; one removed 31 days ago is gone', async () => {
    const stamp = recentRemoval.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    for (const url of [
      `/api/league/schedule/${metro}.ics`,
      `/api/league/${rink}/schedule.ics`,
      `/api/league/team/${alpha}/schedule.ics`,
      `/api/league/team/${charlie}/schedule.ics`,
    ]) {
      const { events } = await feed(url);
      expect(events[ids.cancelled], url).toMatchObject({
        STATUS: 'CANCELLED',
        SEQUENCE: '1',
        DTSTAMP: stamp,
        DTSTART: '20260908T190000',
        SUMMARY: 'Cancelled: Charlie @ Alpha',
      });
      expect(events[ids.gone], url).toBeUndefined();
    }
    // the moved game left the Main Rink: not in its venue feed any more, in the North Rink's
    expect((await feed(`/api/league/${rink}/schedule.ics`)).events[ids.moved]).toBeUndefined();
    expect((await feed(`/api/league/${north}/schedule.ics`)).events[ids.moved]).toMatchObject({
      SEQUENCE: '2',
    });
  });

  it('the public schedules never show a removed game', async () => {
    const league = leagueScheduleAnswer.parse((await get(`/api/league/schedule/${metro}`)).json());
    const shown = league.allLeagueGamesArray.map((item) => item._id);
    expect(shown).toContain(ids.moved);
    expect(shown).not.toContain(ids.cancelled);
    expect(shown).not.toContain(ids.gone);
    const venue = (await get(`/api/league/${rink}/schedule`)).json() as {
      allVenueGamesAndEventsArray: Array<{ _id: string }>;
    };
    expect(venue.allVenueGamesAndEventsArray.map((item) => item._id)).not.toContain(ids.cancelled);
    const team = rosterAndScheduleAnswer.parse(
      (await get(`/api/league/oldRosterAndSchedule/${alpha}`)).json(),
    );
    expect(team.allGamesAndEventsArray.map((item) => item._id)).toContain(ids.moved);
    expect(team.allGamesAndEventsArray.map((item) => item._id)).not.toContain(ids.cancelled);
    const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
    const master = allGamesAndEventsAnswer.parse((await get('/api/admin/allGamesAndEvents', admin)).json());
    expect(master.allItems.map((item) => item._id)).toContain(ids.moved);
    expect(master.allItems.map((item) => item._id)).not.toContain(ids.cancelled);
  });

  it('names each feed after its league, venue or team, in X-WR-CALNAME and the file name', async () => {
    const cases = [
      [
        `/api/league/schedule/${metro}.ics`,
        'Metro - North Division Fall 2026',
        'metro-north-division-fall-2026.ics',
      ],
      [`/api/league/${north}/schedule.ics`, 'North Rink', 'north-rink.ics'],
      [`/api/league/team/${alpha}/schedule.ics`, 'Alpha (Metro Fall 2026)', 'alpha-metro-fall-2026.ics'],
    ] as const;
    for (const [url, name, file] of cases) {
      const { response, name: calname } = await feed(url);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${file}"`);
      expect(calname).toBe(name);
    }
    expect((await get(`/api/league/${randomUUID()}/schedule.ics`)).statusCode).toBe(404);
    expect((await get(`/api/league/schedule/${randomUUID()}.ics`)).statusCode).toBe(404);
  });

  it('links games on the origin the request reached, following X-Forwarded-* only from a trusted proxy', async () => {
    const url = `/api/league/team/${alpha}/schedule.ics`;
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'hockey.example.org' };
    expect((await feed(url, forwarded, proxied)).events[ids.moved]!.URL).toBe(
      `https://hockey.example.org/gameSummary/${ids.moved}`,
    );
    expect((await feed(url, forwarded)).events[ids.moved]!.URL).toBe(
      `http://league.example/gameSummary/${ids.moved}`,
    );
    // a host that is not a plain host name: no link rather than a made-up one
    expect((await feed(url, { host: 'bad"host' })).events[ids.moved]).not.toHaveProperty('URL');
  });

  it('a new address of a venue changes LOCATION and DTSTAMP of its items, not their SEQUENCE', async () => {
    await append(
      `venue-${north}`,
      'VenueUpdated',
      { venueId: north, venueName: 'North Rink', venueAddress: '9 Boards Ave' },
      T6,
    );
    await runner.catchUp();
    const { events } = await feed(`/api/league/schedule/${metro}.ics`);
    expect(events[ids.moved]).toMatchObject({
      LOCATION: 'North Rink, 9 Boards Ave',
      DTSTAMP: '20260701T120000Z',
      'LAST-MODIFIED': '20260701T120000Z',
      SEQUENCE: '2',
    });
    // an item at another venue keeps its own time of change
    expect(events[ids.other]).toMatchObject({
      LOCATION: 'Main Rink, 1 Main St',
      DTSTAMP: '20260620T210000Z',
    });
  });
});
