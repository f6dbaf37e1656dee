import { expect, test, type Page } from './app-test';
import { createGame, leagueApi, PHONE, recordResult } from './league-play-support';
import { dismissConflicts, openAsAdminAfterWrites, pick, seedLeague, settle } from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

const rows = (page: Page) => page.getByTestId('schedule-row');

test.describe('league play admin: regular results entry', () => {
  test.use({ actionTimeout: 15_000 });

  test('regular results: 0–99 in the form, the rules between fields, the server message and the fallback text', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api);
    const { cats, dogs } = s.teams;
    const gameId = await createGame(api, {
      leagueId: s.league.id,
      venueId: s.venue.id,
      date: '2026-09-06',
      time: '00:15',
      visitorTeamId: cats.id,
      homeTeamId: dogs.id,
    });
    await openAsAdminAfterWrites(page, request, `/admin/gameResults/${gameId}`, api);
    // one team order everywhere: the visitor first, in the heading, the score table and the players
    await expect(page.getByRole('heading', { name: `${cats.name} @ ${dogs.name}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('score-table').locator('tbody tr td:first-child')).toHaveText([
      cats.name,
      dogs.name,
    ]);
    await expect(page.locator('[data-testid$="-stats"]')).toHaveCount(2);
    await expect(page.locator('[data-testid$="-stats"]').first()).toHaveAttribute(
      'data-testid',
      'visitor-stats',
    );
    await expect(page.getByRole('heading', { level: 2 }).filter({ hasNotText: 'History' })).toHaveText([
      cats.name,
      dogs.name,
    ]);
    await expect(page.getByTestId('game-when')).toHaveText(`Sunday, Sept. 6 · 12:15 am · ${s.venue.name}`);
    await expect(page.getByLabel('GAME SUMMARY')).toHaveAttribute('rows', '3');
    await expect(page.getByRole('combobox', { name: 'GAME STATUS' })).toHaveValue('TBP');
    for (const period of ['1', '2', '3', 'OT/SO']) {
      await expect(page.getByLabel(`${dogs.name} period ${period}`)).toBeVisible();
      await expect(page.getByLabel(`${cats.name} period ${period}`)).toBeVisible();
    }
    // both rosters get goals and assists
    await expect(page.getByTestId('home-stats')).toContainText(dogs.player.fullName);
    await expect(page.getByTestId('visitor-stats')).toContainText(cats.player.fullName);

    // not a number 0–99 (the box takes digits only: an emptied one)
    const save = page.getByRole('button', { name: 'SAVE' });
    await page.getByLabel(`${dogs.name} period 1`).fill('');
    await page.getByLabel(`${dogs.name} period 1`).blur();
    await expect(
      page.getByText('Goals, assists and period scores must be whole numbers from 0 to 99.'),
    ).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel(`${dogs.name} period 1`).fill('1');
    await page.getByLabel(`${cats.name} period 2`).fill('1');
    // Overtime needs a winner
    await pick(page, 'GAME STATUS', 'Overtime');
    await expect(page.getByTestId('result-problems')).toContainText(
      'An Overtime or Shootout game needs a winner: the totals cannot be equal.',
    );
    await page.getByLabel(`${dogs.name} period OT/SO`).fill('1');
    await expect(page.getByTestId('home-total')).toHaveText('2');
    // more goals than the team scored
    await page.getByLabel(`${dogs.player.fullName} goals`).fill('3');
    await expect(page.getByTestId('result-problems')).toContainText(
      "The home players' goals (3) are more than the home total (2).",
    );
    await expect(save).toBeDisabled();
    await screenshot(page, 'league-admin-results-problems');
    await page.getByLabel(`${dogs.player.fullName} goals`).fill('2');
    await page.getByLabel(`${dogs.player.fullName} assists`).fill('5');
    await expect(page.getByTestId('result-problems')).toContainText(
      "The home players' assists (5) are more than twice the home total (2).",
    );
    await page.getByLabel(`${dogs.player.fullName} assists`).fill('0');
    await expect(page.getByTestId('result-problems')).toHaveCount(0);
    await expect(save).toBeEnabled();

    // the fallback text when the server sends no message
    await page.route('**/api/admin/gameStats/**', (route) => route.fulfill({ status: 500, body: '' }));
    await save.click();
    const errorModal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(errorModal.getByTestId('error-message')).toHaveText(
      'Something went wrong with adding player stats',
    );
    await errorModal.getByRole('button', { name: 'Okay' }).click();
    await page.unroute('**/api/admin/gameStats/**');

    // another admin records a result meanwhile: the loaded version is stale and the server says so
    await recordResult(api, gameId, {
      status: 'FINAL',
      home: { periods: [0, 0, 0, 0] },
      visitor: { periods: [1, 0, 0, 0] },
    });
    await save.click();
    await expect(errorModal.getByTestId('error-message')).not.toBeEmpty();
    await expect(errorModal.getByTestId('error-message')).not.toHaveText(
      'Something went wrong with adding player stats',
    );
    await settle(page);
    await screenshot(page, 'league-admin-results-stale');
    await errorModal.getByRole('button', { name: 'Okay' }).click();

    // reloaded, the page shows the other admin's result and a save goes through
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'GAME STATUS' })).toHaveValue('FINAL');
    await expect(page.getByLabel(`${cats.name} period 1`)).toHaveValue('1');
    await pick(page, 'GAME STATUS', 'Shootout');
    await page.getByLabel(`${dogs.name} period 3`).fill('1');
    await page.getByLabel(`${dogs.name} period OT/SO`).fill('1');
    await page.getByLabel('GAME SUMMARY').fill('Dale won the shootout.');
    await save.click();
    // opened without a schedule to return to: the game's league schedule, saying what was saved
    await expect(page).toHaveURL(new RegExp(`/schedule/admin/${s.league.id}$`));
    await expect(page.getByTestId('saved-notice')).toHaveText(
      `Result saved: ${cats.name} 1 @ ${dogs.name} 2`,
    );
    await expect(rows(page).filter({ hasText: `${cats.name} @ ${dogs.name}` })).toContainText('1 - 2');
    await expect(rows(page).filter({ hasText: `${cats.name} @ ${dogs.name}` })).toContainText('Shootout');
    await screenshot(page, 'league-admin-results-saved-league-schedule');
    await page.getByTestId('saved-notice').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('saved-notice')).toHaveCount(0);
  });

  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    test(`after SAVE (${size}): back to the schedule the Results link was on, with the confirmation`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const api = await leagueApi(request);
      const s = await seedLeague(api);
      const { cats, dogs } = s.teams;
      const gameId = await createGame(api, {
        leagueId: s.league.id,
        venueId: s.venue.id,
        date: '2026-10-02',
        time: '19:00',
        visitorTeamId: cats.id,
        homeTeamId: dogs.id,
      });
      const matchup = `${cats.name} @ ${dogs.name}`;

      // from the venue schedule
      await openAsAdminAfterWrites(page, request, `/admin/${s.venue.id}/schedule`, api);
      await rows(page).filter({ hasText: matchup }).getByRole('link', { name: 'Results' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/gameResults/${gameId}\\?from=`));
      await expect(page.getByRole('heading', { name: matchup, level: 1 })).toBeVisible();
      // every box of the score in view without scrolling sideways (on a phone the periods run down,
      // a column per team), the visitor's before the home team's
      for (const period of ['1', '2', '3', 'OT/SO']) {
        const visitorBox = await page.getByLabel(`${cats.name} period ${period}`).boundingBox();
        const homeBox = await page.getByLabel(`${dogs.name} period ${period}`).boundingBox();
        for (const box of [visitorBox, homeBox])
          expect(box && box.x >= 0 && box.x + box.width <= viewport.width, `period ${period} in view`).toBe(
            true,
          );
        expect(visitorBox && homeBox && (visitorBox.y < homeBox.y || visitorBox.x < homeBox.x)).toBe(true);
      }
      const scoreTable = await page.getByTestId('score-table').boundingBox();
      expect(scoreTable && scoreTable.x + scoreTable.width <= viewport.width, 'the score table in view').toBe(
        true,
      );
      // the visitor's players come first too
      const visitorBox = await page.getByTestId('visitor-stats').boundingBox();
      const homeBox = await page.getByTestId('home-stats').boundingBox();
      expect(visitorBox && homeBox && (visitorBox.y < homeBox.y || visitorBox.x < homeBox.x)).toBe(true);
      await pick(page, 'GAME STATUS', 'FINAL');
      await page.getByLabel(`${cats.name} period 1`).fill('3');
      await page.getByLabel(`${dogs.name} period 2`).fill('5');
      await page.getByLabel(`${dogs.player.fullName} goals`).fill('4');
      await screenshot(page, `league-admin-results-form-${size}`);
      await page.getByRole('button', { name: 'SAVE' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${s.venue.id}/schedule$`));
      const notice = page.getByTestId('saved-notice');
      await expect(notice).toHaveAttribute('role', 'status');
      await expect(notice).toHaveText(`Result saved: ${cats.name} 3 @ ${dogs.name} 5`);
      await expect(notice).toBeInViewport();
      await expect(rows(page).filter({ hasText: matchup })).toContainText('3 - 5');
      await screenshot(page, `league-admin-results-saved-venue-${size}`);
      // said once: a reload does not say it again
      await page.reload();
      await expect(rows(page).filter({ hasText: matchup })).toContainText('3 - 5');
      await expect(page.getByTestId('saved-notice')).toHaveCount(0);

      // from the master schedule (its filter kept), CANCEL goes back there too
      await page.goto(`/admin/masterSchedule?league=${s.league.id}`);
      await dismissConflicts(page);
      await expect(page.getByTestId('saved-notice')).toHaveCount(0);
      await rows(page).filter({ hasText: matchup }).getByRole('link', { name: 'Results' }).click();
      await expect(page.getByLabel(`${cats.name} period 1`)).toHaveValue('3');
      await page.getByRole('link', { name: 'CANCEL' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/masterSchedule\\?league=${s.league.id}$`));
      await dismissConflicts(page);
      await rows(page).filter({ hasText: matchup }).getByRole('link', { name: 'Results' }).click();
      await page.getByLabel(`${dogs.name} period 3`).fill('1');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/masterSchedule\\?league=${s.league.id}$`));
      await dismissConflicts(page);
      await expect(page.getByTestId('saved-notice')).toHaveText(
        `Result saved: ${cats.name} 3 @ ${dogs.name} 6`,
      );
      await expect(rows(page).filter({ hasText: matchup })).toContainText('3 - 6');
      await screenshot(page, `league-admin-results-saved-master-${size}`);
    });
  }
});
