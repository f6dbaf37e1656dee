import { expect, test } from './app-test';
import { adminSessionFor, openWithSessions, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

test.describe('venues (admin)', () => {
  test('create, list, update and delete a venue', async ({ page, request }) => {
    const name = `Rink ${uniqueSuffix()}`;
    const renamed = `${name} North`;
    await openWithSessions(page, '/admin/venues', { admin: await adminSessionFor(request) });
    await expect(page.getByRole('heading', { name: 'Venues' })).toBeVisible();
    await screenshot(page, 'venues-before');

    // new venue: required fields, errors once touched, submit waits until valid
    await page.getByRole('link', { name: 'Add a New Venue' }).click();
    await expect(page).toHaveURL(/\/admin\/venue\/new$/);
    const venueName = page.getByLabel('Venue Name');
    const address = page.getByLabel('Address');
    const add = page.getByRole('button', { name: 'ADD VENUE' });
    await expect(add).toBeDisabled();
    await venueName.focus();
    await venueName.blur();
    await expect(page.getByText('Please enter a venue name.')).toBeVisible();
    await expect(page.getByText('Please enter an address.')).toHaveCount(0);
    await screenshot(page, 'venue-new-invalid');
    await venueName.fill(name);
    await address.fill('12 Faceoff Lane, Springfield');
    await expect(add).toBeEnabled();
    await add.click();

    await expect(page).toHaveURL(/\/admin\/venues$/);
    const row = page.getByTestId('venue-row').filter({ hasText: name });
    await expect(row).toContainText('12 Faceoff Lane, Springfield');
    await expect(page.getByRole('columnheader', { name: 'Venue Name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Address' })).toBeVisible();
    await screenshot(page, 'venues-listed');

    // update: preloaded, saved with the loaded version, back to the list
    await row.getByRole('link', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(/\/admin\/updateVenue\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Venue Name')).toHaveValue(name);
    await expect(page.getByLabel('Address')).toHaveValue('12 Faceoff Lane, Springfield');
    await page.getByLabel('Venue Name').fill(renamed);
    await screenshot(page, 'venue-update');
    await page.getByRole('button', { name: 'UPDATE VENUE' }).click();
    await expect(page).toHaveURL(/\/admin\/venues$/);
    const renamedRow = page.getByTestId('venue-row').filter({ hasText: renamed });
    await expect(renamedRow).toBeVisible();

    // delete asks 'Are you sure?' first; CANCEL keeps the venue
    await renamedRow.getByRole('button', { name: 'DELETE' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await page.waitForTimeout(300);
    await screenshot(page, 'venue-delete-confirm');
    await confirm.getByRole('button', { name: 'CANCEL' }).click();
    await expect(confirm).toBeHidden();
    await expect(renamedRow).toBeVisible();

    await renamedRow.getByRole('button', { name: 'DELETE' }).click();
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('venue-row').filter({ hasText: renamed })).toHaveCount(0);
  });

  test('a stale edit is refused and shown in the error modal', async ({ page, request }) => {
    const admin = await adminSessionFor(request);
    const auth = { Authorization: `Bearer ${admin.token}` };
    const created = await request.post('/api/admin/createVenue', {
      headers: auth,
      data: { venueName: `Arena ${uniqueSuffix()}`, venueAddress: '1 Main St' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { venueId } = (await created.json()) as { venueId: string };

    await openWithSessions(page, `/admin/updateVenue/${venueId}`, { admin });
    await expect(page.getByLabel('Address')).toHaveValue('1 Main St');
    // another admin saves first, from the venue as created (version 0), as this page has it
    const other = await request.patch(`/api/admin/${venueId}/updateVenue`, {
      headers: { ...auth, 'If-Match': '0' },
      data: { venueAddress: '2 Main St' },
    });
    expect(other.ok(), await other.text()).toBe(true);

    await page.getByLabel('Address').fill('3 Main St');
    await page.getByRole('button', { name: 'UPDATE VENUE' }).click();
    const modal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(modal.getByTestId('error-message')).not.toBeEmpty();
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/updateVenue/${venueId}$`));
  });
});
