import { expect, test, type Locator, type Page } from './app-test';
import { pick } from './league-admin-support';
import {
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  openAfterWrites,
  pageOverflowsSideways,
  PHONE,
  readAfterWrites,
  rosterOf,
  uniqueName,
  type LeagueApi,
} from './league-play-support';
import { adminSessionFor, openWithSessions, screenshot, skipWithoutChromium } from './support';
import { daysFromToday } from './tournament-support';

skipWithoutChromium();

/**
 * The scorekeeper's live game sheet on a phone (docs/pages.md, "The game sheet"; docs/api.md, "Game sheet"):
 * lineups, a goal and a penalty online, a goal made offline that waits and syncs when the connection is back,
 * a waiting goal refused as a conflict (the shootout another scorekeeper started meanwhile), and the final,
 * with a visitor's browser watching the public summary update without a reload.
 */

async function seedGame(api: LeagueApi) {
  const venueId = await createVenue(api, uniqueName('Sheet Rink'), '1 Puck Street');
  const leagueId = await createLeague(api, {
    leagueName: uniqueName('Sheet League'),
    session: 'Fall',
    year: 2026,
  });
  const visitor = { name: uniqueName('Hawks'), id: '' };
  const home = { name: uniqueName('Otters'), id: '' };
  visitor.id = await createTeam(api, { leagueId, teamName: visitor.name });
  home.id = await createTeam(api, { leagueId, teamName: home.name });
  const [vic, vera, vlad] = await rosterOf(api, visitor.id, [
    { firstName: 'Vic', lastName: 'Arrow', number: 7 },
    { firstName: 'Vera', lastName: 'Blade', number: 11 },
    { firstName: 'Vlad', lastName: 'Crease', number: 30 },
  ]);
  const [hugo, hana] = await rosterOf(api, home.id, [
    { firstName: 'Hugo', lastName: 'Dane', number: 4 },
    { firstName: 'Hana', lastName: 'Eckl', number: 9 },
  ]);
  if (!vic || !vera || !vlad || !hugo || !hana) throw new Error('rosters not created');
  // yesterday: a final of a game dated after today (on the league's calendar) would ask for a confirmation
  const gameId = await createGame(api, {
    leagueId,
    venueId,
    date: daysFromToday(-1),
    time: '19:00',
    visitorTeamId: visitor.id,
    homeTeamId: home.id,
  });
  return { gameId, visitor, home, players: { vic, vera, vlad, hugo, hana } };
}

const score = (page: Page) => page.getByTestId('sheet-score');
const entries = (page: Page) => page.getByTestId('sheet-entry');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function tap(scope: Locator, group: string, player: string) {
  await scope.getByRole('group', { name: group }).getByRole('button', { name: player, exact: true }).click();
}

async function recordGoal(
  page: Page,
  team: string,
  time: string,
  scorer: string,
  assists: string[] = [],
  period = '1',
) {
  await page.getByRole('button', { name: `Goal: ${team}` }).click();
  const goal = dialog(page, `Goal: ${team}`);
  await goal.getByLabel('Period').getByText(period, { exact: true }).click();
  await goal.getByLabel('Time (mm:ss)').fill(time);
  await tap(goal, 'Scorer', scorer);
  for (const assist of assists) await tap(goal, 'Assists (up to two)', assist);
  await goal.getByRole('button', { name: 'SAVE GOAL' }).click();
  await expect(goal).toBeHidden();
}

test('a scorekeeper scores a game on a phone, the connection cut and restored, a visitor watching', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await leagueApi(request);
  const { gameId, visitor, home } = await seedGame(api);
  const sheetPath = `/admin/game/${gameId}/sheet`;

  // the visitor's browser: the public summary, left open
  const watcher = await browser.newContext();
  const publicPage = await watcher.newPage();
  await openAfterWrites(publicPage, `/gameSummary/${gameId}`, api);
  await expect(publicPage.getByTestId('game-teams')).toContainText(`${visitor.name} @ ${home.name}`);

  // the scorekeeper's phone
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await openWithSessions(page, '/info', { admin: await adminSessionFor(request) });
  if (api.lastPosition)
    await page.evaluate((position) => sessionStorage.setItem('minReadPosition', position), api.lastPosition);
  await page.goto(sheetPath);
  await expect(page.getByRole('heading', { name: 'Game Sheet' })).toBeVisible();
  await expect(score(page)).toHaveText(`${visitor.name} 0 – 0 ${home.name}`);
  await expect(page.getByTestId('online-badge')).toHaveText('Online');
  // the offline worker takes the page (and keeps the sheet's reads from then on)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  // the lineups: one tap per player, the goalie named
  const visitorLineup = page.getByRole('region', { name: `${visitor.name} lineup` });
  for (const player of ['#7 Vic Arrow', '#11 Vera Blade', '#30 Vlad Crease'])
    await tap(visitorLineup, `Dressed for ${visitor.name}`, player);
  await visitorLineup.getByLabel(`${visitor.name} goalie`).selectOption({ label: '#30 Vlad Crease' });
  await visitorLineup.getByRole('button', { name: `Save lineup: ${visitor.name}` }).click();
  const homeLineup = page.getByRole('region', { name: `${home.name} lineup` });
  await homeLineup.getByRole('button', { name: `All of ${home.name} dressed` }).click();
  await homeLineup.getByRole('button', { name: `Save lineup: ${home.name}` }).click();
  await expect(visitorLineup.getByText('3 dressed')).toBeVisible();
  await expect(homeLineup.getByText('2 dressed')).toBeVisible();
  expect(await pageOverflowsSideways(page)).toBe(false);

  // a time past the period is refused before anything is queued
  await page.getByRole('button', { name: `Goal: ${visitor.name}` }).click();
  const early = dialog(page, `Goal: ${visitor.name}`);
  await early.getByLabel('Time (mm:ss)').fill('2130');
  await tap(early, 'Scorer', '#7 Vic Arrow');
  await early.getByRole('button', { name: 'SAVE GOAL' }).click();
  await expect(early.getByRole('alert')).toContainText('The time is past the end of the period (20:00).');
  await screenshot(page, 'game-sheet-phone-goal-dialog');
  await early.getByRole('button', { name: 'CANCEL' }).click();

  // online: a goal and a penalty
  await recordGoal(page, visitor.name, '512', '#7 Vic Arrow', ['#11 Vera Blade']);
  await expect(score(page)).toHaveText(`${visitor.name} 1 – 0 ${home.name}`);
  await expect(entries(page).first()).toContainText(
    `P1 05:12 · ${visitor.name} GOAL #7 Vic Arrow, assists #11 Vera Blade`,
  );
  await expect(entries(page).first()).toHaveAttribute('data-sync', 'recorded');

  await page.getByRole('button', { name: `Penalty: ${home.name}` }).click();
  const penalty = dialog(page, `Penalty: ${home.name}`);
  await penalty.getByLabel('Time (mm:ss)').fill('8:30');
  await tap(penalty, 'Player', '#4 Hugo Dane');
  await pick(page, 'Infraction', 'Tripping', penalty);
  await penalty.getByRole('button', { name: 'SAVE PENALTY' }).click();
  await expect(penalty).toBeHidden();
  await expect(entries(page).first()).toContainText(
    `P1 08:30 · ${home.name} PENALTY #4 Hugo Dane, Tripping 2 min`,
  );
  await expect(entries(page)).toHaveCount(2);
  await expect(page.getByTestId('sheet-entry').and(page.locator('[data-sync="waiting"]'))).toHaveCount(0);
  await screenshot(page, 'game-sheet-phone-online');

  // the connection is cut: a goal waits on the phone, and survives a reload from the offline shell
  await phone.setOffline(true);
  await expect(page.getByTestId('online-badge')).toHaveText('Offline');
  await recordGoal(page, home.name, '1000', '#9 Hana Eckl', [], '2');
  await expect(score(page)).toHaveText(`${visitor.name} 1 – 1 ${home.name}`);
  const waiting = entries(page).first();
  await expect(waiting).toContainText(`P2 10:00 · ${home.name} GOAL #9 Hana Eckl, unassisted`);
  await expect(waiting).toContainText('waiting to sync');
  await expect(page.getByTestId('waiting-count')).toHaveText('1 waiting to sync');
  await page.reload();
  await expect(score(page)).toHaveText(`${visitor.name} 1 – 1 ${home.name}`);
  await expect(page.getByLabel('Time (mm:ss)')).toHaveValue('1000');
  await expect(entries(page).first()).toContainText('waiting to sync');
  await expect(entries(page)).toHaveCount(3);
  await screenshot(page, 'game-sheet-phone-offline');
  // the server has not seen it
  const goalsRecorded = async () =>
    (await readAfterWrites<{ goals: unknown[] }>(api, `/api/admin/game/${gameId}/sheet`)).goals.length;
  await expect.poll(goalsRecorded).toBe(1);

  // the connection is back: it goes in, and nothing waits any more
  await phone.setOffline(false);
  await expect(page.getByTestId('online-badge')).toHaveText('Online');
  await expect(entries(page).first()).toHaveAttribute('data-sync', 'recorded', { timeout: 20_000 });
  await expect(page.getByTestId('waiting-count')).toBeHidden();
  await expect.poll(goalsRecorded).toBe(2);

  // cut again: a goal waits while another scorekeeper starts the shootout; back online, it is a conflict
  await phone.setOffline(true);
  await recordGoal(page, visitor.name, '0130', '#11 Vera Blade', [], '3');
  await expect(score(page)).toHaveText(`${visitor.name} 2 – 1 ${home.name}`);
  const other = await adminSessionFor(request);
  const lineup = await readAfterWrites<{ home: { lineup: { players: { rosterPlayerId: string }[] } } }>(
    api,
    `/api/admin/game/${gameId}/sheet`,
  );
  const attemptId = crypto.randomUUID();
  const shootout = await request.post(`/api/admin/game/${gameId}/sheet/shootout`, {
    headers: { Authorization: `Bearer ${other.token}` },
    data: {
      id: attemptId,
      side: 'home',
      round: 1,
      rosterPlayerId: lineup.home.lineup.players[0]!.rosterPlayerId,
      scored: true,
    },
  });
  expect(shootout.status(), await shootout.text()).toBe(201);
  await phone.setOffline(false);
  const refused = page.getByTestId('refused-writes').getByRole('alert');
  await expect(refused).toContainText('Conflict: not recorded', { timeout: 20_000 });
  await expect(refused).toContainText(`Goal ${visitor.name}, #11 Vera Blade at P3 01:30`);
  await expect(refused).toContainText(/shootout/i);
  await expect(score(page)).toHaveText(`${visitor.name} 1 – 1 ${home.name}`);
  await screenshot(page, 'game-sheet-phone-conflict');
  await refused.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(page.getByTestId('refused-writes')).toBeHidden();

  // the sheet is read again after a refusal: the other scorekeeper's attempt shows; undone, goals go in again
  const attempt = entries(page).filter({ hasText: 'Shootout round 1' });
  await expect(attempt).toContainText(`${home.name} #4 Hugo Dane SCORED`);
  await attempt.getByRole('button', { name: /^Undo/ }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'UNDO' }).click();
  await expect(attempt).toBeHidden();
  await recordGoal(page, visitor.name, '0130', '#11 Vera Blade', ['#7 Vic Arrow'], '3');
  await expect(score(page)).toHaveText(`${visitor.name} 2 – 1 ${home.name}`);
  await expect(entries(page).first()).toHaveAttribute('data-sync', 'recorded');

  // the final: the visitor's page shows the result without a reload
  await expect(publicPage.getByTestId('game-result')).toBeHidden();
  await page.getByRole('button', { name: 'FINAL', exact: true }).click();
  const final = dialog(page, 'Send the final?');
  await expect(final).toContainText(`${visitor.name} 2 – 1 ${home.name}`);
  await final.getByRole('button', { name: 'SEND FINAL' }).click();
  await expect(page.getByText('Final sent', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(publicPage.getByTestId('game-result')).toHaveText(
    `WINNER: ${visitor.name}, by a score of 2 - 1`,
    {
      timeout: 30_000,
    },
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await pageOverflowsSideways(page)).toBe(false);
  await screenshot(page, 'game-sheet-1280');

  await phone.close();
  await watcher.close();
});
