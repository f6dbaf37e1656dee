import { expect, test } from '@playwright/test';
import {
  ADMIN,
  adminSessionFor,
  mainNav,
  openWithSessions,
  signUpCoach,
  skipWithoutChromium,
  storedItem,
} from './support';

skipWithoutChromium();

test.describe('sessions', () => {
  test('an admin session survives a reload', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-Mail').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/admin\/registration$/);

    await page.goto('/admin/venues');
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/venues$/);
    await expect(mainNav(page).getByRole('link', { name: 'SUSPENDED PLAYERS' })).toBeVisible();
  });

  test('a coach session survives a reload', async ({ page, request }) => {
    const coach = await signUpCoach(request);
    await page.goto('/register');
    const form = page.locator('#coach-login-form');
    await form.getByLabel('E-Mail').fill(coach.email);
    await form.getByLabel('Password', { exact: true }).fill(coach.password);
    await form.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(new RegExp(`/teamRegistration/${coach.coachId}$`));

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/teamRegistration/${coach.coachId}$`));
    await expect(mainNav(page).getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  });

  test('an expired saved session is cleared on load', async ({ page, request }) => {
    const admin = await adminSessionFor(request);
    const coach = await signUpCoach(request);
    await openWithSessions(page, '/admin/venues', {
      admin: { ...admin, expiresAt: Date.now() - 1000 },
      coach: { ...coach, expiresAt: Date.now() - 1000 },
    });
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedItem(page, 'adminSession')).toBeNull();
    expect(await storedItem(page, 'coachSession')).toBeNull();
    expect(await storedItem(page, 'id')).toBeNull();
  });

  test('the session ends by itself at its expiry', async ({ page, request }) => {
    const admin = await adminSessionFor(request);
    await openWithSessions(page, '/admin/venues', { admin: { ...admin, expiresAt: Date.now() + 4000 } });
    await expect(mainNav(page).getByRole('link', { name: 'VENUES' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 10_000 });
    expect(await storedItem(page, 'adminSession')).toBeNull();
  });
});
