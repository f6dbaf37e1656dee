import { expect, test } from './app-test';
import { adminSessionFor, openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';
import { settle } from './tournament-support';

skipWithoutChromium();

test.describe('organizations (admin)', () => {
  test('create, list, update and delete an organization', async ({ page, request }) => {
    const name = `Riverside Youth ${uniqueSuffix()}`;
    const renamed = `${name} Club`;
    await openWithSessions(page, '/admin/orgs', { admin: await adminSessionFor(request) });
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();

    await page.getByRole('link', { name: 'Add a New Organization' }).click();
    await expect(page).toHaveURL(/\/admin\/org\/new$/);
    const add = page.getByRole('button', { name: 'ADD ORGANIZATION' });
    await expect(add).toBeDisabled();
    await page.getByLabel('Organization Name').focus();
    await page.getByLabel('Organization Name').blur();
    await expect(page.getByText('Please enter a name for the organization')).toBeVisible();
    await expect(page.getByText('Please enter an address')).toHaveCount(0);
    await page.getByLabel('Address').focus();
    await page.getByLabel('Address').blur();
    await expect(page.getByText('Please enter an address')).toBeVisible();
    await screenshot(page, 'tournament-org-new-invalid');
    await page.getByLabel('Organization Name').fill(name);
    await page.getByLabel('Address').fill('5 Center Ice Ave');
    await expect(add).toBeEnabled();
    await add.click();

    await expect(page).toHaveURL(/\/admin\/orgs$/);
    const row = page.getByTestId('org-row').filter({ hasText: name });
    await expect(row).toContainText('5 Center Ice Ave');
    await expect(page.getByRole('columnheader', { name: 'Org Name' })).toBeVisible();
    await screenshot(page, 'tournament-orgs');

    // the same name again is refused by the server: shown in the error modal
    await page.getByRole('link', { name: 'Add a New Organization' }).click();
    await page.getByLabel('Organization Name').fill(name.toUpperCase());
    await page.getByLabel('Address').fill('Elsewhere');
    await page.getByRole('button', { name: 'ADD ORGANIZATION' }).click();
    const failure = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(failure.getByTestId('error-message')).toHaveText(
      'An organization with this name already exists.',
    );
    await failure.getByRole('button', { name: 'Okay' }).click();
    await page.getByRole('link', { name: 'CANCEL' }).click();

    await row.getByRole('link', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(/\/admin\/[0-9a-f-]{36}\/updateOrg$/);
    await expect(page.getByLabel('Organization Name')).toHaveValue(name);
    await page.getByLabel('Organization Name').fill('');
    await page.getByLabel('Organization Name').blur();
    await expect(page.getByText('Please enter a name for the organization')).toBeVisible();
    await expect(page.getByRole('button', { name: 'UPDATE ORGANIZATION' })).toBeDisabled();
    await page.getByLabel('Organization Name').fill(renamed);
    await page.getByRole('button', { name: 'UPDATE ORGANIZATION' }).click();
    await expect(page).toHaveURL(/\/admin\/orgs$/);
    const renamedRow = page.getByTestId('org-row').filter({ hasText: renamed });
    await expect(renamedRow).toBeVisible();

    await renamedRow.getByRole('button', { name: 'DELETE' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'CANCEL' }).click();
    await expect(renamedRow).toBeVisible();
    await renamedRow.getByRole('button', { name: 'DELETE' }).click();
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await expect(page.getByTestId('org-row').filter({ hasText: renamed })).toHaveCount(0);
  });
});

test.describe('code of conduct', () => {
  test('a coach signs on /conduct and the admin reads the list by last then first name', async ({
    page,
    request,
  }) => {
    const suffix = uniqueSuffix();
    await page.goto('/conduct');
    await expect(page.getByRole('heading', { name: 'Coaches Code of Conduct' })).toBeVisible();
    const rules = page.getByTestId('conduct-rules').getByRole('listitem');
    await expect(rules).toHaveCount(12);
    await expect(page.getByTestId('conduct-rules')).toContainText('one-game suspension');

    // all five fields are required
    await page.getByLabel('Todays Date').fill('');
    await page.getByLabel('Todays Date').blur();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    for (const message of [
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your organization and team.',
      'Please enter the season.',
      "Please enter today's date.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await screenshot(page, 'tournament-conduct-invalid');

    const sign = async (first: string, last: string) => {
      await page.getByLabel('First Name').fill(first);
      await page.getByLabel('Last Name').fill(last);
      await page.getByLabel('Organization and Team').fill(`Westside Wolves ${suffix}`);
      await page.getByLabel('Season').fill('2025 Summer');
      await page.getByLabel('Todays Date').fill('2025-06-14');
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      const thanks = page.getByRole('dialog', { name: 'Thank You!' });
      await expect(thanks).toBeVisible();
      await settle(page);
      await screenshot(page, 'tournament-conduct-thanks');
      await thanks.getByRole('button', { name: 'OKAY' }).click();
      await expect(page).toHaveURL(/\/$/);
    };
    await sign('Zoe', `Zimmer${suffix}`);
    await page.goto('/conduct');
    await sign('Adam', `Abbott${suffix}`);
    await page.goto('/conduct');
    await sign('Aaron', `Abbott${suffix}`);

    await openWithSessions(page, '/admin/getAllCOCCoaches', { admin: await adminSessionFor(request) });
    for (const header of ['Last Name', 'First Name', 'Team', 'Season', 'Date of Completion']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const mine = page.getByTestId('coc-row').filter({ hasText: suffix });
    await expect(mine).toHaveCount(3);
    await expect(mine.nth(0)).toContainText('Aaron');
    await expect(mine.nth(1)).toContainText('Adam');
    await expect(mine.nth(2)).toContainText('Zoe');
    await expect(mine.nth(0)).toContainText('Saturday, June 14, 2025');
    await screenshot(page, 'tournament-conduct-list');
  });
});
