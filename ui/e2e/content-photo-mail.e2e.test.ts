import { expect, test } from './app-test';
import {
  collectAlerts,
  confirmIn,
  contentApi,
  expectNoSidewaysScroll,
  lastAlert,
  PNG_2X2,
} from './content-support';
import { TINY_PNG } from './league-play-support';
import { openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

test.describe('player photo and e-mail (admin)', () => {
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

  test('replaces a player photo, then removes it after a confirmation; their old URLs answer 404', async ({
    page,
    request,
  }) => {
    const api = await contentApi(request);
    const lastName = `Keeper${uniqueSuffix()}`;
    const name = `Ann ${lastName}`;
    const { playerId } = await api.createPlayer({ firstName: 'Ann', lastName });
    await openWithSessions(page, `/admin/${playerId}/playerPhoto`, { admin: api.admin });
    await expect(page.getByTestId('photo-player-name')).toHaveText(name);
    const current = page.getByTestId('current-photo');
    await expect(current).toBeHidden(); // no photo yet: nothing to remove

    const input = page.locator('input[type="file"]');
    const upload = async (buffer: Buffer) => {
      await input.setInputFiles({ name: 'ann.png', mimeType: 'image/png', buffer });
      await page.getByRole('button', { name: 'UPLOAD PHOTO' }).click();
      await expect(page.getByText('Photo saved')).toBeVisible();
      const shown = current.getByRole('img', { name: `Photo of ${name}` });
      await expect
        .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      return (await shown.getAttribute('src'))!;
    };
    const first = await upload(PNG_2X2);
    const second = await upload(TINY_PNG);
    expect(second).not.toBe(first);
    expect((await request.get(first)).status()).toBe(404);
    expect((await request.get(second)).status()).toBe(200);

    // asked first: CANCEL keeps the photo
    await current.getByRole('button', { name: 'REMOVE PHOTO' }).click();
    const question = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(question).toContainText(`Remove the photo of ${name}?`);
    await screenshot(page, 'content-photo-remove-confirm');
    await question.getByRole('button', { name: 'CANCEL' }).click();
    await expect(question).toBeHidden();
    await expect(current).toBeVisible();
    expect((await request.get(second)).status()).toBe(200);

    await current.getByRole('button', { name: 'REMOVE PHOTO' }).click();
    await confirmIn(page, 'REMOVE PHOTO');
    await expect(page.getByText('Photo removed')).toBeVisible();
    await expect(current).toBeHidden();
    await screenshot(page, 'content-photo-removed');
    expect((await request.get(second)).status()).toBe(404);

    await page.goto(`/${playerId}/history`);
    await expect(page.getByTestId('player-photo-missing')).toBeVisible();
    await expect(page.getByTestId('player-photo')).toHaveCount(0);
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
    // the addresses the dialog starts with depend on what the suite recorded before (coaches signed up)
    const pills = dialog.locator('.mantine-Pill-root');
    const given = await pills.allInnerTexts();
    // a repeated address (any spelling) is kept once
    for (const address of ['coach.one@league.test', 'COACH.ONE@league.test', 'coach.two@league.test']) {
      await to.fill(address);
      await to.press('Enter');
    }
    await expect(pills).toHaveText([...given, 'coach.one@league.test', 'coach.two@league.test']);

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
    await expect(rows).toHaveCount(2 + given.length);
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
