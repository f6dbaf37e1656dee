import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './app-test';
import { createLeague, createTeam, leagueApi, pageOverflowsSideways, PHONE } from './league-play-support';
import { adminSessionFor, openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

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

/**
 * The admin's spreadsheet import (/admin/league/import, docs/api.md "Spreadsheet import"): a rosters file
 * with one bad row is previewed with that row marked, fixed, previewed clean and applied; the players it
 * created are on the public team page.
 */
test('an admin imports a roster from a CSV file, fixing its one bad row first', async ({ page, request }) => {
  const api = await leagueApi(request);
  const suffix = uniqueSuffix();
  const leagueName = `Import League ${suffix}`;
  const leagueId = await createLeague(api, { leagueName, session: 'Fall', year: 2026 });
  const teamName = `Comets ${suffix}`;
  const teamId = await createTeam(api, { leagueId, teamName });
  const rows = (third: string) =>
    [
      'League;Session;Year;Team;First Name;Last Name;Number',
      `${leagueName};Fall;2026;${teamName};Ada;"Quill, ${suffix}";7`,
      `${leagueName};Fall;2026;${teamName};Bo;Talon ${suffix};12`,
      `${leagueName};Fall;2026;${teamName};Cy;Young ${suffix};${third}`,
    ].join('\r\n');

  await page.setViewportSize(PHONE);
  await openWithSessions(page, '/admin/leagues/current', { admin: await adminSessionFor(request) });
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/admin\/league\/import$/);
  await expect(page.getByRole('heading', { name: 'Import' })).toBeVisible();

  // the file as a spreadsheet saves it (a byte order mark, semicolons), its last number mistyped
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByLabel('CSV file').click(),
  ]);
  await chooser.setFiles({
    name: 'roster.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${rows('1OO')}\r\n`, 'utf8'),
  });
  await expect(page.getByLabel('Or paste it here')).toHaveValue(new RegExp(`Talon ${suffix}`));
  await page.getByRole('button', { name: 'PREVIEW' }).click();
  const previewRows = page.getByTestId('import-row');
  await expect(previewRows).toHaveCount(3);
  await expect(page.getByTestId('import-count')).toHaveText(
    '3 rows, 1 error: fix the file and preview it again.',
  );
  await expect(previewRows.nth(2)).toHaveAttribute('data-errors', 'true');
  await expect(previewRows.nth(2)).toContainText('Please enter a number from 0 to 99.');
  await expect(previewRows.nth(0)).toContainText('create player and add to roster');
  await expect(page.getByRole('button', { name: 'APPLY' })).toBeDisabled();
  expect(await pageOverflowsSideways(page)).toBe(false);
  await screenshot(page, 'csv-import-errors-phone');
  expect(await accessibilityProblems(page)).toEqual([]);

  // fixed in the box: the preview is asked again, clean
  await page.getByLabel('Or paste it here').fill(rows('10'));
  await expect(page.getByTestId('import-preview')).toHaveCount(0);
  await page.getByRole('button', { name: 'PREVIEW' }).click();
  await expect(page.getByTestId('import-count')).toHaveText('3 rows, no errors: ready to apply.');
  await expect(page.locator('[data-errors="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'APPLY' }).click();
  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('3 rows: create player and add to roster');
  expect(await pageOverflowsSideways(page)).toBe(false);
  await screenshot(page, 'csv-import-applied-phone');
  expect(await accessibilityProblems(page)).toEqual([]);

  await summary.getByRole('link', { name: teamName }).click();
  await expect(page).toHaveURL(new RegExp(`/team/${teamId}$`));
  const roster = page.getByTestId('roster-row');
  await expect(roster).toHaveCount(3);
  // by number: 7, 10, 12
  await expect(roster.nth(0)).toContainText(`Ada Quill, ${suffix}`);
  await expect(roster.nth(1)).toContainText(`Cy Young ${suffix}`);
  await expect(roster.nth(2)).toContainText(`Bo Talon ${suffix}`);
  await screenshot(page, 'csv-import-team-page-phone');

  // the same file again records nothing: every row exists
  const again = await request.post('/api/admin/import/rosters', {
    headers: { ...api.headers, 'Content-Type': 'text/csv' },
    data: rows('10'),
  });
  expect(((await again.json()) as { rows: { action: string }[] }).rows.map((row) => row.action)).toEqual([
    'exists',
    'exists',
    'exists',
  ]);
});
