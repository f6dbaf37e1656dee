import { expect, test, type Page } from './app-test';
import { skipWithoutChromium } from './support';

skipWithoutChromium();

/**
 * The scorekeeper's service worker (docs/pages.md, "Offline scorekeeping"). No page registers it yet:
 * the tests register /sw.js in the page as registerScorekeeperServiceWorker() does.
 */

const STAFF_PAGE = '/admin/venues';

async function registerWorker(page: Page) {
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    // ready: installed (the shell precached) and activating, then activated (old caches cleaned up)
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker && worker.state !== 'activated') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
    return { scope: registration.scope, active: worker?.state };
  });
  expect(state.scope).toMatch(/\/$/);
  expect(state.active).toBe('activated');
  // the worker takes the page at once (clientsClaim), so the sheet's reads made next are kept
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('the offline shell', () => {
  test('a public visit registers no service worker and fetches none', async ({ page }) => {
    const workerRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/sw.js') workerRequests.push(request.url());
    });
    for (const path of ['/', '/statsandstandings', '/history']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
    ).toBe(0);
    expect(workerRequests).toEqual([]);
  });

  test('once registered, a staff page opened offline shows the app from the cache', async ({
    page,
    context,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await registerWorker(page);

    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/javascript/);

    // online, pages still come from the server, with their own head
    const online = await page.goto(STAFF_PAGE);
    expect(await online?.text()).toContain('<title>Venues');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();

    await context.setOffline(true);
    try {
      const offline = await page.goto(STAFF_PAGE);
      // the precached shell: index.html as the server answers the login page
      expect(offline?.fromServiceWorker()).toBe(true);
      expect(await offline?.text()).toContain('<title>Admin Login');
      // the app routes by the address: the staff page's guard sends to the login, all from the cache
      await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
      await expect(page.getByLabel('E-Mail')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();

      // no other API answer is kept: public data is never served stale
      const read = await page.evaluate(() =>
        fetch('/api/admin/allGamesAndEvents').then(
          () => 'answered',
          () => 'failed',
        ),
      );
      expect(read).toBe('failed');
    } finally {
      await context.setOffline(false);
    }
  });
});
