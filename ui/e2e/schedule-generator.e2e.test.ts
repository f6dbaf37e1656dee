import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './app-test';
import {
  createEvent,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  pageOverflowsSideways,
  PHONE,
  readAfterWrites,
} from './league-play-support';
import { openAsAdminAfterWrites, pick, settle } from './league-admin-support';
import { screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

const DESKTOP = { width: 1280, height: 900 };

/** axe's serious and critical WCAG 2.1 A/AA violations on the page as it is (the accessibility suite's rules). */
async function accessibilityProblems(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The season's weekly slots: Mondays at 19:00 and Thursdays at 20:00 (January and February 2027). */
const SEASON = { start: '2027-01-04', end: '2027-02-28', blackout: '2027-01-18' };
const SEASON_SLOTS = (() => {
  const slots: Array<{ date: string; time: string }> = [];
  for (let day = Date.parse(`${SEASON.start}T00:00:00Z`); ; day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (date > SEASON.end) return slots;
    const weekday = new Date(day).getUTCDay();
    if (date !== SEASON.blackout && (weekday === 1 || weekday === 4))
      slots.push({ date, time: weekday === 1 ? '19:00' : '20:00' });
  }
})();

const card = (page: Page, game: number): Locator =>
  page.locator(`[data-testid="proposal-game"][data-game="${game}"]`);

/** The dates the proposal's games are on now. */
const gameDates = (page: Page) =>
  page
    .getByTestId('proposal-game')
    .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-date') ?? ''));

/** The date game `game` (numbered from 1) is on now. */
const dateOf = async (page: Page, game: number) => (await card(page, game).getAttribute('data-date')) ?? '';

/**
 * The last season slot no game of the proposal takes, nor `booked` (one game a day: no team plays twice
 * on it).
 */
async function freeSlot(page: Page, booked: readonly string[] = []) {
  const taken = new Set([...(await gameDates(page)), ...booked]);
  const free = SEASON_SLOTS.filter((slot) => !taken.has(slot.date));
  const slot = free[free.length - 1];
  if (!slot) throw new Error('no free slot left in the season');
  return slot;
}

/** MOVE GAME of the selected game, to the only weekly slot of `date`. */
async function moveTo(page: Page, game: number, date: string) {
  await card(page, game).click();
  await expect(card(page, game)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'MOVE GAME' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Game' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New date').fill(date);
  await dialog.getByRole('button', { name: 'MOVE' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, game)).toHaveAttribute('data-date', date);
}

/**
 * The schedule generator (docs/api.md, "Schedule generator"), from a league's admin schedule on a phone:
 * a wrong season is refused where it is typed; the proposal shows its warning and its games on a
 * calendar; the admin moves a game and swaps two; a slot booked meanwhile is the server's refusal and
 * records nothing; the games applied are on the league's schedule. The calendar is looked at on a
 * desktop too.
 */
test('an admin proposes a season, moves and swaps games, and applies it', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await leagueApi(request);
  const suffix = uniqueSuffix();
  const venueName = `Generator Rink ${suffix}`;
  const venueId = await createVenue(api, venueName, '5 Slot Street');
  const leagueName = `Generated ${suffix}`;
  const leagueId = await createLeague(api, { leagueName, session: 'Winter', year: 2027 });
  const teams = ['Aces', 'Bears', 'Cats', 'Dogs', 'Elks'].map((name) => `${name} ${suffix}`);
  for (const teamName of teams) await createTeam(api, { leagueId, teamName });
  const proposals: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().includes('/schedule/proposal')) proposals.push(sent.url());
  });

  await page.setViewportSize(PHONE);
  await openAsAdminAfterWrites(page, request, `/schedule/admin/${leagueId}`, api);
  await expect(page.getByRole('heading', { name: `${leagueName} Schedule` })).toBeVisible();
  await page.getByRole('link', { name: 'Generate Schedule' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/admin/${leagueId}/generate$`));
  await expect(page.getByRole('heading', { name: 'Generate Schedule', level: 1 })).toBeVisible();

  // the season: 5 teams of 3 games, Mondays and Thursdays, a blackout Monday
  await page.getByLabel('Start date').fill(SEASON.start);
  await page.getByLabel('End date').fill('2027-01-03');
  await page.getByLabel('Games per team').fill('3');
  const slot1 = page.getByRole('group', { name: 'Slot 1' });
  await pick(page, 'Day', 'Monday', slot1);
  await slot1.getByLabel('Time').fill('19:00');
  await pick(page, 'Venue', venueName, slot1);
  await page.getByRole('button', { name: '+ ADD SLOT' }).click();
  const slot2 = page.getByRole('group', { name: 'Slot 2' });
  await pick(page, 'Day', 'Thursday', slot2);
  await slot2.getByLabel('Time').fill('20:00');
  await pick(page, 'Venue', venueName, slot2);
  await page.getByLabel('Date to leave out').fill(SEASON.blackout);
  await page.getByRole('button', { name: 'ADD DATE' }).click();
  await expect(page.getByTestId('blackout-list')).toHaveText(/Monday, Jan\. 18, 2027/);

  // an end date before the start is refused where it is typed, and nothing is sent
  await page.getByRole('button', { name: 'PROPOSE' }).click();
  await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();
  expect(await pageOverflowsSideways(page)).toBe(false);
  await screenshot(page, 'schedule-generator-end-before-start');
  expect(proposals).toEqual([]);
  await page.getByLabel('End date').fill(SEASON.end);

  await page.getByRole('button', { name: 'PROPOSE' }).click();
  await expect(page.getByRole('heading', { name: 'Proposal' })).toBeFocused();
  expect(proposals).toHaveLength(1);
  await expect(page.getByTestId('proposal-warnings')).toContainText(
    '5 teams of 3 games each cannot all pair up: one team plays 2.',
  );
  const games = page.getByTestId('proposal-game');
  await expect(games).toHaveCount(7);
  // one game a day, on the weekly slots of the season
  const proposed = await gameDates(page);
  expect(new Set(proposed).size).toBe(7);
  for (const date of proposed) expect(SEASON_SLOTS.map((slot) => slot.date)).toContain(date);
  await expect(games.first()).toContainText(/ vs /);
  await expect(games.first()).toContainText(venueName);
  await expect(page.locator(`[data-testid="proposal-day"][data-date="${SEASON.blackout}"]`)).toContainText(
    'blackout date',
  );
  expect(await pageOverflowsSideways(page)).toBe(false);
  await page.screenshot({ path: '/tmp/gen-390.png', fullPage: true });
  await screenshot(page, 'schedule-generator-proposal-phone');
  expect(await accessibilityProblems(page)).toEqual([]);

  // move game 1 to a free slot; a slot another game holds is refused with the way to swap
  const taken = await dateOf(page, 2);
  await card(page, 1).click();
  await page.getByRole('button', { name: 'MOVE GAME' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Game' });
  await dialog.getByLabel('New date').fill(taken);
  await dialog.getByRole('button', { name: 'MOVE' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That slot holds game 2 (');
  await expect(dialog.getByRole('alert')).toContainText('select both games and swap them instead.');
  await dialog.getByLabel('New date').fill('2027-01-05');
  await dialog.getByRole('button', { name: 'MOVE' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'There is no weekly slot on Tuesdays. The slots are on Mondays and Thursdays.',
  );
  await settle(page);
  expect(await pageOverflowsSideways(page)).toBe(false);
  await screenshot(page, 'schedule-generator-move-dialog');
  await dialog.getByRole('button', { name: 'CANCEL' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Clear the selection' }).click();
  const firstMove = await freeSlot(page);
  await moveTo(page, 1, firstMove.date);
  await expect(page.getByTestId('selection')).toContainText('Moved game 1');
  await expect(card(page, 1)).toContainText('moved');

  // swap games 2 and 3: each takes the other's date
  const [date2, date3] = [await dateOf(page, 2), await dateOf(page, 3)];
  await card(page, 2).click();
  await card(page, 3).click();
  await expect(page.getByTestId('selection')).toContainText('Selected: game 2');
  await page.getByRole('button', { name: 'SWAP GAMES' }).click();
  await expect(card(page, 2)).toHaveAttribute('data-date', date3);
  await expect(card(page, 3)).toHaveAttribute('data-date', date2);
  await expect(page.getByTestId('selection')).toContainText('Swapped game 2');

  // the calendar on a desktop: weeks as rows of seven days
  await page.setViewportSize(DESKTOP);
  await settle(page);
  expect(await pageOverflowsSideways(page)).toBe(false);
  const week = page.getByTestId('proposal-week').first();
  const days = week.getByTestId('proposal-day');
  await expect(days).toHaveCount(7);
  const [monday, sunday] = [await days.nth(0).boundingBox(), await days.nth(6).boundingBox()];
  expect(monday && sunday && Math.abs(monday.y - sunday.y) < 2 && sunday.x > monday.x).toBe(true);
  await page.screenshot({ path: '/tmp/gen-1280.png', fullPage: true });
  await screenshot(page, 'schedule-generator-proposal-desktop');
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.setViewportSize(PHONE);

  // a slot of game 4 booked meanwhile: the apply is refused, naming the game, and records nothing
  const game4 = await dateOf(page, 4);
  const booked = SEASON_SLOTS.find((slot) => slot.date === game4)!;
  await createEvent(api, {
    eventName: `Rink party ${suffix}`,
    date: booked.date,
    time: booked.time,
    venueId,
  });
  await page.getByRole('button', { name: 'APPLY 7 GAMES' }).click();
  const refusal = page.getByTestId('apply-refusal');
  await expect(refusal).toContainText(
    /Game 4 \(.+ @ .+\): the slot is already booked by another game or event\./,
  );
  await expect(refusal).toContainText('Nothing was recorded.');
  await expect(card(page, 4)).toContainText('to fix');
  expect(await pageOverflowsSideways(page)).toBe(false);
  await screenshot(page, 'schedule-generator-refused');
  const before = await readAfterWrites<{ allLeagueGamesArray: unknown[] }>(
    api,
    `/api/league/schedule/admin/${leagueId}`,
  );
  expect(before.allLeagueGamesArray).toEqual([]);

  // game 4 moved off the booked slot: applied, and on the league's schedule, marked
  await moveTo(page, 4, (await freeSlot(page, [booked.date])).date);
  await expect(refusal).toBeHidden();
  await page.getByRole('button', { name: 'APPLY 7 GAMES' }).click();
  await expect(page).toHaveURL(new RegExp(`/schedule/admin/${leagueId}$`));
  await expect(page.getByTestId('saved-notice')).toHaveText('7 games added.');
  const rows = page.getByTestId('schedule-row');
  await expect(rows).toHaveCount(7);
  await expect(page.locator('[data-testid="schedule-row"][data-highlighted="true"]')).toHaveCount(7);
  await expect(rows.filter({ hasText: teams[0]! }).first()).toBeVisible();
  expect(await pageOverflowsSideways(page)).toBe(false);
  await screenshot(page, 'schedule-generator-applied');
  await page.screenshot({ path: '/tmp/gen-applied-390.png', fullPage: true });

  // the moved game is where the admin put it
  const after = await readAfterWrites<{ allLeagueGamesArray: Array<{ isoDate: string }> }>(
    api,
    `/api/league/schedule/admin/${leagueId}`,
  );
  expect(after.allLeagueGamesArray.map((game) => game.isoDate)).toContain(firstMove.date);
});

test('a proposal the server refuses shows its reason on the page', async ({ page, request }) => {
  const api = await leagueApi(request);
  const suffix = uniqueSuffix();
  const venueName = `Lonely Rink ${suffix}`;
  await createVenue(api, venueName);
  const leagueId = await createLeague(api, { leagueName: `Solo ${suffix}`, session: 'Winter', year: 2027 });
  await createTeam(api, { leagueId, teamName: `Only ${suffix}` });

  await page.setViewportSize(PHONE);
  await openAsAdminAfterWrites(page, request, `/schedule/admin/${leagueId}/generate`, api);
  await page.getByLabel('Start date').fill(SEASON.start);
  await page.getByLabel('Games per team').fill('2');
  const slot = page.getByRole('group', { name: 'Slot 1' });
  await pick(page, 'Day', 'Monday', slot);
  await slot.getByLabel('Time').fill('19:00');
  await pick(page, 'Venue', venueName, slot);
  // no slot at all is refused in the form
  await page.getByRole('button', { name: 'Remove slot 1' }).click();
  await page.getByRole('button', { name: 'PROPOSE' }).click();
  await expect(page.getByTestId('slots-error')).toHaveText(
    'Please add at least one weekly slot (day, time and venue).',
  );
  await page.getByRole('button', { name: '+ ADD SLOT' }).click();
  await pick(page, 'Day', 'Monday', slot);
  await slot.getByLabel('Time').fill('19:00');
  await pick(page, 'Venue', venueName, slot);
  await page.getByRole('button', { name: 'PROPOSE' }).click();
  await expect(page.getByTestId('propose-refusal')).toContainText(
    'The league needs at least two current teams to make a schedule.',
  );
  await expect(page.getByRole('heading', { name: 'Proposal' })).toHaveCount(0);
  expect(await pageOverflowsSideways(page)).toBe(false);
  await screenshot(page, 'schedule-generator-server-refusal');
});
