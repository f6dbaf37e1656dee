import { expect, test } from './app-test';
import { confirmIn, contentApi, touch } from './content-support';
import { openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

test.describe('news and videos (admin)', () => {
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
    // dated after every other test's news: the home page shows the newest three, this one first
    await page.getByLabel('Date').fill('2031-02-16');
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
    await expect(page.getByLabel('Date')).toHaveValue('2031-02-16');
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
});
