import { expect, test } from './app-test';
import {
  adminSessionFor,
  mainNav,
  openWithSessions,
  sharedCoach,
  skipWithoutChromium,
  storedItem,
} from './support';

skipWithoutChromium();

test.describe('sessions', () => {
  test('saved admin and coach sessions are restored after a reload', async ({ page, request }) => {
    const admin = await adminSessionFor(request);
    const coach = await sharedCoach(request);
    await openWithSessions(page, '/rosters', { admin, coach });
    await page.reload();
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Register Your Team' })).toHaveAttribute(
      'href',
      `/teamRegistration/${coach.coachId}`,
    );
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/registration');

    await page.goto('/admin/venues');
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/venues$/);
    await expect(nav.getByRole('link', { name: 'SUSPENDED PLAYERS' })).toBeVisible();
  });

  test('an expired saved session is cleared on load', async ({ page, request }) => {
    const admin = await adminSessionFor(request);
    const coach = await sharedCoach(request);
    await openWithSessions(page, '/admin/venues', {
      admin: { ...admin, expiresAt: Date.now() - 1000 },
      coach: { ...coach, expiresAt: Date.now() - 1000 },
    });
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedItem(page, 'adminSession')).toBeNull();
    expect(await storedItem(page, 'coachSession')).toBeNull();
    expect(await storedItem(page, 'id')).toBeNull();
  });

  test('the admin session ends by itself at its expiry', async ({ page, request }) => {
    const admin = await adminSessionFor(request);
    await openWithSessions(page, '/admin/venues', { admin: { ...admin, expiresAt: Date.now() + 4000 } });
    await expect(mainNav(page).getByRole('link', { name: 'VENUES' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 10_000 });
    expect(await storedItem(page, 'adminSession')).toBeNull();
  });

  test('the coach session ends by itself at its expiry', async ({ page, request }) => {
    const coach = await sharedCoach(request);
    await openWithSessions(page, `/teamRegistration/${coach.coachId}`, {
      coach: { ...coach, expiresAt: Date.now() + 4000 },
    });
    await expect(mainNav(page).getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/, { timeout: 10_000 });
    expect(await storedItem(page, 'id')).toBeNull();
  });
});
