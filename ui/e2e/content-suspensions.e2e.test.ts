import { expect, test } from '@playwright/test';
import { confirmIn, contentApi, expectNoSidewaysScroll, PHONE, touch } from './content-support';
import { openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

test.describe('suspensions (admin)', () => {
  test('suspends a player, updates, archives, restores and deletes the suspension', async ({
    page,
    request,
  }) => {
    const { admin } = await contentApi(request);
    const player = `Max Penalty ${uniqueSuffix()}`;
    await page.setViewportSize(PHONE);
    await openWithSessions(page, '/admin/suspended', { admin });
    await expect(page.getByRole('heading', { name: 'Suspended Players' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a Suspended Player' }).click();
    await expect(page).toHaveURL(/\/admin\/suspension\/new$/);

    const add = page.getByRole('button', { name: 'ADD SUSPENSION' });
    await expect(add).toBeDisabled();
    await touch(page, 'Player Name');
    await touch(page, 'Team');
    await touch(page, 'Reason');
    await expect(page.getByText('Please enter a player name', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter players team', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a reason', { exact: true })).toBeVisible();
    await page.getByLabel('Player Name').fill(player);
    await page.getByLabel('Team').fill('Riverside Rebels');
    await page.getByLabel('Reason').fill('Match penalty: checking from behind');
    await page.getByLabel('Number of Games').fill('100');
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
    await expect(row).toContainText('Saturday, Apr. 26');
    await expect(row).toContainText('Riverside Rebels');
    await expect(row.getByRole('cell')).toHaveText([
      'Saturday, Apr. 26',
      player,
      'Riverside Rebels',
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
    await expect(page.getByLabel('Player Name')).toHaveValue(player);
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
    await expect(page.getByLabel('Player Name')).toHaveValue(player);
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
  });
});
