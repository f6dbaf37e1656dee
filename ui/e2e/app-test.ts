import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * The document once the app has taken it over: a page the server rendered (its data in #page-data) is
 * readable at once, but its links and controls answer only when the app has started after the first
 * paint and marked `<html data-app-ready>` (ui/src/main.tsx, docs/pages.md). Any other document (a page
 * rendered in the browser, the offline shell, a JSON answer) matches as it is.
 */
const SETTLED = 'html[data-app-ready], html:not(:has(#page-data))';

/** Waits until the page loaded by a navigation is the app's (see SETTLED). */
async function settled(page: Page): Promise<void> {
  await page.locator(SETTLED).waitFor({ state: 'attached' });
}

const instrumented = new WeakSet<object>();

/**
 * Makes `page.goto` and `page.reload` return once the page they load is the app's, so a test acts on
 * a page that answers as a visitor's does, instead of on the server's HTML before the app started.
 * A navigation that waits only for its answer (`waitUntil: 'commit'`) returns as it did.
 */
function instrumentPage(page: Page): void {
  if (instrumented.has(page)) return;
  instrumented.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await settled(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await settled(page);
    return response;
  };
}

/** Every page of `context` navigates as instrumentPage says, unless the context runs no script. */
function instrumentContext(context: BrowserContext, javaScriptEnabled: boolean): void {
  if (!javaScriptEnabled || instrumented.has(context)) return;
  instrumented.add(context);
  context.pages().forEach(instrumentPage);
  context.on('page', instrumentPage);
}

/** The contexts a test opens itself (`browser.newContext`) are instrumented as the test's own. */
function instrumentBrowser(browser: Browser): void {
  if (instrumented.has(browser)) return;
  instrumented.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    instrumentContext(context, options?.javaScriptEnabled !== false);
    return context;
  };
}

/**
 * Playwright's `test`, whose pages' navigations return once the app has taken the page over. The
 * browser is instrumented by a fixture of every test: a test that opens its own contexts and never asks
 * for `context` or `page` would otherwise navigate in contexts nobody instrumented.
 */
export const test = base.extend<{ instrumented: void }>({
  /**
   * The API calls of a test beside its pages, each on a connection of its own: the server closes a
   * connection idle for 5 s (infra/src/http/app.ts), and a call sent on a kept one just as it closes
   * is reset (ECONNRESET), where a browser would send it again.
   */
  request: async ({ playwright, baseURL, userAgent, extraHTTPHeaders }, use) => {
    const request = await playwright.request.newContext({
      ...(baseURL ? { baseURL } : {}),
      ...(userAgent ? { userAgent } : {}),
      extraHTTPHeaders: { ...extraHTTPHeaders, Connection: 'close' },
    });
    await use(request);
    await request.dispose();
  },
  instrumented: [
    async ({ browser }, use) => {
      instrumentBrowser(browser);
      await use();
    },
    { auto: true },
  ],
  context: async ({ context, javaScriptEnabled }, use) => {
    instrumentContext(context, javaScriptEnabled !== false);
    await use(context);
  },
});
