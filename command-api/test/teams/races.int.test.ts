import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendsMeetingAt, leaguePlayApiForTests, type LeaguePlayApi } from '../lookups/test-support';

let api: LeaguePlayApi;
let leagueId: string;

beforeAll(async () => {
  // creates and renames check the name, then all record together: the race two admins can run into
  api = await leaguePlayApiForTests({
    wrapStore: (store) => appendsMeetingAt(store, (id) => id.startsWith('team-')),
  });
  leagueId = await api.league();
});
afterAll(async () => api.close());

/** If-Match of a team just created, as its edit form read it */
const asCreated = { 'if-match': '0' };
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
const teamsNamed = async (name: string) => {
  const ids = new Set<string>();
  for (const event of await api.store.readAll(null, 100_000))
    if (event.type === 'TeamCreated' && (event.data as { teamName: string }).teamName.toLowerCase() === name)
      ids.add((event.data as { teamId: string }).teamId);
  return ids.size;
};

describe('team names of a league under concurrent writes', () => {
  it('of three teams created at once with one name, exactly one is created', async () => {
    const answers = await Promise.all(
      ['Ice Hawks', 'ice hawks', 'ICE HAWKS'].map((teamName) =>
        api.send('POST', '/api/admin/createTeam', { leagueId, teamName }),
      ),
    );
    expect(statuses(answers)).toEqual([201, 409, 409]);
    expect(await teamsNamed('ice hawks')).toBe(1);
  });

  it('renaming two teams to one name at once: exactly one is renamed', async () => {
    const first = await api.team(leagueId, 'Falcons');
    const second = await api.team(leagueId, 'Eagles');
    const answers = await Promise.all(
      [first, second].map((teamId) =>
        api.send('PATCH', `/api/admin/${teamId}/updateTeam`, { teamName: 'Ospreys' }, asCreated),
      ),
    );
    expect(statuses(answers)).toEqual([200, 409]);
  });

  it('a name freed by a rename or a removal can be used again; the other league keeps its own names', async () => {
    const renamed = await api.team(leagueId, 'Comets');
    await api.ok('PATCH', `/api/admin/${renamed}/updateTeam`, { teamName: 'Meteors' }, asCreated);
    expect(
      (await api.send('POST', '/api/admin/createTeam', { leagueId, teamName: 'Comets' })).statusCode,
    ).toBe(201);
    expect(
      (await api.send('POST', '/api/admin/createTeam', { leagueId, teamName: 'Meteors' })).statusCode,
    ).toBe(409);
    const removed = await api.team(leagueId, 'Rockets');
    await api.ok('DELETE', `/api/admin/${removed}/removeTeam`, undefined, asCreated);
    expect(
      (await api.send('POST', '/api/admin/createTeam', { leagueId, teamName: 'Rockets' })).statusCode,
    ).toBe(201);
    const otherLeague = await api.league({ leagueName: 'Women' });
    expect(
      (await api.send('POST', '/api/admin/createTeam', { leagueId: otherLeague, teamName: 'Rockets' }))
        .statusCode,
    ).toBe(201);
  });
});
