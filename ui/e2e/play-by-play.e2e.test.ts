import { expect, test, type Page } from './app-test';
import {
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  openAfterWrites,
  pageOverflowsSideways,
  PHONE,
  rosterOf,
  uniqueName,
  type LeagueApi,
} from './league-play-support';
import { screenshot, skipWithoutChromium } from './support';
import { daysFromToday } from './tournament-support';

skipWithoutChromium();

/**
 * Play-by-play for everyone (docs/api.md, "Game sheet" and "A schedule item"; docs/live.md): a visitor's
 * open game summary and league schedule follow a game scored at the rink (its sheet written through the
 * API as the scorekeeper's page writes it) within 2 seconds, without reloading: the In progress badge,
 * the running score and the play-by-play on the summary, "LIVE 2–1" on the schedule; the final ends it.
 */
const LIVE_WITHIN_MS = 2_000;

/** A sheet write as the admin (the scorekeeper's page sends the same), its position remembered. */
async function sheet(api: LeagueApi, method: 'put' | 'post', path: string, data: unknown) {
  const response = await api.request[method](path, { headers: api.headers, data });
  const text = await response.text();
  expect(response.status(), `${method.toUpperCase()} ${path}: ${text}`).toBeLessThan(300);
  api.lastPosition = (JSON.parse(text) as { position: string }).position;
}

/** Marks the document, so that a reload (which would make a new one) shows. */
async function openLive(page: Page, path: string, api: LeagueApi) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live', {
    timeout: 10_000,
  });
  await openAfterWrites(page, path, api);
  expect((await stream).status()).toBe(200);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test('a game scored at the rink shows on the open summary and schedule within 2 s, until its final', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const api = await leagueApi(request);
  const venueId = await createVenue(api, uniqueName('Play Rink'), '2 Puck Street');
  const leagueId = await createLeague(api, {
    leagueName: uniqueName('Play League'),
    session: 'Fall',
    year: Number(daysFromToday(0).slice(0, 4)),
  });
  const visitor = uniqueName('Aces');
  const home = uniqueName('Bears');
  const visitorId = await createTeam(api, { leagueId, teamName: visitor });
  const homeId = await createTeam(api, { leagueId, teamName: home });
  const ids = (players: Array<{ rosterPlayerId: string }>) => players.map((p) => p.rosterPlayerId);
  const [pat, sam, ali, vince] = ids(
    await rosterOf(api, visitorId, [
      { firstName: 'Pat', lastName: 'Lee', number: 9 },
      { firstName: 'Sam', lastName: 'Ng', number: 4 },
      { firstName: 'Ali', lastName: 'Roy', number: 7 },
      { firstName: 'Vince', lastName: 'Vale', number: 30 },
    ]),
  );
  const [jo, kim, gus] = ids(
    await rosterOf(api, homeId, [
      { firstName: 'Jo', lastName: 'Park', number: 3 },
      { firstName: 'Kim', lastName: 'Sol', number: 12 },
      { firstName: 'Gus', lastName: 'Tand', number: 1 },
    ]),
  );
  const gameId = await createGame(api, {
    leagueId,
    venueId,
    date: daysFromToday(0),
    time: '19:00',
    visitorTeamId: visitorId,
    homeTeamId: homeId,
  });
  const sheetUrl = `/api/admin/game/${gameId}/sheet`;
  await sheet(api, 'put', `${sheetUrl}/lineup/visitor`, {
    rosterPlayerIds: [pat, sam, ali, vince],
    goalieRosterPlayerId: vince,
  });
  await sheet(api, 'put', `${sheetUrl}/lineup/home`, {
    rosterPlayerIds: [jo, kim, gus],
    goalieRosterPlayerId: gus,
  });

  // a visitor on a phone watches the summary; another the league's schedule
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const summary = await phone.newPage();
  await openLive(summary, `/gameSummary/${gameId}`, api);
  await expect(summary.getByText('TBP: this game has not been played yet.')).toBeVisible();
  await expect(summary.getByTestId('play-by-play')).toHaveCount(0);
  const schedulePage = await phone.newPage();
  await openLive(schedulePage, `/league/schedule/${leagueId}`, api);
  const row = schedulePage.getByTestId('schedule-row').filter({ hasText: visitor });
  await expect(row).toContainText('TBP');
  await expect(row.getByTestId('live-score')).toHaveCount(0);

  // the first goal: in progress, with its running score, on both pages
  let sent = Date.now();
  await sheet(api, 'post', `${sheetUrl}/goals`, {
    id: crypto.randomUUID(),
    side: 'visitor',
    period: 1,
    time: '12:34',
    scorer: pat,
    assists: [sam, ali],
    strength: 'PP',
  });
  await expect(summary.getByTestId('game-in-progress')).toContainText('In progress', {
    timeout: LIVE_WITHIN_MS,
  });
  await expect(summary.getByTestId('running-score')).toHaveText(`${visitor} 1 – 0 ${home}`);
  await expect(summary.getByTestId('play-goal')).toContainText(
    `12:34 · GOAL ${visitor} · #9 Pat Lee (#4 Sam Ng, #7 Ali Roy) · PP`,
  );
  await expect(row.getByRole('link', { name: /^LIVE 1–0: in progress/ })).toBeVisible({
    timeout: Math.max(0, LIVE_WITHIN_MS - (Date.now() - sent)),
  });

  // a penalty and two more goals, one in the 2nd period
  sent = Date.now();
  await sheet(api, 'post', `${sheetUrl}/penalties`, {
    id: crypto.randomUUID(),
    side: 'home',
    period: 1,
    time: '15:02',
    rosterPlayerId: jo,
    infraction: 'Tripping',
    minutes: 2,
  });
  await sheet(api, 'post', `${sheetUrl}/goals`, {
    id: crypto.randomUUID(),
    side: 'home',
    period: 2,
    time: '03:10',
    scorer: kim,
    assists: [jo],
  });
  await sheet(api, 'post', `${sheetUrl}/goals`, {
    id: crypto.randomUUID(),
    side: 'visitor',
    period: 2,
    time: '11:00',
    scorer: ali,
  });
  await sheet(api, 'post', `${sheetUrl}/shots`, { side: 'visitor', period: 1, shots: 9 });
  await sheet(api, 'post', `${sheetUrl}/shots`, { side: 'home', period: 1, shots: 6 });
  const within = () => ({ timeout: Math.max(500, LIVE_WITHIN_MS - (Date.now() - sent)) });
  await expect(summary.getByTestId('running-score')).toHaveText(`${visitor} 2 – 1 ${home}`, within());
  await expect(row.getByTestId('live-score')).toHaveText('LIVE 2–1', within());
  await expect(row).toContainText('In progress');
  const periods = summary.getByTestId('play-period');
  await expect(periods).toHaveCount(2, within());
  await expect(periods.nth(0)).toContainText('1st period');
  await expect(periods.nth(0).locator('li')).toHaveText([
    `12:34 · GOAL ${visitor} · #9 Pat Lee (#4 Sam Ng, #7 Ali Roy) · PP1–0`,
    `15:02 · ${home} · #3 Jo Park, Tripping, 2 min`,
  ]);
  await expect(periods.nth(1)).toContainText('2nd period');
  await expect(periods.nth(1).locator('li')).toHaveText([
    `03:10 · GOAL ${home} · #12 Kim Sol (#3 Jo Park)1–1`,
    `11:00 · GOAL ${visitor} · #7 Ali Roy2–1`,
  ]);
  const shots = summary.getByTestId('shots-by-period');
  await expect(shots.getByRole('row').filter({ hasText: visitor })).toContainText('9', within());
  await expect(shots.getByRole('row').filter({ hasText: home })).toContainText('6', within());
  expect(await notReloaded(summary)).toBe(true);
  expect(await notReloaded(schedulePage)).toBe(true);
  expect(await pageOverflowsSideways(summary)).toBe(false);
  expect(await pageOverflowsSideways(schedulePage)).toBe(false);
  await screenshot(summary, 'play-by-play-summary-390');
  await summary.screenshot({ path: '/tmp/play-by-play-summary-390.png', fullPage: true });
  await schedulePage.screenshot({ path: '/tmp/play-by-play-schedule-390.png', fullPage: true });

  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const wide = await desktop.newPage();
  await openAfterWrites(wide, `/gameSummary/${gameId}`, api);
  await expect(wide.getByTestId('running-score')).toHaveText(`${visitor} 2 – 1 ${home}`);
  await wide.screenshot({ path: '/tmp/play-by-play-summary-1280.png', fullPage: true });
  const wideSchedule = await desktop.newPage();
  await openAfterWrites(wideSchedule, `/league/schedule/${leagueId}`, api);
  await expect(wideSchedule.getByTestId('live-score')).toHaveText('LIVE 2–1');
  await wideSchedule.screenshot({ path: '/tmp/play-by-play-schedule-1280.png', fullPage: true });

  // the final: the result; the in-progress marks go, the play-by-play stays
  sent = Date.now();
  await sheet(api, 'post', `${sheetUrl}/final`, { status: 'FINAL', confirmFuture: true });
  await expect(summary.getByTestId('game-result')).toHaveText(
    `WINNER: ${visitor}, by a score of 2 - 1`,
    within(),
  );
  await expect(summary.getByTestId('game-in-progress')).toHaveCount(0);
  await expect(summary.getByTestId('play-goal')).toHaveCount(3);
  await expect(row.getByTestId('live-score')).toHaveCount(0, within());
  await expect(row).toContainText('2 - 1');
  await expect(row).toContainText('FINAL');
  expect(await notReloaded(summary)).toBe(true);
  expect(await notReloaded(schedulePage)).toBe(true);
  await summary.screenshot({ path: '/tmp/play-by-play-final-390.png', fullPage: true });
  await phone.close();
  await desktop.close();
});
