import { expect, test } from './app-test';
import { adminSessionFor, openWithSessions, sharedCoach, skipWithoutChromium } from './support';

skipWithoutChromium();

test.describe('route guards', () => {
  for (const path of [
    '/admin/venues',
    '/admin/venue/new',
    '/admin/orgs',
    '/admin/masterSchedule',
    '/games/new',
  ]) {
    test(`a visitor opening ${path} is sent to /admin/login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    });
  }

  for (const path of [
    '/teamRegistration/abc',
    '/admin/registerAnotherTeam/abc',
    '/admin/updateRegisteredTeam/a/b/2025',
  ]) {
    test(`a visitor opening ${path} is sent to /register`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/register$/);
    });
  }

  test('a coach is kept out of admin pages', async ({ page, request }) => {
    const coach = await sharedCoach(request);
    await openWithSessions(page, '/admin/venues', { coach });
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an admin page opens for an admin and sends anybody else to the admin login', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/suspended');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await openWithSessions(page, '/admin/suspended', { admin: await adminSessionFor(request) });
    await expect(page).toHaveURL(/\/admin\/suspended$/);
    await expect(page.getByTestId('not-found-text')).toHaveCount(0);
  });

  test('an admin may open coach pages', async ({ page, request }) => {
    await openWithSessions(page, '/teamRegistration/abc', { admin: await adminSessionFor(request) });
    await expect(page).toHaveURL(/\/teamRegistration\/abc$/);
  });
});
