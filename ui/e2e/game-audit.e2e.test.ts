import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './app-test';
import {
  createGame,
  gameVersion,
  leagueApi,
  pageOverflowsSideways,
  PHONE,
  type LeagueApi,
} from './league-play-support';
import { openAsAdminAfterWrites, pick, seedLeague } from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

const versions = (page: Page) => page.getByTestId('game-version');
const history = (page: Page) => page.getByTestId('game-history');

/**
 * Moves the game through the command API at the version its admin page shows, remembering the write's
 * position for the page's reads.
 */
async function moveGame(api: LeagueApi, gameId: string, changes: Record<string, string>) {
  const response = await api.request.patch(`/api/admin/${gameId}/updateGame`, {
    headers: { ...api.headers, 'If-Match': String(await gameVersion(api, gameId)) },
    data: changes,
  });
  expect(response.status(), await response.text()).toBe(200);
  api.lastPosition = ((await response.json()) as { position: string }).position;
}

test.describe('the history of a game on the admin game and results pages', () => {
  test.use({ actionTimeout: 15_000 });

  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    test(`a result recorded, then corrected: every version with who, when and old → new (${size})`, async ({
      page,
      request,
      context,
      baseURL,
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
      await moveGame(api, gameId, { time: '20:30' });
      const resultsPage = `/admin/gameResults/${gameId}`;

      // before any result: scheduled, then moved
      await openAsAdminAfterWrites(page, request, resultsPage, api);
      await expect(history(page).getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
      await expect(versions(page)).toHaveCount(2);
      await expect(versions(page).nth(0)).toContainText('Version 1scheduled');
      await expect(versions(page).nth(0)).toContainText('Date: Friday, Oct. 2, 2026');
      await expect(versions(page).nth(1)).toContainText('Version 2moved');
      await expect(versions(page).nth(1)).toContainText('Time: 7:00 pm → 8:30 pm');

      // the admin records a result: Cats 3 @ Dogs 4
      await pick(page, 'GAME STATUS', 'FINAL');
      await page.getByLabel(`${cats.name} period 1`).fill('3');
      await page.getByLabel(`${dogs.name} period 2`).fill('4');
      await page.getByLabel(`${cats.player.fullName} goals`).fill('2');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await expect(page.getByTestId('saved-notice')).toHaveText(
        `Result saved: ${cats.name} 3 @ ${dogs.name} 4`,
      );

      // and corrects it: Cats 5 @ Dogs 4
      await page.goto(resultsPage);
      await expect(page.getByLabel(`${cats.name} period 1`)).toHaveValue('3');
      await page.getByLabel(`${cats.name} period 1`).fill('5');
      await page.getByLabel(`${cats.player.fullName} goals`).fill('5');
      await page.getByRole('button', { name: 'SAVE' }).click();
      await expect(page.getByTestId('saved-notice')).toHaveText(
        `Result saved: ${cats.name} 5 @ ${dogs.name} 4`,
      );

      await page.goto(resultsPage);
      await expect(versions(page)).toHaveCount(4);
      const [recorded, corrected] = [versions(page).nth(2), versions(page).nth(3)];
      await expect(recorded).toContainText('Version 3result recorded');
      await expect(recorded).toContainText(`Score: ${cats.name} 3 - 4 ${dogs.name}`);
      await expect(recorded).toContainText('Status: FINAL');
      await expect(recorded).toContainText(`#1 ${cats.player.fullName} (${cats.name}): 2 G, 0 A`);
      await expect(corrected).toContainText('Version 4result corrected');
      await expect(corrected.getByTestId('game-change').first()).toHaveText(
        `Score: ${cats.name} 3 - 4 ${dogs.name} → 5 - 4`,
      );
      await expect(corrected).toContainText(`#1 ${cats.player.fullName} (${cats.name}): 2 G, 0 A → 5 G, 0 A`);
      // who by name, when with weekday, date, year and time
      const year = new Date().getFullYear();
      for (const version of [recorded, corrected]) {
        await expect(version.locator('time')).toHaveText(
          new RegExp(`^\\w+day, [A-Z][a-z]+\\.? \\d{1,2}, ${year}, \\d{1,2}:\\d{2} [ap]m$`),
        );
        await expect(version.getByText(/ · by /)).toHaveText(/ · by League admin$/);
      }
      expect(await history(page).textContent()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(await pageOverflowsSideways(page)).toBe(false);
      await history(page).scrollIntoViewIfNeeded();
      await screenshot(page, `game-audit-results-${size}`);

      // each version is linkable: the address takes the reader to it
      await page.goto(`${resultsPage}#version-4`);
      await expect(page.locator('#version-4')).toBeInViewport();
      await expect(page.locator('#version-4')).toHaveAttribute('data-highlighted', 'true');
      await expect(page.locator('#version-3')).not.toHaveAttribute('data-highlighted');
      await expect(page.locator('#version-4').getByRole('link', { name: 'Version 4' })).toHaveAttribute(
        'href',
        '#version-4',
      );
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const copy = page.getByRole('button', { name: 'Copy link to version 3' });
      await copy.click();
      await expect(page.locator('#version-3').getByRole('status')).toHaveText('Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${baseURL}${resultsPage}#version-3`,
      );
      await screenshot(page, `game-audit-linked-${size}`);
      // WCAG 2.1 AA in the history, the marked version included
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="game-history"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);

      // the game's update page shows the same history at its bottom
      await page.goto(`/admin/updateGame/${gameId}`);
      await expect(page.getByRole('heading', { name: 'Update Game', level: 1 })).toBeVisible();
      await expect(versions(page)).toHaveCount(4);
      await expect(versions(page).nth(3).getByTestId('game-change').first()).toHaveText(
        `Score: ${cats.name} 3 - 4 ${dogs.name} → 5 - 4`,
      );
      const form = await page.getByRole('button', { name: 'UPDATE GAME' }).boundingBox();
      const list = await history(page).boundingBox();
      expect(form && list && list.y > form.y).toBe(true);
      expect(await pageOverflowsSideways(page)).toBe(false);
      await screenshot(page, `game-audit-update-game-${size}`);

      // printed, the page is the history alone: no header, menus, form or buttons
      await page.emulateMedia({ media: 'print' });
      await expect(history(page)).toBeVisible();
      await expect(versions(page)).toHaveCount(4);
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Update Game' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'UPDATE GAME' })).toBeHidden();
      const copyButtons = page.getByRole('button', { name: /^Copy link/, includeHidden: true });
      await expect(copyButtons).toHaveCount(4);
      for (const button of await copyButtons.all()) {
        await expect(button).toBeHidden();
      }
      await screenshot(page, `game-audit-print-${size}`);
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByRole('button', { name: 'UPDATE GAME' })).toBeVisible();
    });
  }

  test('an id that is not a game shows no history', async ({ page, request }) => {
    const api = await leagueApi(request);
    const answered = page.waitForResponse((r) => r.url().includes('/history'));
    await openAsAdminAfterWrites(
      page,
      request,
      '/admin/updateGame/00000000-0000-4000-8000-000000000001',
      api,
    );
    expect((await answered).status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Update Game', level: 1 })).toBeVisible();
    await expect(history(page)).toHaveCount(0);
  });
});
