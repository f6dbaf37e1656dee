import { expect, test } from './app-test';
import { confirmIn, contentApi, expectNoSidewaysScroll, PHONE, touch } from './content-support';
import { createLeague, createTeam, leagueApi, rosterOf } from './league-play-support';
import { openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

test.describe('suspensions (admin)', () => {
  test('suspends a player, updates, archives, restores and deletes the suspension', async ({
    page,
    request,
  }) => {
    const { admin } = await contentApi(request);
    // the suspended player, on a team of this season
    const api = await leagueApi(request);
    const suffix = uniqueSuffix();
    const leagueId = await createLeague(api, {
      leagueName: `Discipline ${suffix}`,
      session: 'Fall',
      year: 2026,
    });
    const teamName = `Riverside Rebels ${suffix}`;
    const teamId = await createTeam(api, { leagueId, teamName });
    await rosterOf(api, teamId, [{ firstName: 'Max', lastName: `Penalty${suffix}`, number: 8 }]);
    const player = `Max Penalty${suffix}`;
    await page.setViewportSize(PHONE);
    await openWithSessions(page, '/admin/suspended', { admin });
    await expect(page.getByRole('heading', { name: 'Suspended Players' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a Suspended Player' }).click();
    await expect(page).toHaveURL(/\/admin\/suspension\/new$/);

    const add = page.getByRole('button', { name: 'ADD SUSPENSION' });
    await expect(add).toBeDisabled();
    await page.getByRole('combobox', { name: 'Player', exact: true }).focus();
    await page.getByRole('combobox', { name: 'Player', exact: true }).blur();
    await touch(page, 'Reason');
    await expect(page.getByText('Please pick the suspended player.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a reason', { exact: true })).toBeVisible();
    // the team picker offers the picked player's teams, the newest picked for a start
    await expect(page.getByRole('combobox', { name: 'Team', exact: true })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Player', exact: true }).fill(`Penalty${suffix}`);
    await page.getByRole('option', { name: `Penalty${suffix}, ${player}` }).click();
    await expect(page.getByRole('combobox', { name: 'Team', exact: true })).toHaveValue(
      `${teamName} — Discipline ${suffix}, Fall 2026`,
    );
    await page.getByLabel('Reason').fill('Match penalty: checking from behind');
    // the games box takes two digits at most: a third is refused, an emptied box asks for a number
    await page.getByLabel('Number of Games').fill('100');
    await expect(page.getByLabel('Number of Games')).toHaveValue('');
    await page.getByLabel('Number of Games').blur();
    await expect(page.getByText('Please enter a number of games from 0 to 99.')).toBeVisible();
    await expect(add).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'content-suspension-new-invalid-phone');
    await page.getByLabel('Number of Games').fill('2');
    await page.getByLabel('Date').fill('2025-04-26');
    await expect(add).toBeEnabled();
    await add.click();

    await expect(page).toHaveURL(/\/admin\/suspended$/);
    const row = page.getByTestId('suspension-row').filter({ hasText: player });
    // the date with its year: the list spans seasons
    await expect(row.getByRole('cell')).toHaveText([
      'Saturday, Apr. 26, 2025',
      player,
      teamName,
      'Match penalty: checking from behind',
      '2',
      'No',
      'No',
      /Update/,
    ]);
    await screenshot(page, 'content-suspended-phone');

    // update: the flags can only be set to true
    await row.getByRole('link', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/admin\/[0-9a-f-]{36}\/updateSuspension$/);
    await expect(page.getByRole('combobox', { name: 'Player', exact: true })).toHaveValue(
      `Penalty${suffix}, ${player}`,
    );
    await expect(page.getByRole('combobox', { name: 'Team', exact: true })).toHaveValue(
      `${teamName} — Discipline ${suffix}, Fall 2026`,
    );
    await expect(page.getByLabel('Number of Games')).toHaveValue('2');
    const served = page.getByLabel('Served?');
    await served.check();
    await served.click();
    await expect(served).toBeChecked();
    await page.getByLabel('Number of Games').fill('3');
    await page.getByRole('button', { name: 'UPDATE SUSPENSION' }).click();
    await expect(page).toHaveURL(/\/admin\/suspended$/);
    await expect(row.getByRole('cell').nth(4)).toHaveText('3');
    await expect(row.getByRole('cell').nth(5)).toHaveText('Yes');

    // ARCHIVE (confirmed) moves it to the old suspensions
    await row.getByRole('button', { name: 'ARCHIVE' }).click();
    await confirmIn(page, 'ARCHIVE');
    await expect(row).toHaveCount(0);
    await page.getByRole('link', { name: 'Archived Suspensions' }).click();
    await expect(page).toHaveURL(/\/admin\/oldSuspensions$/);
    const archived = page.getByTestId('suspension-row').filter({ hasText: player });
    await expect(archived).toContainText('Match penalty');
    await screenshot(page, 'content-old-suspensions-phone');

    // MOVE TO CURRENT only after the confirmation
    await archived.getByRole('button', { name: 'MOVE TO CURRENT' }).click();
    await confirmIn(page, 'CANCEL');
    await expect(archived).toBeVisible();
    await archived.getByRole('button', { name: 'MOVE TO CURRENT' }).click();
    await confirmIn(page, 'MOVE TO CURRENT');
    await expect(archived).toHaveCount(0);

    await page.getByRole('link', { name: 'Current Suspensions' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'DELETE' }).click();
    await confirmIn(page, 'DELETE');
    await expect(row).toHaveCount(0);
  });

  test('a suspension edited meanwhile by another admin is not overwritten', async ({ page, request }) => {
    const api = await contentApi(request);
    const player = `Late Hit ${uniqueSuffix()}`;
    const { suspensionId } = await api.createSuspension({
      playerName: player,
      team: 'Eastside Blades',
      date1: '2025-06-21',
      reason: 'Late hit',
      numberOfGames: 1,
    });
    await openWithSessions(page, `/admin/${suspensionId}/updateSuspension`, { admin: api.admin });
    // recorded as free text (no player linked): shown as it was written, linking it is optional
    await expect(page.getByTestId('recorded-as')).toContainText(`${player}, Eastside Blades.`);
    await expect(page.getByRole('combobox', { name: 'Player', exact: true })).toHaveValue('');
    await expect(page.getByLabel('Date')).toBeDisabled();

    // another admin saves first, from the suspension as created (version 0), as this page has it
    const other = await request.patch(`/api/admin/${suspensionId}/updateSuspension`, {
      headers: { Authorization: `Bearer ${api.admin.token}`, 'If-Match': '0' },
      data: { howManyGames: 2 },
    });
    expect(other.ok(), await other.text()).toBe(true);

    await page.getByLabel('Number of Games').fill('4');
    await page.getByRole('button', { name: 'UPDATE SUSPENSION' }).click();
    const modal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(modal.getByTestId('error-message')).not.toBeEmpty();
    await screenshot(page, 'content-suspension-stale-edit');
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${suspensionId}/updateSuspension$`));

    await page.goto('/admin/suspended');
    const row = page.getByTestId('suspension-row').filter({ hasText: player });
    await expect(row.getByRole('cell').nth(4)).toHaveText('2');
    await expect(row.getByRole('cell').nth(1)).toHaveText(`${player}not linked to a player`);
    await expect(row.getByRole('cell').nth(2)).toHaveText('Eastside Blades');
  });
});
