import { comparePositions } from '@league/contracts/position';
import { expect, test, type APIRequestContext, type Locator, type Page } from './app-test';
import {
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  openAfterWrites,
  PHONE,
  recordResult,
  uniqueName,
  type LeagueApi,
} from './league-play-support';
import { openAsAdminAfterWrites } from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

/**
 * Live pages: a visitor watching a game summary or the standings sees a result recorded elsewhere
 * (through the API, as the admin's results page records it) within 2 seconds, without reloading.
 */
const LIVE_WITHIN_MS = 2_000;

interface Matchup {
  api: LeagueApi;
  leagueId: string;
  gameId: string;
  home: string;
  visitor: string;
  homeTeamId: string;
  visitorTeamId: string;
}

/** A league of its own with two teams and one game not played yet. */
async function matchup(request: APIRequestContext): Promise<Matchup> {
  const api = await leagueApi(request);
  const venueId = await createVenue(api);
  const leagueId = await createLeague(api, {
    leagueName: uniqueName('Live League'),
    session: 'Fall',
    year: 2026,
  });
  const home = uniqueName('Owls');
  const visitor = uniqueName('Hawks');
  const homeTeamId = await createTeam(api, { leagueId, teamName: home });
  const visitorTeamId = await createTeam(api, { leagueId, teamName: visitor });
  const gameId = await createGame(api, {
    leagueId,
    venueId,
    date: '2026-10-03',
    time: '19:00',
    homeTeamId,
    visitorTeamId,
  });
  return { api, leagueId, gameId, home, visitor, homeTeamId, visitorTeamId };
}

/**
 * Opens the page and waits until its live stream is connected; marks the document, so that a reload
 * (which would make a new one) shows.
 */
async function openLive(page: Page, path: string, api: LeagueApi) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live', {
    timeout: 10_000,
  });
  await openAfterWrites(page, path, api);
  const answer = await stream;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/event-stream');
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Records a 3-1 win of the home team, and answers when it was recorded. */
async function homeWins(m: Matchup): Promise<number> {
  await recordResult(m.api, m.gameId, {
    home: { periods: [1, 1, 1, 0] },
    visitor: { periods: [0, 1, 0, 0] },
    status: 'FINAL',
  });
  return Date.now();
}

async function expectWithinLiveTime(recordedAt: number, shown: Locator, text: string) {
  await expect(shown).toHaveText(text, { timeout: LIVE_WITHIN_MS });
  expect(Date.now() - recordedAt).toBeLessThan(LIVE_WITHIN_MS + 250);
}

for (const [size, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', PHONE],
] as const) {
  test.describe(`live pages (${size})`, () => {
    test.use({ viewport });

    test(`a game summary shows a newly recorded result without reloading (${size})`, async ({
      page,
      request,
    }) => {
      const m = await matchup(request);
      await openLive(page, `/gameSummary/${m.gameId}`, m.api);
      await expect(page.getByText('TBP: this game has not been played yet.')).toBeVisible();
      const recordedAt = await homeWins(m);
      await expectWithinLiveTime(
        recordedAt,
        page.getByTestId('game-result'),
        `WINNER: ${m.home}, by a score of 3 - 1`,
      );
      await expect(page.getByText('TBP: this game has not been played yet.')).toHaveCount(0);
      expect(await notReloaded(page)).toBe(true);
      await screenshot(page, `live-game-summary-${size}`);
    });

    test(`the standings show a newly recorded result without reloading (${size})`, async ({
      page,
      request,
    }) => {
      const m = await matchup(request);
      await openLive(page, `/league/leagues/${m.leagueId}/standings`, m.api);
      const row = (team: string) =>
        page.getByTestId('standings-row').filter({ hasText: team }).locator('th, td');
      // rank, team, PTS, GP
      await expect(row(m.home).nth(3)).toHaveText('0');
      const recordedAt = await homeWins(m);
      await expectWithinLiveTime(recordedAt, row(m.home).nth(2), '2');
      await expect(row(m.home).nth(3)).toHaveText('1');
      await expect(row(m.visitor).nth(3)).toHaveText('1');
      await expect(page.getByTestId('standings-row').first()).toContainText(m.home);
      expect(await notReloaded(page)).toBe(true);
      await screenshot(page, `live-standings-${size}`);
    });
  });
}

/** Keeps every EventSource the page makes, to tell how many it opened and whether they are open. */
async function trackEventSources(page: Page) {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    const made: EventSource[] = [];
    (window as unknown as { liveSources: EventSource[] }).liveSources = made;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        made.push(this);
      }
    };
  });
  /** the readyState of each EventSource made so far (1 open, 2 closed) */
  return () =>
    page.evaluate(() =>
      (window as unknown as { liveSources: EventSource[] }).liveSources.map((source) => source.readyState),
    );
}

test('a league schedule shows an added game and a result; the tab keeps one stream across live pages and closes it after', async ({
  page,
  request,
}) => {
  const m = await matchup(request);
  const sources = await trackEventSources(page);
  await openLive(page, `/league/schedule/${m.leagueId}`, m.api);
  const rows = page.getByTestId('schedule-row');
  await expect(rows).toHaveCount(1);
  // a game added elsewhere
  const venueId = await createVenue(m.api);
  let recordedAt = Date.now();
  await createGame(m.api, {
    leagueId: m.leagueId,
    venueId,
    date: '2026-10-10',
    time: '18:30',
    homeTeamId: m.homeTeamId,
    visitorTeamId: m.visitorTeamId,
  });
  await expect(rows).toHaveCount(2, { timeout: LIVE_WITHIN_MS });
  expect(Date.now() - recordedAt).toBeLessThan(LIVE_WITHIN_MS + 250);
  // a result recorded elsewhere
  recordedAt = await homeWins(m);
  await expect(rows.first()).toContainText(/3 - 1|1 - 3/, { timeout: LIVE_WITHIN_MS });
  expect(Date.now() - recordedAt).toBeLessThan(LIVE_WITHIN_MS + 250);
  expect(await notReloaded(page)).toBe(true);
  await screenshot(page, 'live-league-schedule-desktop');
  expect(await sources()).toEqual([1]);

  // from one live page to another: the same stream
  await page.getByRole('link', { name: 'STANDINGS', exact: true }).click();
  await expect(page.getByTestId('standings-row')).toHaveCount(2);
  await page.waitForTimeout(1_500);
  expect(await sources()).toEqual([1]);
  // to a page that is not live: closed
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Stats & Standings' })
    .click();
  await expect(page).toHaveURL(/\/statsandstandings$/);
  await expect.poll(sources, { timeout: 3_000 }).toEqual([2]);
  expect(await notReloaded(page)).toBe(true);
});

/**
 * Holds the tab's live stream back until `release()`: the page is there, reading, and not connected yet
 * when a result is recorded.
 */
async function holdTheStream(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/live',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/** Records the home win while the stream is held, then lets it connect: the page shows the win in time. */
async function homeWinsWhileHeld(page: Page, m: Matchup, release: () => void) {
  await homeWins(m);
  await page.waitForTimeout(1_000);
  const connectedAt = Date.now();
  release();
  await expectWithinLiveTime(
    connectedAt,
    page.getByTestId('game-result'),
    `WINNER: ${m.home}, by a score of 3 - 1`,
  );
}

test('a result recorded while the page is starting, before its stream is connected, shows too', async ({
  page,
  request,
}) => {
  const m = await matchup(request);
  // a visitor on a slow phone whose app started after the page was read
  const release = await holdTheStream(page);
  const streamAsked = page.waitForRequest((asked) => new URL(asked.url()).pathname === '/api/live');
  await openAfterWrites(page, `/gameSummary/${m.gameId}`, m.api);
  await expect(page.getByText('TBP: this game has not been played yet.')).toBeVisible();
  // it starts where the server read the page's data
  expect(new URL((await streamAsked).url()).searchParams.get('since')).toMatch(/^\d+\.\d+$/);
  await homeWinsWhileHeld(page, m, release);
});

test('a result recorded between the reads of a page opened in the app and its stream shows too', async ({
  page,
  request,
}) => {
  const m = await matchup(request);
  const release = await holdTheStream(page);
  // the tab began on a page the app drew in the browser (an admin page: no position rendered on it) …
  await openAsAdminAfterWrites(page, request, `/schedule/admin/${m.leagueId}`, m.api);
  await expect(page.getByRole('link', { name: 'Add new Game' })).toBeVisible();
  const streamAsked = page.waitForRequest((asked) => new URL(asked.url()).pathname === '/api/live');
  const summaryRead = page.waitForResponse((answer) =>
    new URL(answer.url()).pathname.endsWith(`/game/${m.gameId}`),
  );
  // … and goes on to a live page, as a link in the app leads there
  await page.evaluate((path) => {
    history.pushState(null, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/gameSummary/${m.gameId}`);
  await expect(page.getByText('TBP: this game has not been played yet.')).toBeVisible();
  // its stream starts no later than where the page's reads were answered
  const readAt = (await summaryRead).headers()['x-read-position'];
  const since = new URL((await streamAsked).url()).searchParams.get('since');
  expect(readAt).toMatch(/^\d+\.\d+$/);
  expect(since).toMatch(/^\d+\.\d+$/);
  expect(comparePositions(since!, readAt!)).toBeLessThanOrEqual(0);
  await homeWinsWhileHeld(page, m, release);
});

/** Hides or shows the tab as the browser would tell the page. */
const setTabVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

test('a hidden tab holds no stream; shown again, it shows the result recorded meanwhile', async ({
  page,
  request,
}) => {
  const m = await matchup(request);
  const sources = await trackEventSources(page);
  await openLive(page, `/gameSummary/${m.gameId}`, m.api);
  await expect(page.getByText('TBP: this game has not been played yet.')).toBeVisible();
  await setTabVisibility(page, 'hidden');
  expect(await sources()).toEqual([2]);
  await homeWins(m);
  await page.waitForTimeout(1_000);
  const shownAt = Date.now();
  await setTabVisibility(page, 'visible');
  await expect(page.getByTestId('game-result')).toHaveText(`WINNER: ${m.home}, by a score of 3 - 1`, {
    timeout: LIVE_WITHIN_MS,
  });
  expect(Date.now() - shownAt).toBeLessThan(LIVE_WITHIN_MS + 250);
  expect(await sources()).toEqual([2, 1]);
  expect(await notReloaded(page)).toBe(true);
});

test('the home page shows a newly recorded result in its league section without reloading', async ({
  page,
  request,
}) => {
  const m = await matchup(request);
  // the stream opens with the league sections (their code loads beside the home page's data)
  await openLive(page, '/', m.api);
  const results = page.locator(`#league-${m.leagueId}`).getByTestId('latest-results');
  await expect(results).toBeVisible();
  await expect(results.getByTestId('result-line')).toHaveCount(0);
  const recordedAt = await homeWins(m);
  await expect(results.getByTestId('result-line')).toHaveCount(1, { timeout: LIVE_WITHIN_MS });
  expect(Date.now() - recordedAt).toBeLessThan(LIVE_WITHIN_MS + 250);
  await expect(results.getByTestId('result-line')).toContainText('FINAL');
  expect(await notReloaded(page)).toBe(true);
  await results.scrollIntoViewIfNeeded();
  await screenshot(page, 'live-home-desktop');
});
