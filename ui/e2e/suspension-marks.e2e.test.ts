import { expect, test, type Locator, type Page } from './app-test';
import {
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  openAfterWrites,
  PHONE,
  readAfterWrites,
  rosterOf,
  type LeagueApi,
} from './league-play-support';
import { openAsAdminAfterWrites } from './league-admin-support';
import { adminSessionFor, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

const enc = encodeURIComponent;

/** A team of two, one of them under an unserved suspension (3 games from Sept. 1, none played since). */
async function seedSuspendedPlayer(api: LeagueApi) {
  const suffix = uniqueSuffix();
  const venueId = await createVenue(api);
  const leagueId = await createLeague(api, { leagueName: `Marks ${suffix}`, session: 'Fall', year: 2026 });
  const teamName = `Hawks ${suffix}`;
  const teamId = await createTeam(api, { leagueId, teamName });
  const visitorId = await createTeam(api, { leagueId, teamName: `Owls ${suffix}` });
  const [sam, kim] = await rosterOf(api, teamId, [
    { firstName: 'Sam', lastName: 'Carter', number: 7 },
    { firstName: 'Kim', lastName: 'Lo', number: 8 },
  ]);
  if (!sam || !kim) throw new Error('roster not created');
  await rosterOf(api, visitorId, [{ firstName: 'Ola', lastName: 'Moe', number: 1 }]);
  const gameId = await createGame(api, {
    leagueId,
    venueId,
    date: '2026-09-10',
    time: '19:00',
    homeTeamId: teamId,
    visitorTeamId: visitorId,
  });
  const admin = await adminSessionFor(api.request);
  const response = await api.request.post('/api/admin/createSuspension', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: {
      playerId: sam.playerId,
      teamId,
      date1: '2026-09-01',
      reason: 'Match penalty',
      numberOfGames: 3,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  api.lastPosition = ((await response.json()) as { position: string }).position;
  return { teamId, teamName, gameId };
}

/** The mark in a row: visible, read out as 'Suspended: an unserved suspension'. */
async function expectMarked(row: Locator) {
  const mark = row.getByTestId('suspended-mark');
  await expect(mark).toBeVisible();
  await expect(mark).toHaveText('Suspended: an unserved suspension');
  await expect(mark).toHaveAttribute('title', 'An unserved suspension');
}

const rowOf = (page: Page, testId: string, name: string) =>
  page.getByTestId(testId).filter({ hasText: name });

test.describe('the Suspended mark of a player with an unserved suspension', () => {
  test.use({ actionTimeout: 15_000 });

  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    test(`shows on the admin roster, the public rosters, the team page and the results form (${size})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const api = await leagueApi(request);
      const { teamId, teamName, gameId } = await seedSuspendedPlayer(api);
      // the API says so too
      const answer = await readAfterWrites<{
        rosteredPlayers: Array<{ lastName: string; suspended: boolean }>;
      }>(api, `/api/league/rosterAndSchedule?teamId=${teamId}`);
      expect(answer.rosteredPlayers.map((p) => [p.lastName, p.suspended])).toEqual([
        ['Carter', true],
        ['Lo', false],
      ]);

      await openAsAdminAfterWrites(page, request, `/admin/${enc(teamName)}/2026/roster`, api);
      await expectMarked(rowOf(page, 'roster-row', 'Sam Carter'));
      await expect(rowOf(page, 'roster-row', 'Kim Lo').getByTestId('suspended-mark')).toHaveCount(0);
      await screenshot(page, `suspension-mark-admin-roster-${size}`);
      await page.goto(`/admin/${enc(teamName)}/2026/players`);
      await expectMarked(rowOf(page, 'player-row', 'Sam Carter'));

      await page.goto(`/admin/gameResults/${gameId}`);
      await expectMarked(
        page.getByTestId('home-stats').getByTestId('stats-row').filter({ hasText: 'Sam Carter' }),
      );
      await expect(page.getByTestId('home-stats').getByTestId('suspended-mark')).toHaveCount(1);
      await screenshot(page, `suspension-mark-results-form-${size}`);

      await openAfterWrites(page, `/rosters?teamId=${teamId}`, api);
      await expectMarked(rowOf(page, 'roster-row', 'Sam Carter'));
      await expect(rowOf(page, 'roster-row', 'Kim Lo').getByTestId('suspended-mark')).toHaveCount(0);
      await screenshot(page, `suspension-mark-public-roster-${size}`);
      await page.goto(`/team/${teamId}`);
      await expectMarked(rowOf(page, 'roster-row', 'Sam Carter'));
    });
  }

  test('a suspension recorded as free text marks nobody until its update form links it to the player', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const suffix = uniqueSuffix();
    const leagueId = await createLeague(api, { leagueName: `Links ${suffix}`, session: 'Fall', year: 2026 });
    const teamName = `Foxes ${suffix}`;
    const teamId = await createTeam(api, { leagueId, teamName });
    await rosterOf(api, teamId, [{ firstName: 'Ray', lastName: `Stone${suffix}`, number: 5 }]);
    const player = `Ray Stone${suffix}`;
    const admin = await adminSessionFor(request);
    const created = await request.post('/api/admin/createSuspension', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: {
        playerName: player,
        team: 'Foxes',
        date1: '2026-09-01',
        reason: 'Abuse of officials',
        numberOfGames: 2,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { suspensionId, position } = (await created.json()) as { suspensionId: string; position: string };
    api.lastPosition = position;

    await openAfterWrites(page, `/rosters?teamId=${teamId}`, api);
    await expect(rowOf(page, 'roster-row', player)).toBeVisible();
    await expect(page.getByTestId('suspended-mark')).toHaveCount(0);

    // the admin links it: the player picked, the team they play for picked with them
    await openAsAdminAfterWrites(page, request, `/admin/${suspensionId}/updateSuspension`, api);
    await expect(page.getByTestId('recorded-as')).toContainText(`${player}, Foxes.`);
    await page.getByRole('combobox', { name: 'Player', exact: true }).fill(`Stone${suffix}`);
    await page.getByRole('option', { name: `Stone${suffix}, ${player}` }).click();
    await expect(page.getByRole('combobox', { name: 'Team', exact: true })).toHaveValue(
      `${teamName} — Links ${suffix}, Fall 2026`,
    );
    await expect(page.getByTestId('recorded-as')).toHaveCount(0);
    await page.getByRole('button', { name: 'UPDATE SUSPENSION' }).click();
    await expect(page).toHaveURL(/\/admin\/suspended$/);
    const row = page.getByTestId('suspension-row').filter({ hasText: player });
    await expect(row.getByRole('cell').nth(0)).toHaveText('Tuesday, Sept. 1, 2026');
    await expect(row.getByRole('cell').nth(1)).toHaveText(player);
    await expect(row.getByRole('cell').nth(2)).toHaveText(teamName);
    await screenshot(page, 'suspension-linked-list-desktop');

    await page.goto(`/rosters?teamId=${teamId}`);
    await expectMarked(rowOf(page, 'roster-row', player));
  });
});
