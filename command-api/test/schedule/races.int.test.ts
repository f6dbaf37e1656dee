import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_CONFLICT_MESSAGE } from '@league/contracts';
import { appendsMeetingAt, leaguePlayApiForTests, type LeaguePlayApi } from '../lookups/test-support';

let api: LeaguePlayApi;
let leagueId: string;
let venueId: string;
let teams: string[];

beforeAll(async () => {
  // bookings check the slot, then all record together: the race two admins can run into
  api = await leaguePlayApiForTests({
    wrapStore: (store) =>
      appendsMeetingAt(store, (id) => id.startsWith('game-') || id.startsWith('calendarEvent-')),
  });
  venueId = await api.venue();
  leagueId = await api.league();
  teams = [];
  for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) teams.push(await api.team(leagueId, `Team ${name}`));
});
afterAll(async () => api.close());

/** If-Match of a game just scheduled, as its edit form read it */
const asCreated = { 'if-match': '0' };
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

describe('two admins booking at the same moment', () => {
  it('of two games booked into one slot at once, exactly one is scheduled; the other is told the clash', async () => {
    const at = { leagueId, venueId, date: '2026-11-07', time: '18:00' };
    const answers = await Promise.all([
      api.send('POST', '/api/admin/createGame', { ...at, homeTeamId: teams[0], visitorTeamId: teams[1] }),
      api.send('POST', '/api/admin/createGame', { ...at, homeTeamId: teams[2], visitorTeamId: teams[3] }),
      api.send('POST', '/api/admin/createEvent', { ...at, eventName: 'Skills clinic' }),
    ]);
    expect(statuses(answers)).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      // the holder is listed once recorded; a booking still being recorded cannot be shown yet
      expect(refused.json()).toMatchObject({
        message: SCHEDULE_CONFLICT_MESSAGE,
        conflicts: expect.any(Array),
      });
    }
  });

  it('moving two games into one free slot at once: exactly one moves', async () => {
    const first = await api.game({
      leagueId,
      venueId,
      date: '2026-11-08',
      time: '18:00',
      homeTeamId: teams[0],
      visitorTeamId: teams[1],
    });
    const second = await api.game({
      leagueId,
      venueId,
      date: '2026-11-08',
      time: '19:00',
      homeTeamId: teams[2],
      visitorTeamId: teams[3],
    });
    const target = { date: '2026-11-08', time: '21:00' };
    const answers = await Promise.all([
      api.send('PATCH', `/api/admin/${first}/updateGame`, target, asCreated),
      api.send('PATCH', `/api/admin/${second}/updateGame`, target, asCreated),
    ]);
    expect(statuses(answers)).toEqual([200, 409]);
  });

  it('a slot left by a moved or removed game can be booked again', async () => {
    const at = { leagueId, venueId, date: '2026-11-09', time: '18:00' };
    const moved = await api.game({ ...at, homeTeamId: teams[0], visitorTeamId: teams[1] });
    await api.ok('PATCH', `/api/admin/${moved}/updateGame`, { time: '20:00' }, asCreated);
    const next = await api.game({ ...at, homeTeamId: teams[2], visitorTeamId: teams[3] });
    await api.ok('DELETE', `/api/admin/${next}/removeEvent`, undefined, asCreated);
    const event = await api.send('POST', '/api/admin/createEvent', { ...at, eventName: 'Open skate' });
    expect(event.statusCode).toBe(201);
    // and the moved game's new slot is held
    const clash = await api.send('POST', '/api/admin/createGame', {
      ...at,
      time: '20:00',
      homeTeamId: teams[4],
      visitorTeamId: teams[5],
    });
    expect(clash.statusCode).toBe(409);
  });

  it('a booking that allows the clash still goes in beside the held slot', async () => {
    const at = { leagueId, venueId, date: '2026-11-10', time: '18:00' };
    await api.game({ ...at, homeTeamId: teams[0], visitorTeamId: teams[1] });
    const allowed = await api.send('POST', '/api/admin/createGame', {
      ...at,
      homeTeamId: teams[2],
      visitorTeamId: teams[3],
      allowConflict: true,
    });
    expect(allowed.statusCode).toBe(201);
  });
});
