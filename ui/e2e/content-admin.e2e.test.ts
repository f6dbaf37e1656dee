import { expect, test, type Page } from '@playwright/test';
import { collectAlerts, contentApi, expectNoSidewaysScroll, lastAlert, PNG_2X2 } from './content-support';
import { openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

const PHONE = { width: 390, height: 844 };

async function confirmIn(page: Page, button: string) {
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: button }).click();
  await expect(confirm).toBeHidden();
}

async function touch(page: Page, label: string) {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.focus();
  await field.blur();
}

test.describe('content (admin)', () => {
  test('publishes, edits and deletes news, which the home page shows', async ({ page, request }) => {
    const { admin } = await contentApi(request);
    const heading = `Winter Cup results ${uniqueSuffix()}`;
    await openWithSessions(page, '/admin/news', { admin });
    await expect(page.getByRole('heading', { name: 'News' })).toBeVisible();
    await page.getByRole('link', { name: 'Add News' }).click();
    await expect(page).toHaveURL(/\/admin\/news\/new$/);

    const add = page.getByRole('button', { name: 'ADD NEWS' });
    await expect(add).toBeDisabled();
    await touch(page, 'Heading');
    await expect(page.getByText('Please enter a heading.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Heading', exact: true }).fill(heading);
    await page.getByLabel('Subheading').fill('Eastside wins in a shootout');
    await page.getByLabel('Date').fill('2025-02-16');
    await page.getByLabel('Content').fill('Congratulations to all 24 teams.');
    await expect(add).toBeEnabled();
    await screenshot(page, 'content-news-new');
    await add.click();

    await expect(page).toHaveURL(/\/admin\/news$/);
    const row = page.getByTestId('news-row').filter({ hasText: heading });
    await expect(row).toContainText('Sunday, Feb. 16');
    await expect(row).toContainText('Eastside wins in a shootout');
    for (const column of ['Heading', 'Subheading', 'Date', 'Content']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await screenshot(page, 'content-news-list');

    await row.getByRole('link', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(/\/admin\/updateNews\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Heading', exact: true })).toHaveValue(heading);
    await expect(page.getByLabel('Date')).toHaveValue('2025-02-16');
    await page.getByLabel('Content').fill('Congratulations to all 24 teams and 40 volunteers.');
    await page.getByRole('button', { name: 'UPDATE NEWS' }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(row).toContainText('40 volunteers');

    await page.goto('/');
    await expect(page.getByTestId('news-item').filter({ hasText: heading })).toContainText('40 volunteers');
    await screenshot(page, 'content-home-desktop');

    await page.goto('/admin/news');
    await row.getByRole('button', { name: 'DELETE' }).click();
    await confirmIn(page, 'CANCEL');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'DELETE' }).click();
    await confirmIn(page, 'DELETE');
    await expect(row).toHaveCount(0);
  });

  test('publishes, edits and deletes a video', async ({ page, request }) => {
    const { admin } = await contentApi(request);
    const title = `Final highlights ${uniqueSuffix()}`;
    await openWithSessions(page, '/admin/videos', { admin });
    await page.getByRole('link', { name: 'Add a New Video' }).click();
    await expect(page).toHaveURL(/\/admin\/video\/new$/);

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('URL').fill('youtube dot com');
    await page.getByLabel('URL').blur();
    await expect(
      page.getByText('Please enter a valid video URL (starting with http:// or https://).'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'ADD VIDEO' })).toBeDisabled();
    await page.getByLabel('URL').fill('https://www.youtube.com/watch?v=ballhockey25');
    await page.getByLabel('Caption').fill('The 2024 State Championship final');
    await page.getByRole('button', { name: 'ADD VIDEO' }).click();

    await expect(page).toHaveURL(/\/admin\/videos$/);
    const row = page.getByTestId('video-row').filter({ hasText: title });
    await expect(row).toContainText('https://www.youtube.com/watch?v=ballhockey25');
    await expect(row).toContainText('The 2024 State Championship final');
    for (const column of ['Title', 'URL', 'Caption']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await screenshot(page, 'content-videos-list');

    await row.getByRole('link', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(/\/admin\/updateVideo\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByLabel('Caption').fill('The 2024 State Championship final, all goals');
    await page.getByRole('button', { name: 'UPDATE VIDEO' }).click();
    await expect(page).toHaveURL(/\/admin\/videos$/);
    await expect(row).toContainText('all goals');

    await row.getByRole('button', { name: 'DELETE' }).click();
    await confirmIn(page, 'DELETE');
    await expect(row).toHaveCount(0);
  });

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

  test('uploads a player photo that the history page shows', async ({ page, request }) => {
    const api = await contentApi(request);
    const lastName = `Goalie${uniqueSuffix()}`;
    const { playerId } = await api.createPlayer({ firstName: 'Sam', lastName });
    await openWithSessions(page, `/admin/${playerId}/playerPhoto`, { admin: api.admin });
    await expect(page.getByTestId('photo-player-name')).toHaveText(`Sam ${lastName}`);

    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText('Please pick an image.').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'UPLOAD PHOTO' })).toBeDisabled();
    await screenshot(page, 'content-photo-not-an-image');

    // the server checks the content, not the name: a text file called .png is refused (415)
    await input.setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a png at all'),
    });
    await page.getByRole('button', { name: 'UPLOAD PHOTO' }).click();
    const failure = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(failure.getByTestId('error-message')).toHaveText('The photo must be a JPEG or PNG image.');
    await failure.getByRole('button', { name: 'Okay' }).click();
    await expect(failure).toBeHidden();

    await input.setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: PNG_2X2 });
    await expect(page.getByRole('img', { name: `New photo of Sam ${lastName}` })).toBeVisible();
    await page.getByRole('button', { name: 'UPLOAD PHOTO' }).click();
    await expect(page.getByText('Photo saved')).toBeVisible();
    await screenshot(page, 'content-photo-saved');

    await page.getByRole('link', { name: /history page/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${playerId}/history$`));
    const photo = page.getByTestId('player-photo');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2);
  });

  test('sends an e-mail and sees it in the outbox', async ({ page, request }) => {
    const { admin } = await contentApi(request);
    const alerts = collectAlerts(page);
    const subject = `Spring Classic schedule ${uniqueSuffix()}`;
    await openWithSessions(page, '/admin/mail/outbox', { admin });
    await expect(page.getByRole('heading', { name: 'Mail Outbox' })).toBeVisible();
    await page.getByRole('button', { name: 'SEND AN EMAIL' }).click();

    const dialog = page.getByRole('dialog', { name: 'Send an Email' });
    await expect(dialog.getByLabel('Subject')).toHaveValue('New Message from the league');
    await expect(dialog.getByLabel('From (sender name)')).toHaveValue('Ball Hockey League');
    const to = dialog.getByLabel('To');
    // a repeated address (any spelling) is kept once
    for (const address of ['coach.one@league.test', 'COACH.ONE@league.test', 'coach.two@league.test']) {
      await to.fill(address);
      await to.press('Enter');
    }
    await expect(dialog.locator('.mantine-Pill-root')).toHaveText([
      'coach.one@league.test',
      'coach.two@league.test',
    ]);

    await dialog.getByLabel('Subject').fill('');
    await dialog.getByLabel('Subject').blur();
    await expect(dialog.getByText('Please enter a subject.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'SEND' })).toBeDisabled();
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('The Spring Classic schedule is on the home page.');
    await page.waitForTimeout(300);
    await screenshot(page, 'content-email-dialog');
    await dialog.getByRole('button', { name: 'SEND' }).click();
    expect(await lastAlert(alerts, 1)).toBe('Your email is on its way!');
    await expect(dialog).toBeHidden();

    const rows = page.getByTestId('outbox-row').filter({ hasText: subject });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'coach.one@league.test' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'coach.two@league.test' })).toHaveCount(1);
    await expect(rows.first()).toContainText('League e-mail');
    await screenshot(page, 'content-outbox');

    // on a phone: the rows become cards, the dialog fits the screen
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rows.first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'content-outbox-phone');
    await page.getByRole('button', { name: 'SEND AN EMAIL' }).click();
    await expect(dialog.getByLabel('Subject')).toHaveValue('New Message from the league');
    await page.waitForTimeout(300);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'content-email-dialog-phone');
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('content (admin): errors', () => {
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

    // another admin saves first
    const other = await request.patch(`/api/admin/${suspensionId}/updateSuspension`, {
      headers: { Authorization: `Bearer ${api.admin.token}` },
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
