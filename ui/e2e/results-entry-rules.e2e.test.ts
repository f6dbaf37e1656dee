import { expect, test, type Page } from './app-test';
import {
  createGame,
  leagueApi,
  openAfterWrites,
  PHONE,
  readAfterWrites,
  recordResult,
} from './league-play-support';
import { openAsAdminAfterWrites, pick, seedLeague, settle } from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

/** A game of the seeded league's Cats at the Dogs, and its results page opened. */
async function openResultsOf(page: Page, request: Parameters<typeof leagueApi>[0], date: string) {
  const api = await leagueApi(request);
  const s = await seedLeague(api);
  const { cats, dogs } = s.teams;
  const gameId = await createGame(api, {
    leagueId: s.league.id,
    venueId: s.venue.id,
    date,
    time: '19:00',
    visitorTeamId: cats.id,
    homeTeamId: dogs.id,
  });
  await openAsAdminAfterWrites(page, request, `/admin/gameResults/${gameId}`, api);
  await expect(page.getByRole('heading', { name: `${cats.name} @ ${dogs.name}`, level: 1 })).toBeVisible();
  return { api, s, cats, dogs, gameId };
}

test.describe('results entry: the number boxes', () => {
  test.use({ actionTimeout: 15_000 });

  test('a box selects its number on a click and on Tab, takes 0–99 as typed, and nothing else', async ({
    page,
    request,
  }) => {
    const { dogs } = await openResultsOf(page, request, '2026-09-12');
    const period = (n: string) => page.getByLabel(`${dogs.name} period ${n}`);
    // the phone's numeric keypad
    await expect(period('1')).toHaveAttribute('inputmode', 'numeric');
    await expect(period('1')).toHaveAttribute('pattern', '[0-9]*');

    // a click on a box showing 0, then 1: it reads 1, not 10
    await expect(period('1')).toHaveValue('0');
    await period('1').click();
    await page.keyboard.type('1');
    await expect(period('1')).toHaveValue('1');
    // Tab to the next box: its 0 is selected too
    await page.keyboard.press('Tab');
    await expect(period('2')).toBeFocused();
    await page.keyboard.type('2');
    await expect(period('2')).toHaveValue('2');
    // letters and signs change nothing, typed or pasted
    await page.keyboard.press('Tab');
    await page.keyboard.type('ab-+.e');
    await expect(period('3')).toHaveValue('0');
    await page.keyboard.insertText('x7');
    await expect(period('3')).toHaveValue('0');
    // two digits at most
    await page.keyboard.type('123');
    await expect(period('3')).toHaveValue('12');
    // a click in a box that has the focus places the caret as usual
    await period('3').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await expect(period('3')).toHaveValue('1');

    // the players' goals and assists are the same boxes
    const goals = page.getByLabel(`${dogs.player.fullName} goals`);
    await goals.click();
    await page.keyboard.type('3');
    await expect(goals).toHaveValue('3');
    await expect(page.getByTestId('home-total')).toHaveText('4');
    await screenshot(page, 'results-number-boxes-desktop');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

    test('a tap on a box showing 0, then 1: it reads 1', async ({ page, request }) => {
      const { cats, dogs } = await openResultsOf(page, request, '2026-09-13');
      const box = page.getByLabel(`${cats.name} period 2`);
      await expect(box).toHaveValue('0');
      await box.tap();
      await page.keyboard.type('1');
      await expect(box).toHaveValue('1');
      const assists = page.getByLabel(`${dogs.player.fullName} assists`);
      await assists.tap();
      await page.keyboard.type('q');
      await expect(assists).toHaveValue('0');
      await page.keyboard.type('2');
      await expect(assists).toHaveValue('2');
      await screenshot(page, 'results-number-boxes-phone');
    });
  });
});

test.describe('results entry: a game after today', () => {
  test.use({ actionTimeout: 15_000 });

  test('asks before recording its result; cancelled, nothing is recorded', async ({ page, request }) => {
    const { api, s, cats, dogs, gameId } = await openResultsOf(page, request, '2099-03-05');
    await pick(page, 'GAME STATUS', 'FINAL');
    await page.getByLabel(`${dogs.name} period 1`).fill('2');
    const save = page.getByRole('button', { name: 'SAVE' });
    await save.click();
    const question = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(question).toContainText(
      'This game is on Thursday, Mar. 5, 2099, after today. Record its result anyway?',
    );
    await settle(page);
    await screenshot(page, 'results-future-question');
    await question.getByRole('button', { name: 'CANCEL' }).click();
    await expect(question).toBeHidden();
    const game = () => readAfterWrites<{ gameStats: unknown }>(api, `/api/admin/game/${gameId}`);
    expect((await game()).gameStats).toBeNull();

    await save.click();
    await question.getByRole('button', { name: 'RECORD ANYWAY' }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/admin/${s.league.id}$`));
    await expect(page.getByTestId('saved-notice')).toHaveText(
      `Result saved: ${cats.name} 0 @ ${dogs.name} 2`,
    );

    // the home page's latest results show a played game of the league, never the one after today
    const past = await createGame(api, {
      leagueId: s.league.id,
      venueId: s.venue.id,
      date: '2026-09-01',
      time: '19:00',
      visitorTeamId: cats.id,
      homeTeamId: dogs.id,
    });
    await recordResult(api, past, {
      status: 'FINAL',
      home: { periods: [1, 0, 0, 0] },
      visitor: { periods: [3, 0, 0, 0] },
    });
    await openAfterWrites(page, '/', api);
    const results = page.locator(`#league-${s.league.id}`).getByTestId('latest-results');
    await expect(results.getByTestId('result-line')).toHaveCount(1);
    await expect(results.getByTestId('result-line')).toContainText('Tuesday, Sept. 1, 2026');
    await expect(results).not.toContainText('2099');
  });

  test('the phone asks the same', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const { dogs } = await openResultsOf(page, request, '2099-03-06');
    await pick(page, 'GAME STATUS', 'FINAL');
    await page.getByLabel(`${dogs.name} period 1`).fill('1');
    await page.getByRole('button', { name: 'SAVE' }).click();
    const question = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(question).toContainText('This game is on Friday, Mar. 6, 2099, after today.');
    await settle(page);
    await screenshot(page, 'results-future-question-phone');
  });
});
