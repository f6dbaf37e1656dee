import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameStream, leagueStream, TEAM_CLASH_MESSAGE } from '@league/contracts';
import { leaguePlayApiForTests, type LeaguePlayApi } from '../lookups/test-support';

/** A team booked twice on one date (docs/api.md, Games): refused like a clash at one slot, unless allowed. */
let api: LeaguePlayApi;
let rink: string;
let arena: string;
let leagueId: string;
let jays: string;
let wings: string;
let hornets: string;
let owls: string;

beforeAll(async () => {
  api = await leaguePlayApiForTests();
  rink = await api.venue('Riverside Dome');
  arena = await api.venue('Northside Arena');
  leagueId = await api.league();
  jays = await api.team(leagueId, 'Blue Jays');
  wings = await api.team(leagueId, 'Red Wings');
  hornets = await api.team(leagueId, 'Hornets');
  owls = await api.team(leagueId, 'Owls');
});
afterAll(async () => api.close());

const createGame = (fields: object) => api.send('POST', '/api/admin/createGame', { leagueId, ...fields });

describe('a team booked twice on one date', () => {
  it('is refused with the other game listed and nothing recorded, and recorded when the clash is allowed', async () => {
    const date = '2026-11-05';
    const first = await api.game({
      leagueId,
      date,
      time: '19:00',
      venueId: rink,
      homeTeamId: jays,
      visitorTeamId: wings,
    });
    const count = await api.eventCount();
    const second = { date, time: '21:30', venueId: arena, homeTeamId: hornets, visitorTeamId: jays };
    const refused = await createGame(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'A team already has a game on that date: Blue Jays.',
      conflicts: [
        expect.objectContaining({
          _id: first,
          kind: 'game',
          isoDate: date,
          time: '19:00',
          venueName: 'Riverside Dome',
          homeTeamName: 'Blue Jays',
          visitorTeamName: 'Red Wings',
        }),
      ],
    });
    expect(await api.eventCount()).toBe(count);
    const allowed = await createGame({ ...second, allowConflict: true });
    expect(allowed.statusCode).toBe(201);
    const [scheduled] = await api.store.readStream(gameStream(allowed.json<{ gameId: string }>().gameId));
    expect(scheduled).toMatchObject({ type: 'GameScheduled', data: { ...second, leagueId } });
  });

  it('names every team booked twice; other teams, other dates, TBD sides and calendar events are no clash', async () => {
    const date = '2026-11-12';
    const first = await api.game({
      leagueId,
      date,
      time: '18:00',
      venueId: rink,
      homeTeamId: jays,
      visitorTeamId: wings,
    });
    await api.ok('POST', '/api/admin/createEvent', {
      eventName: 'Skills night',
      date,
      time: '20:00',
      venueId: arena,
      leagueId,
    });
    await api.game({
      leagueId,
      date,
      time: '20:00',
      venueId: rink,
      homeTeamId: hornets,
      visitorTeamId: owls,
    });
    await api.game({
      leagueId,
      date: '2026-11-13',
      time: '18:00',
      venueId: rink,
      homeTeamId: jays,
      visitorTeamId: wings,
    });
    await api.game({
      leagueId,
      date,
      time: '21:00',
      venueId: arena,
      homeTeamId: null,
      visitorTeamId: null,
      playoff: true,
    });
    const both = await createGame({
      date,
      time: '22:00',
      venueId: arena,
      homeTeamId: wings,
      visitorTeamId: jays,
    });
    expect(both.statusCode).toBe(409);
    expect(both.json().message).toBe(TEAM_CLASH_MESSAGE(['Red Wings', 'Blue Jays'], false));
    expect(both.json().conflicts.map((item: { _id: string }) => item._id)).toEqual([first]);
  });

  it('refuses an update that moves a game onto a date its team already plays, or names such a team', async () => {
    const date = '2026-11-19';
    const taken = await api.game({
      leagueId,
      date,
      time: '19:00',
      venueId: rink,
      homeTeamId: jays,
      visitorTeamId: wings,
    });
    const other = await api.game({
      leagueId,
      date: '2026-11-20',
      time: '19:00',
      venueId: rink,
      homeTeamId: hornets,
      visitorTeamId: wings,
    });
    const update = async (changes: object) =>
      api.send('PATCH', `/api/admin/${other}/updateGame`, changes, await api.ifMatch(gameStream(other)));
    const count = await api.eventCount();
    const moved = await update({ date, time: '21:00' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      message: TEAM_CLASH_MESSAGE(['Red Wings'], false),
      conflicts: [expect.objectContaining({ _id: taken })],
    });
    expect(await api.eventCount()).toBe(count);
    expect((await update({ date, time: '21:00', allowConflict: true })).statusCode).toBe(200);
    // once saved anyway, an edit that books no team anew goes through; naming another team that plays is refused
    expect((await update({ homeTeamSeed: 0, venueId: arena })).statusCode).toBe(200);
    expect((await update({ homeTeamId: wings, visitorTeamId: hornets })).statusCode).toBe(200);
    const renamed = await update({ homeTeamId: jays });
    expect([renamed.statusCode, renamed.json().message]).toEqual([
      409,
      TEAM_CLASH_MESSAGE(['Blue Jays'], false),
    ]);
  });

  it('lets a league that allows double-headers book a team twice a day but never twice at one time', async () => {
    const date = '2026-11-26';
    const doubles = await api.league({ leagueName: 'Summer Doubles', allowDoubleHeaders: true });
    const [aces, bears, cubs] = await Promise.all(
      ['Aces', 'Bears', 'Cubs'].map((name) => api.team(doubles, name)),
    );
    const early = { leagueId: doubles, date, venueId: rink };
    await api.game({ ...early, time: '17:00', homeTeamId: aces, visitorTeamId: bears });
    await api.game({ ...early, time: '19:00', homeTeamId: cubs, visitorTeamId: aces });
    const sameTime = await api.send('POST', '/api/admin/createGame', {
      ...early,
      venueId: arena,
      time: '19:00',
      homeTeamId: bears,
      visitorTeamId: cubs,
    });
    expect(sameTime.statusCode).toBe(409);
    expect(sameTime.json().message).toBe('A team already has a game at that date and time: Cubs.');
    // the league gives double-headers up: a third game of a team that day is refused again
    const headers = await api.ifMatch(leagueStream(doubles));
    await api.ok('PATCH', `/api/admin/${doubles}/updateLeague`, { allowDoubleHeaders: false }, headers);
    const third = await api.send('POST', '/api/admin/createGame', {
      ...early,
      time: '21:00',
      homeTeamId: bears,
      visitorTeamId: cubs,
    });
    expect([third.statusCode, third.json().message]).toEqual([
      409,
      TEAM_CLASH_MESSAGE(['Bears', 'Cubs'], false),
    ]);
  });
});
