import { expect, type APIRequestContext, type Locator, type Page } from './app-test';
import { createLeague, createTeam, createVenue, rosterOf, type LeagueApi } from './league-play-support';
import { adminSessionFor, openWithSessions, uniqueSuffix } from './support';

/**
 * Helpers of the league-play admin page tests (the seeding helpers are in league-play-support.ts).
 */

/** Opens an admin page with the suite's admin session. */
export async function openAsAdmin(page: Page, request: APIRequestContext, path: string) {
  await openWithSessions(page, path, { admin: await adminSessionFor(request) });
}

/**
 * Opens an admin page after API writes: the UI reads with the last write's position, so the page shows
 * them at once instead of racing the projections.
 */
export async function openAsAdminAfterWrites(
  page: Page,
  request: APIRequestContext,
  path: string,
  api: LeagueApi,
) {
  await openWithSessions(page, '/info', { admin: await adminSessionFor(request) });
  if (api.lastPosition) {
    await page.evaluate((position) => sessionStorage.setItem('minReadPosition', position), api.lastPosition);
  }
  await page.goto(path);
}

/**
 * Chooses `option` in the Mantine select labelled `label` (within `scope`, the page by default). A list that
 * has closed again before its option could be chosen (the select lost focus while the machine was busy) is
 * opened again, as an admin would tap it again.
 */
export async function pick(page: Page, label: string, option: string | RegExp, scope: Page | Locator = page) {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  const choice = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await choice.click({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

/** Waits (retrying) until the row's first cells read `texts`, from the cell `from` on. */
export async function expectCells(row: Locator, texts: string[], from = 0) {
  for (const [index, text] of texts.entries()) {
    await expect(
      row
        .first()
        .locator('td')
        .nth(from + index),
    ).toHaveText(text);
  }
}

/** The texts of a table row's cells, once the row is on the page. */
export async function cellTexts(row: Locator) {
  await row.first().waitFor();
  return row.first().locator('td').allInnerTexts();
}

/** Waits out the 200 ms modal transition before a screenshot. */
export const settle = (page: Page) => page.waitForTimeout(300);

/** The confirm dialog every delete and archive asks first. */
export const areYouSure = (page: Page) => page.getByRole('dialog', { name: 'Are you sure?' });

export async function confirmWith(page: Page, button: string) {
  const dialog = areYouSure(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The master schedule raises the SCHEDULING CONFLICT!! modal whenever any items clash, and the run's
 * store is shared by every test file: close it (after the table is there) when it is up.
 */
export async function dismissConflicts(page: Page) {
  await page.getByTestId('admin-schedule-table').or(page.getByText('NOTHING SCHEDULED YET!')).waitFor();
  await settle(page);
  const modal = page.getByRole('dialog', { name: 'SCHEDULING CONFLICT!!' });
  if (await modal.isVisible()) {
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
  }
}

/** A venue and a current league with four teams of one player each, for the schedule and results tests. */
export async function seedLeague(api: LeagueApi, year = 2026) {
  const suffix = uniqueSuffix();
  const venue = { name: `Rink ${suffix}`, id: '' };
  venue.id = await createVenue(api, venue.name, '3 Crease Court');
  const leagueName = `Schedule ${suffix}`;
  const leagueId = await createLeague(api, { leagueName, session: 'Fall', year });
  const team = async (teamName: string, first: string, last: string, number: number) => {
    const name = `${teamName} ${suffix}`;
    const id = await createTeam(api, { leagueId, teamName: name });
    const [player] = await rosterOf(api, id, [{ firstName: first, lastName: last, number }]);
    if (!player) throw new Error('roster not created');
    return { name, id, player: { ...player, fullName: `${first} ${last}` } };
  };
  return {
    suffix,
    venue,
    league: { id: leagueId, name: leagueName },
    teams: {
      cats: await team('Cats', 'Cara', 'Cole', 1),
      dogs: await team('Dogs', 'Dan', 'Dale', 2),
      elks: await team('Elks', 'Eve', 'Eder', 3),
      pigs: await team('Pigs', 'Pia', 'Pope', 4),
    },
  };
}
