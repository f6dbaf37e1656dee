import { expect, test, type APIRequestContext, type Browser, type Page } from './app-test';
import { leagueApi, readAfterWrites, seedSeason, type Season } from './league-play-support';
import { appReady } from './in-app-support';
import {
  accountCallSlot,
  ADMIN,
  adminSessionFor,
  mainNav,
  skipWithoutChromium,
  uniqueSuffix,
} from './support';

skipWithoutChromium();

let seeded: Season | null = null;
/** One season for the whole file; the reads below wait until the projections have it. */
async function season(request: APIRequestContext): Promise<Season> {
  if (!seeded) {
    const api = await leagueApi(request);
    seeded = await seedSeason(api);
    // the server renders once the read models caught up; this only keeps the test from racing the seed
    await readAfterWrites(api, `/api/league/leagues/${seeded.league.id}/standings`);
  }
  return seeded;
}

/** The public pages a visitor meets most, with a line each shows only with its data. */
function pages(s: Season) {
  return {
    standings: { path: `/league/leagues/${s.league.id}/standings`, shows: s.teams.bears.name },
    schedule: { path: `/league/schedule/${s.league.id}`, shows: s.eventName },
    game: {
      path: `/gameSummary/${s.games.g1}`,
      shows: 'Stone scored twice as the Bears pulled away in the second.',
    },
    team: { path: `/team/${s.teams.owls.id}`, shows: s.teams.owls.name },
    bracket: { path: `/league/${s.league.id}/bracket`, shows: s.teams.bears.name },
    history: { path: `/${s.players.stone.playerId}/history`, shows: 'Stone' },
  };
}

/** Once React has taken the server's HTML over. */
const hydrated = appReady;

const APP_SCRIPT = /\/assets\/main-[^/]+\.js$/;
/** index.html's own script (src/boot.ts), which asks for the app's code once the page is painted */
const PAGE_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/** Holds the app's code back until `release()`, as a slow phone does: the page is there, the app not yet. */
async function holdTheApp(page: Page, script = APP_SCRIPT) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** What a visitor acts before: the app's start, or even the page's own script on a slower phone still. */
const HELD = [
  { before: 'the app has started', pageScript: false },
  { before: "even the page's first script has run", pageScript: true },
] as const;

/**
 * Holds the app's code back, and with `pageScript` index.html's script too (the page's one inline
 * script is all that runs then): `runPageScript()` lets that script run, until it asks for the app's
 * code; `release()` lets the app start.
 */
async function holdThePage(page: Page, pageScript: boolean) {
  const releasePageScript = pageScript ? await holdTheApp(page, PAGE_SCRIPT) : null;
  const release = await holdTheApp(page);
  return {
    release,
    async runPageScript() {
      if (!releasePageScript) return;
      const appAsked = page.waitForRequest(APP_SCRIPT);
      releasePageScript();
      await appAsked;
    },
  };
}

/** Console errors and warnings, and uncaught errors, of a page from now on. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // the browser's own line for a page answered 404 (what the not-found pages here are)
    const pageItself = message.location().url === page.url() && /status of 404/.test(message.text());
    if ((message.type() === 'error' || message.type() === 'warning') && !pageItself) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function withoutScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('public pages rendered on the server', () => {
  test('read without JavaScript: standings rows, the schedule, the game summary, a team, the bracket', async ({
    browser,
    request,
  }) => {
    const s = await season(request);
    const { standings, schedule, game, team, bracket, history } = pages(s);
    await withoutScript(browser, async (page) => {
      const answer = await page.goto(standings.path);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${s.league.leagueName} Standings`);
      for (const name of Object.values(s.teams).map((t) => t.name)) {
        await expect(page.getByRole('row').filter({ hasText: name }).first()).toBeVisible();
      }
      await expect(page).toHaveTitle(`Standings — ${s.league.leagueName} Fall 2025 — Ball Hockey League`);

      await page.goto(schedule.path);
      await expect(page.getByText(schedule.shows).first()).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: s.teams.wolves.name }).first()).toBeVisible();

      await page.goto(game.path);
      await expect(page.getByText(game.shows)).toBeVisible();
      await expect(page.getByText(s.teams.sharks.name).first()).toBeVisible();

      for (const { path, shows } of [team, bracket, history]) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        await expect(page.getByText(shows).filter({ visible: true }).first(), path).toBeVisible();
      }

      // the app's own HTML: no spinner where the data goes, the footer in place
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });

  test('a league, game or address that does not exist is the not-found page with 404, without JavaScript too', async ({
    browser,
    request,
  }) => {
    const s = await season(request);
    await withoutScript(browser, async (page) => {
      for (const path of [
        '/gameSummary/00000000-0000-4000-8000-000000000000',
        `/league/leagues/00000000-0000-4000-8000-000000000000/standings`,
        '/no/such/page',
      ]) {
        expect((await page.goto(path))?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page Not Found');
      }
      // the same page of a league that exists is there
      expect((await page.goto(pages(s).standings.path))?.status()).toBe(200);
    });
  });

  test('hydrate without an error or a read of their own, then navigate in the browser', async ({
    page,
    request,
  }) => {
    const s = await season(request);
    const problems = problemsOf(page);
    const reads: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      // the live stream is the page's own follow-up, not a read of its data
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/live') reads.push(url.pathname);
    });
    for (const { path, shows } of Object.values(pages(s))) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByText(shows).filter({ visible: true }).first(), path).toBeVisible();
    }
    for (const path of ['/gameSummary/00000000-0000-4000-8000-000000000000', '/no/such/page']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page Not Found');
    }
    expect(reads, 'the pages hydrate with the data the server embedded').toEqual([]);
    expect(problems, 'no hydration error, nothing else in the console').toEqual([]);

    // client-side navigation as before: the page stays (a mark set on it survives), the next page reads
    await page.goto(pages(s).standings.path);
    await hydrated(page);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.getByRole('link', { name: 'SCHEDULE', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/league/schedule/${s.league.id}$`));
    await expect(page.getByText(s.eventName).first()).toBeVisible();
    await page.getByRole('link', { name: s.teams.owls.name }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.teams.owls.name);
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a page asked again takes the app's styles it uses inline: painted the same before any script, then the app starts", async ({
    browser,
    page,
    request,
  }) => {
    const s = await season(request);
    const { standings, schedule, game } = pages(s);
    for (const { path } of [standings, schedule, game]) {
      // a fresh address is rendered as it streams, with the app's stylesheets linked; asked again it is kept
      const streamed = `${path}?styles=linked`;
      const kept = `${path}?styles=inline`;
      expect(await (await request.get(kept)).text(), kept).not.toContain('data-app-styles');
      const keptHtml = await (await request.get(kept)).text();
      expect(keptHtml, kept).toMatch(/<style data-app-styles="\/assets\/[^"]+\.css">/);
      expect(keptHtml, kept).not.toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/main-/);

      const looks = await withoutScript(browser, async (bare) => {
        await bare.setViewportSize({ width: 390, height: 844 });
        const shots: Buffer[] = [];
        for (const url of [streamed, kept]) {
          await bare.goto(url);
          shots.push(await bare.screenshot({ fullPage: true }));
        }
        return shots;
      });
      expect(
        looks[1]!.equals(looks[0]!),
        `${path}: painted alike with the inline styles and the linked ones`,
      ).toBe(true);
    }

    // with script: the whole stylesheets are linked where the inline styles are, and the app starts
    const problems = problemsOf(page);
    const kept = `${pages(s).standings.path}?styles=inline`;
    await page.goto(kept);
    await hydrated(page);
    const order = await page.evaluate(() =>
      Array.from(
        document.head.querySelectorAll('link[rel="stylesheet"]:not([media]), style[data-app-styles]'),
        (element) => element.tagName,
      ),
    );
    expect(order).toEqual(['LINK', 'STYLE']);
    await page.getByRole('link', { name: 'SCHEDULE', exact: true }).click();
    await expect(page.getByText(s.eventName).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the app's code and the app's stylesheets of a kept page are asked for only once the page has been painted", async ({
    page,
    request,
  }) => {
    const s = await season(request);
    for (const { path } of Object.values(pages(s))) {
      const kept = `${path}?painted=first`;
      await request.get(kept); // asked once, the page is kept: its app stylesheets are linked by the app
      await page.goto(kept);
      await hydrated(page);
      const { paint, asked } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        asked: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.(?:js|css)$/.test(entry.name))
          .filter((entry) => !/\/assets\/index-[^/]+\.js$/.test(entry.name))
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'css')
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(paint, path).not.toBeNull();
      // the page's own stylesheets are linked with media="not all" by the server: asked for as they come
      const fromTheApp = asked.filter(({ name }) => name.endsWith('.js') || /\/main-[^/]+\.css$/.test(name));
      expect(fromTheApp.length, path).toBeGreaterThan(1);
      for (const { name, startTime } of fromTheApp)
        expect(startTime, `${path}: ${name} asked for before the first paint`).toBeGreaterThanOrEqual(paint!);
    }
  });

  test('a context a test opens itself, without asking for a page, navigates to the app as a page does', async ({
    browser,
    request,
  }) => {
    const s = await season(request);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(pages(s).standings.path);
      // the navigation returned once the app had taken the server's page over (ui/e2e/app-test.ts)
      expect(await page.locator('html[data-app-ready]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  test('a tap on the phone menu button before the app has started opens the menu once it has', async ({
    browser,
    request,
  }) => {
    const s = await season(request);
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const page = await context.newPage();
      // the app's code is held back until the visitor has tapped, as on a slow phone
      const release = await holdTheApp(page);
      await page.goto(pages(s).standings.path, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Open menu' }).tap();
      expect(await page.locator('html[data-app-ready]').count(), 'tapped before the app started').toBe(0);
      release();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      // one tap, one menu: a tap once the app is there closes it as ever
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("what a visitor types in a form before the app has started is the form's once it has", async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/admin/login', { waitUntil: 'commit' });
    const email = page.getByLabel('E-Mail');
    await email.pressSequentially(ADMIN.email.slice(0, -1));
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.pressSequentially(ADMIN.password);
    expect(await page.locator('html[data-app-ready]').count(), 'typed before the app started').toBe(0);
    release();
    await hydrated(page);
    // the fields keep what was typed, and the form has it: LOGIN answers the rules on it
    await expect(email).toHaveValue(ADMIN.email.slice(0, -1));
    await expect(password).toHaveValue(ADMIN.password);
    // typing goes on where it stopped, and the whole of it is sent
    await email.press('End');
    await email.pressSequentially(ADMIN.email.slice(-1));
    await expect(email).toHaveValue(ADMIN.email);
    const login = page.getByRole('button', { name: 'LOGIN' });
    await expect(login).toBeEnabled();
    await accountCallSlot();
    await login.click();
    await expect(page).toHaveURL(/\/admin\/registration$/);
  });

  for (const { before, pageScript } of HELD)
    test(`a field left before ${before} counts as left once the app has started: its message shows`, async ({
      page,
    }) => {
      const held = await holdThePage(page, pageScript);
      await page.goto('/admin/login', { waitUntil: 'commit' });
      const email = page.getByLabel('E-Mail');
      await email.pressSequentially('coach@nowhere');
      await email.press('Tab');
      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      await expect(password).toBeFocused();
      await password.pressSequentially('short');
      await held.runPageScript();
      expect(await page.locator('html[data-app-ready]').count(), 'left before the app started').toBe(0);
      held.release();
      await hydrated(page);
      // the address was left: its message shows; the password is still being typed: none yet
      await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue('coach@nowhere');
      await expect(password).not.toHaveAttribute('aria-invalid', 'true');
      await expect(password).toBeFocused();
      await expect(password).toHaveValue('short');
    });

  for (const { before, pageScript } of HELD)
    test(`a form sent before ${before} is sent by the app once it has started, never by the browser`, async ({
      page,
    }) => {
      const problems = problemsOf(page);
      const held = await holdThePage(page, pageScript);
      const suffix = uniqueSuffix();
      await page.goto('/conduct', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'Sign the code of conduct' });
      await form.getByLabel('First Name').fill('Early');
      await form.getByLabel('Last Name').fill(`Bird${suffix}`);
      await form.getByLabel('Organization and Team').fill(`Dawn Larks ${suffix}`);
      await form.getByLabel('Season').fill('2025 Summer');
      await form.getByLabel('Season').press('Enter');
      // the browser would have sent the fields in the address, to a page that does not take them
      await page.waitForTimeout(300);
      expect(page.url()).toBe(new URL('/conduct', page.url()).href);
      await held.runPageScript();
      expect(await page.locator('html[data-app-ready]').count(), 'sent before the app started').toBe(0);
      held.release();
      await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
      expect(page.url()).toBe(new URL('/conduct', page.url()).href);
      // the page's one inline script ran, allowed by the CSP: no violation reported
      expect(problems).toEqual([]);
    });

  test('a signed-in member of staff sees the page signed out as rendered, then signed in, with no hydration error', async ({
    page,
    request,
  }) => {
    const s = await season(request);
    const admin = await adminSessionFor(request);
    await page.goto('/info');
    await page.evaluate((session) => localStorage.setItem('adminSession', JSON.stringify(session)), admin);
    const problems = problemsOf(page);
    const html = await (await request.get(pages(s).standings.path)).text();
    // the server never knows the browser's session: its Admin link is the login's
    expect(html).toMatch(/<a [^>]*href="\/admin\/login"[^>]*>Admin<\/a>/);
    await page.goto(pages(s).standings.path);
    await hydrated(page);
    // then the browser's: Admin leads to the admin's own landing page
    const adminLink = mainNav(page).getByRole('link', { name: 'Admin', exact: true });
    await expect(adminLink).toHaveAttribute('href', /^\/admin\//);
    await expect(adminLink).not.toHaveAttribute('href', '/admin/login');
    expect(problems).toEqual([]);
  });
});
