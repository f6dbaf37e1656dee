import type { Page } from './app-test';

/** Waits until the app has taken the page over (main.tsx marks `<html data-app-ready>`). */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Opens `path` by the app's own navigation, as a visitor following a link does: the page's reads are
 * then the browser's, which a test may hold back or answer itself (page.route). A page load is
 * rendered by the server with its data instead (docs/pages.md), so such a test opens its page this way.
 * With `api`, the reads wait for its last write (X-Min-Position), as after a visitor's own writes.
 */
export async function openInApp(
  page: Page,
  path: string,
  api?: { lastPosition: string | null },
): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/info');
  if (api?.lastPosition) {
    await page.evaluate((position) => sessionStorage.setItem('minReadPosition', position), api.lastPosition);
    // the app reads the position as it starts
    await page.reload();
  }
  await appReady(page);
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: 'in-app' }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
