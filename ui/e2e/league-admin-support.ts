import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { LeagueApi } from './league-play-support';
import { adminSessionFor, openWithSessions } from './support';

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

/** Chooses `option` in the Mantine select labelled `label` (within `scope`, the page by default). */
export async function pick(page: Page, label: string, option: string | RegExp, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/** The texts of a table row's cells. */
export const cellTexts = (row: Locator) => row.locator('td').allInnerTexts();

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
