import { expect, test } from './app-test';
import { adminSessionFor, openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';
import { daysFromToday, settle } from './tournament-support';

skipWithoutChromium();

test.describe('tournaments and registrants', () => {
  test('an admin opens a tournament, a player registers, the admin edits, e-mails and deletes', async ({
    page,
    request,
  }) => {
    const admin = await adminSessionFor(request);
    const name = `Summer Cup ${uniqueSuffix()} - U18 Division`;
    const closes = daysFromToday(30);

    await openWithSessions(page, '/admin/tournaments', { admin });
    await page.getByRole('link', { name: 'Add a New Tournament' }).click();
    await expect(page).toHaveURL(/\/register\/tournament\/new$/);
    await page.getByLabel('League Name and Description').fill(name);
    await page.getByLabel('Registration Closes').fill(closes);
    await page.getByLabel('Price ($)').fill('abc');
    await page.getByLabel('Price ($)').blur();
    await expect(page.getByText('Please enter a price from 0 to 10000')).toBeVisible();
    await page.getByLabel('Price ($)').fill('125.50');
    await page.getByRole('button', { name: 'ADD TOURNAMENT' }).click();
    await expect(page).toHaveURL(/\/admin\/tournaments$/);
    const row = page.getByTestId('tournament-row').filter({ hasText: name });
    await expect(row).toContainText('$125.50');
    await expect(row).toContainText('OPEN');

    await row.getByRole('link', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(/\/registration\/updateTournament\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('League Name and Description')).toHaveValue(name);
    await page.getByLabel('Price ($)').fill('150');
    await page.getByRole('button', { name: 'UPDATE TOURNAMENT' }).click();
    await expect(page.getByTestId('tournament-row').filter({ hasText: name })).toContainText('$150.00');

    // a player (no login) finds the open tournament and registers
    await page.evaluate(() => localStorage.clear());
    await page.goto('/tournaments');
    const card = page.getByTestId('open-tournament').filter({ hasText: name });
    await card.getByRole('link', { name: 'REGISTER' }).click();
    await expect(page).toHaveURL(/\/tournament\/[0-9a-f-]{36}\/register$/);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page.getByText('Please enter a first name.')).toBeVisible();
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Middle Initial').fill('Q');
    await page.getByLabel('Last Name').fill('Registrant');
    await page.getByLabel('Date of Birth').fill('2009-04-02');
    await page.getByLabel('Phone Number').fill('(555) 123-4567');
    await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('robin.player@league.test');
    await page.getByLabel('Second E-Mail').fill('robin.parent@league.test');
    await page.getByLabel('Address').fill('9 Boards Street');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('Parent or Guardian (players under 18)').fill('Morgan Registrant');
    await screenshot(page, 'tournament-player-registration');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: 'OKAY' }).click();
    await expect(page).toHaveURL(/\/$/);

    // the admin's registrant list
    await openWithSessions(page, `/admin/${encodeURIComponent(name)}`, { admin });
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const registrant = page.getByTestId('registrant-row').filter({ hasText: 'Robin Q. Registrant' });
    await expect(registrant).toContainText('robin.player@league.test');
    await expect(registrant).toContainText('Thursday, Apr. 2, 2009');
    await screenshot(page, 'tournament-registrants');

    await page.getByRole('button', { name: 'SEND AN EMAIL' }).click();
    const mail = page.getByRole('dialog', { name: 'Send an Email' });
    await expect(mail).toContainText('robin.player@league.test');
    await expect(mail).toContainText('robin.parent@league.test');
    await settle(page);
    await mail.getByRole('button', { name: 'CANCEL' }).click();

    await registrant.getByRole('link', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(/\/admin\/updateRegistrant\/.+\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('City')).toHaveValue('Springfield');
    await page.getByLabel('City').fill('Shelbyville');
    await page.getByRole('button', { name: 'UPDATE REGISTRANT' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${encodeURIComponent(name).replace(/[()]/g, '\\$&')}$`));
    await expect(registrant).toContainText('Shelbyville');

    await registrant.getByRole('button', { name: 'DELETE' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await expect(page.getByTestId('registrant-row')).toHaveCount(0);
    await expect(page.getByText('No players have registered yet.')).toBeVisible();
  });
});
