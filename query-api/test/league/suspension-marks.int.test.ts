import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuspensionFields } from '@league/contracts';
import { testEvent } from '@league/infra/testing';
import { admin, leaguePlayStack, type LeaguePlayStack } from './test-support';

/**
 * The Suspended mark of the rosters and the results form (docs/api.md "Suspensions"): a current
 * suspension linked to the player, neither served nor appealed, is unserved until the team has played as
 * many games as it names since its date; on a game's results form, counting the team's games before it.
 */
let stack: LeaguePlayStack;
let ids: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const { f } = stack;
  const rink = await f.venue('Suspension Rink');
  const leagueId = await f.league({ leagueName: 'Discipline League', year: 2026 });
  const [aces, bears] = [await f.team(leagueId, 'Aces'), await f.team(leagueId, 'Bears')];
  const [sam, kim, pat, lee] = [
    await f.player('Sam', 'Carter'),
    await f.player('Kim', 'Lo'),
    await f.player('Pat', 'Moss'),
    await f.player('Lee', 'Nash'),
  ];
  for (const [playerId, number] of [
    [sam, 1],
    [kim, 2],
    [pat, 3],
    [lee, 4],
  ] as const)
    await f.roster(aces, playerId, number);
  const game = (date: string) =>
    f.game({ leagueId, date, time: '19:00', venueId: rink, homeTeamId: aces, visitorTeamId: bears });
  // the incident on Oct. 1; two games served on the 8th and 15th; the 22nd not played yet
  const g = {
    incident: await game('2026-10-01'),
    first: await game('2026-10-08'),
    second: await game('2026-10-15'),
    third: await game('2026-10-22'),
  };
  await f.result(g.incident, { home: 2, visitor: 1, status: 'FINAL' });
  await f.result(g.first, { home: 1, visitor: 1, status: 'FINAL' });
  return { leagueId, aces, bears, sam, kim, pat, lee, g };
}

async function suspend(fields: Partial<SuspensionFields> & { playerName: string }) {
  const suspensionId = randomUUID();
  const data = {
    suspensionId,
    playerTeam: 'Aces',
    date: '2026-10-01',
    reason: 'Match penalty',
    howManyGames: 2,
    served: false,
    appealedSuccessfully: false,
    ...fields,
  };
  const { position } = await stack.store.append(
    `suspension-${suspensionId}`,
    [testEvent('SuspensionCreated', data)],
    'no_stream',
  );
  stack.f.last = position;
  return suspensionId;
}

const read = async <T>(url: string, headers: Record<string, string> = {}) => {
  const response = await stack.app.inject({
    method: 'GET',
    url,
    headers: { ...headers, 'x-min-position': stack.f.last },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
type Marked = { playerId: string; suspended: boolean };
const marksOf = (players: Marked[]) =>
  Object.fromEntries(players.map((player) => [player.playerId, player.suspended]));
const rosterMarks = async () =>
  marksOf(
    (await read<{ rosteredPlayers: Marked[] }>(`/api/league/rosterAndSchedule?teamId=${ids.aces}`))
      .rosteredPlayers,
  );
const resultsFormMarks = async (gameId: string) =>
  marksOf((await read<{ homeRoster: Marked[] }>(`/api/admin/${gameId}/rostersAndPoints`, admin)).homeRoster);

beforeAll(async () => {
  stack = await leaguePlayStack();
  ids = await seed();
  // linked and unserved (1 of 2 games played since)
  await suspend({ playerId: ids.sam, teamId: ids.aces, playerName: 'Sam Carter' });
  // free text, recorded before suspensions were linked: nobody is marked by it
  await suspend({ playerName: 'Kim Lo' });
  // linked, but served, or appealed successfully
  await suspend({ playerId: ids.pat, teamId: null, playerName: 'Pat Moss', served: true });
  await suspend({ playerId: ids.lee, playerName: 'Lee Nash', appealedSuccessfully: true });
  await stack.runner.catchUp();
});
afterAll(async () => stack.close());

describe('the Suspended mark of a roster', () => {
  it('marks the player of a linked, current, unserved suspension on the public and admin rosters and the team page', async () => {
    const { sam, kim, pat, lee } = ids;
    expect(await rosterMarks()).toEqual({ [sam]: true, [kim]: false, [pat]: false, [lee]: false });
    const adminRoster = await read<{ listOfPlayers: Marked[] }>('/api/admin/Aces/2026/roster', admin);
    expect(marksOf(adminRoster.listOfPlayers)[sam]).toBe(true);
    const teamPage = await read<{ roster: Marked[] }>(`/api/team/${ids.aces}`);
    expect(marksOf(teamPage.roster)).toEqual({ [sam]: true, [kim]: false, [pat]: false, [lee]: false });
  });

  it('marks the players of a game’s results form who were suspended for that game', async () => {
    const { sam, g } = ids;
    // the incident game itself is on the suspension's date: not one he was suspended for
    expect((await resultsFormMarks(g.incident))[sam]).toBe(false);
    expect((await resultsFormMarks(g.first))[sam]).toBe(true);
    expect((await resultsFormMarks(g.second))[sam]).toBe(true);
    // one game served before the third: still one to serve
    expect((await resultsFormMarks(g.third))[sam]).toBe(true);
  });

  it('lifts the mark once the team has played the games since its date, or the suspension is archived', async () => {
    const { sam, g } = ids;
    await stack.f.result(g.second, { home: 3, visitor: 0, status: 'FINAL' });
    expect((await rosterMarks())[sam]).toBe(false);
    // the third game came after both games were served
    expect((await resultsFormMarks(g.third))[sam]).toBe(false);
    expect((await resultsFormMarks(g.second))[sam]).toBe(true);

    // a new suspension marks him again, on the roster read before (its cached answer is not kept)
    const again = await suspend({
      playerId: sam,
      playerName: 'Sam Carter',
      date: '2026-10-16',
      howManyGames: 1,
    });
    expect((await rosterMarks())[sam]).toBe(true);
    const { position } = await stack.store.append(
      `suspension-${again}`,
      [testEvent('SuspensionArchived', { suspensionId: again })],
      0,
    );
    stack.f.last = position;
    expect((await rosterMarks())[sam]).toBe(false);
  });
});
