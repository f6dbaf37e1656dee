import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IF_MATCH_REQUIRED_MESSAGE, teamStream } from '@league/contracts';
import { leaguePlayApiForTests, type LeaguePlayApi } from '../lookups/test-support';

let api: LeaguePlayApi;
let leagueId: string;
/** If-Match with the team's version now, as the admin's team page sends it */
const teamVersion = (teamId: string) => api.ifMatch(teamStream(teamId));

beforeAll(async () => {
  api = await leaguePlayApiForTests();
  leagueId = await api.league({ divisionName: 'North', year: 2027 });
});
afterAll(async () => api.close());

describe('teams and rosters over HTTP', () => {
  it('refuses anonymous (401) and coach (403) callers and records nothing', async () => {
    const count = await api.eventCount();
    const teamId = api.id();
    for (const [method, url, payload] of [
      ['POST', '/api/admin/createTeam', { leagueId, teamName: 'X' }],
      ['PATCH', `/api/admin/${teamId}/updateTeam`, { teamName: 'X' }],
      ['PATCH', `/api/admin/${teamId}/archiveCurrentToggleTeam`, undefined],
      ['DELETE', `/api/admin/${teamId}/removeTeam`, undefined],
      ['POST', `/api/admin/${teamId}/addPlayers`, { players: [{ playerId: teamId, number: 1 }] }],
      ['PATCH', `/api/admin/${teamId}/changeNumber`, { number: 1 }],
      ['DELETE', `/api/admin/${teamId}/removePlayer`, undefined],
    ] as const) {
      const request = { method, url, ...(payload ? { payload } : {}) };
      expect((await api.app.inject(request)).statusCode).toBe(401);
      expect((await api.app.inject({ ...request, headers: api.coach })).statusCode).toBe(403);
    }
    expect(await api.eventCount()).toBe(count);
  });

  it("creates a team with its league's year and a division; a name is unique in a league", async () => {
    const teamId = await api.team(leagueId, 'Blue Jays', 'North');
    const [created] = await api.store.readStream(`team-${teamId}`);
    expect(created?.data).toEqual({
      teamId,
      leagueId,
      teamName: 'Blue Jays',
      divisionName: 'North',
      year: 2027,
    });
    const count = await api.eventCount();
    const twice = await api.send('POST', '/api/admin/createTeam', { leagueId, teamName: 'blue jays ' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This league already has a team with this name.');
    const unknown = await api.send('POST', '/api/admin/createTeam', { leagueId: api.id(), teamName: 'Owls' });
    expect(unknown.statusCode).toBe(404);
    const blank = await api.send('POST', '/api/admin/createTeam', { leagueId, teamName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter a team name.');
    expect(await api.eventCount()).toBe(count);
    // another league may use the name
    await api.team(await api.league({ leagueName: 'Juniors' }), 'Blue Jays');
    // renaming onto a taken name is refused, renaming itself is fine
    const other = await api.team(leagueId, 'Owls');
    const rename = async (id: string, teamName: string) =>
      api.send('PATCH', `/api/admin/${id}/updateTeam`, { teamName }, await teamVersion(id));
    expect((await rename(other, 'Blue Jays')).statusCode).toBe(409);
    expect((await rename(teamId, 'Blue jays')).statusCode).toBe(200);
  });

  it('refuses a rename without If-Match with 428 before the new name is claimed, recording nothing', async () => {
    const teamId = await api.team(leagueId, 'Unversioned');
    const count = await api.eventCount();
    const response = await api.send('PATCH', `/api/admin/${teamId}/updateTeam`, { teamName: 'Claimed' });
    expect(response.statusCode).toBe(428);
    expect(response.json()).toEqual({ message: IF_MATCH_REQUIRED_MESSAGE });
    expect(await api.eventCount()).toBe(count);
    // the name was never held: another team takes it
    await api.team(leagueId, 'Claimed');
  });

  it('answers a repeated create by id as the first one', async () => {
    const body = { id: api.id(), leagueId, teamName: 'Repeat Rangers' };
    const first = await api.send('POST', '/api/admin/createTeam', body);
    const again = await api.send('POST', '/api/admin/createTeam', body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await api.send('POST', '/api/admin/createTeam', { ...body, teamName: 'Other' })).statusCode).toBe(
      409,
    );
  });

  it('toggles a team between current and archived, answering the new state', async () => {
    const teamId = await api.team(leagueId, 'Toggle Town');
    const archived = await api.send('PATCH', `/api/admin/${teamId}/archiveCurrentToggleTeam`, undefined, {
      'if-match': '0',
    });
    expect(archived.json()).toEqual({ teamId, isCurrent: false, position: expect.any(String) });
    const stale = await api.send('PATCH', `/api/admin/${teamId}/archiveCurrentToggleTeam`, undefined, {
      'if-match': '0',
    });
    expect(stale.statusCode).toBe(409);
    const restored = await api.ok('PATCH', `/api/admin/${teamId}/archiveCurrentToggleTeam`, undefined, {
      'if-match': '1',
    });
    expect(restored.isCurrent).toBe(true);
  });

  it('adds players with numbers, refuses one twice, a taken number and an archived team', async () => {
    const teamId = await api.team(leagueId, 'Roster Kings');
    const [a, b, c] = [
      await api.player('Ann', 'Able'),
      await api.player('Bo', 'Baker'),
      await api.player('Cy', 'Cole'),
    ];
    const added = await api.ok<{ rosterPlayerIds: string[] }>(
      'POST',
      `/api/admin/${teamId}/addPlayers`,
      {
        players: [
          { playerId: a, number: 9 },
          { playerId: b, number: 10 },
        ],
      },
      { 'if-match': '0' },
    );
    expect(added.rosterPlayerIds).toHaveLength(2);
    const events = (await api.store.readStream(`team-${teamId}`)).slice(1);
    expect(events.map((e) => e.data)).toEqual([
      { teamId, rosterPlayerId: added.rosterPlayerIds[0], playerId: a, number: 9 },
      { teamId, rosterPlayerId: added.rosterPlayerIds[1], playerId: b, number: 10 },
    ]);
    const count = await api.eventCount();
    const add = async (players: object[]) =>
      api.send('POST', `/api/admin/${teamId}/addPlayers`, { players }, await teamVersion(teamId));
    const again = await add([{ playerId: a, number: 11 }]);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Ann Able is already on this team.']);
    const taken = await add([{ playerId: c, number: 9 }]);
    expect([taken.statusCode, taken.json().message]).toEqual([
      409,
      'Number 9 is already taken on this team.',
    ]);
    const unknown = await add([{ playerId: api.id(), number: 1 }]);
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Player not found.']);
    const bad = await add([{ playerId: c, number: 100 }]);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Please enter a number from 0 to 99.']);
    const none = await add([]);
    expect([none.statusCode, none.json().message]).toEqual([400, 'Please pick at least one player.']);
    const dup = await add([
      { playerId: c, number: 1 },
      { playerId: c, number: 2 },
    ]);
    expect([dup.statusCode, dup.json().message]).toEqual([400, 'Each player can be added only once.']);
    expect(await api.eventCount()).toBe(count);
    await api.ok(
      'PATCH',
      `/api/admin/${teamId}/archiveCurrentToggleTeam`,
      undefined,
      await teamVersion(teamId),
    );
    const archived = await add([{ playerId: c, number: 1 }]);
    expect([archived.statusCode, archived.json().message]).toEqual([
      409,
      'Players can be added only to a current team.',
    ]);
  });

  it('keeps a player on one current team of a league unless the admin adds them anyway, with a reason', async () => {
    const [aces, bears] = [await api.team(leagueId, 'Albany Aces'), await api.team(leagueId, 'Bay Bears')];
    const [zoe, kim] = [await api.player('Zoe', 'Quill'), await api.player('Kim', 'Roe')];
    await api.ok(
      'POST',
      `/api/admin/${aces}/addPlayers`,
      { players: [{ playerId: zoe, number: 4 }] },
      {
        'if-match': '0',
      },
    );
    const add = async (teamId: string, body: object) =>
      api.send('POST', `/api/admin/${teamId}/addPlayers`, body, await teamVersion(teamId));
    const both = {
      players: [
        { playerId: kim, number: 1 },
        { playerId: zoe, number: 4 },
      ],
    };
    const count = await api.eventCount();
    const refused = await add(bears, both);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Zoe Quill is already on the Albany Aces roster in this league.',
      onOtherTeams: [{ playerId: zoe, teamId: aces, teamName: 'Albany Aces' }],
    });
    const blankReason = await add(bears, { ...both, override: { reason: ' ' } });
    expect([blankReason.statusCode, blankReason.json().message]).toEqual([
      400,
      'Please give the reason for adding the player anyway.',
    ]);
    expect(await api.eventCount()).toBe(count);
    // another league's team is no obstacle
    const juniors = await api.team(await api.league({ leagueName: 'Juniors B' }), 'Albany Aces');
    expect((await add(juniors, { players: [{ playerId: zoe, number: 4 }] })).statusCode).toBe(201);
    const overridden = await add(bears, { ...both, override: { reason: 'Covers in goal until March' } });
    expect(overridden.statusCode).toBe(201);
    const [kimAdded, zoeAdded] = (await api.store.readStream(`team-${bears}`)).slice(1).map((e) => e.data);
    expect(kimAdded).not.toHaveProperty('override');
    expect(zoeAdded).toMatchObject({
      playerId: zoe,
      override: { reason: 'Covers in goal until March', otherTeamIds: [aces] },
    });
    // off the roster, or on an archived team, a player is free to join another team of the league
    const owls = await api.team(leagueId, 'Orchard Owls');
    const kimOnBears = (await api.store.readStream(`team-${bears}`))[1]!.data as { rosterPlayerId: string };
    await api.ok(
      'DELETE',
      `/api/admin/${kimOnBears.rosterPlayerId}/removePlayer`,
      undefined,
      await teamVersion(bears),
    );
    await api.ok('PATCH', `/api/admin/${aces}/archiveCurrentToggleTeam`, undefined, await teamVersion(aces));
    expect((await add(owls, { players: [{ playerId: kim, number: 2 }] })).statusCode).toBe(201);
    const stillOnBears = await add(owls, { players: [{ playerId: zoe, number: 3 }] });
    expect(stillOnBears.json().message).toBe('Zoe Quill is already on the Bay Bears roster in this league.');
  });

  it('changes a number (409 when taken) and removes a player only while the team is current', async () => {
    const teamId = await api.team(leagueId, 'Number Crunchers');
    const [first, second] = await api.roster(teamId, 2);
    const change = async (rosterPlayerId: string, number: number) =>
      api.send('PATCH', `/api/admin/${rosterPlayerId}/changeNumber`, { number }, await teamVersion(teamId));
    const removePlayer = async (rosterPlayerId: string) =>
      api.send('DELETE', `/api/admin/${rosterPlayerId}/removePlayer`, undefined, await teamVersion(teamId));
    expect((await change(first!, 2)).statusCode).toBe(409);
    expect((await change(first!, 2)).json().message).toBe('Number 2 is already taken on this team.');
    const changed = await change(first!, 77);
    expect(changed.json()).toEqual({ rosterPlayerId: first, position: expect.any(String) });
    expect((await change(api.id(), 5)).statusCode).toBe(404);
    const removed = await removePlayer(first!);
    expect(removed.statusCode).toBe(200);
    expect((await removePlayer(first!)).statusCode).toBe(404);
    // the removed player's number is free again
    expect((await change(second!, 77)).statusCode).toBe(200);
    await api.ok(
      'PATCH',
      `/api/admin/${teamId}/archiveCurrentToggleTeam`,
      undefined,
      await teamVersion(teamId),
    );
    const count = await api.eventCount();
    const fromArchived = await removePlayer(second!);
    expect([fromArchived.statusCode, fromArchived.json().message]).toEqual([
      409,
      'Players can be removed only from a current team.',
    ]);
    expect(await api.eventCount()).toBe(count);
  });

  it('removes a team only while no game names it', async () => {
    const venueId = await api.venue();
    const [home, visitor] = [
      await api.team(leagueId, 'Scheduled A'),
      await api.team(leagueId, 'Scheduled B'),
    ];
    const gameId = await api.game({
      leagueId,
      venueId,
      homeTeamId: home,
      visitorTeamId: visitor,
      date: '2027-01-02',
    });
    const count = await api.eventCount();
    const removeHome = async () =>
      api.send('DELETE', `/api/admin/${home}/removeTeam`, undefined, await teamVersion(home));
    const refused = await removeHome();
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'This team is on the schedule: remove its games (or give them another team) first.',
    ]);
    expect(await api.eventCount()).toBe(count);
    await api.ok('DELETE', `/api/admin/${gameId}/removeEvent`, undefined, { 'if-match': '0' });
    expect((await removeHome()).statusCode).toBe(200);
    const renamed = await api.send(
      'PATCH',
      `/api/admin/${home}/updateTeam`,
      { teamName: 'Back' },
      await teamVersion(home),
    );
    expect(renamed.statusCode).toBe(404);
    // its name is free again
    await api.team(leagueId, 'Scheduled A');
  });
});
