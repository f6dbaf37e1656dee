import { expect, test, type Page } from './app-test';
import { adminSessionFor, openWithSessions, screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function closeByBackdrop(page: Page) {
  // the drawer slides in from the right; the backdrop covers the rest of the screen
  await page.mouse.click(40, 420);
}

test.describe('small-screen menu drawer', () => {
  test('the menu button opens the drawer and the backdrop closes it', async ({ page }) => {
    await page.goto('/rosters');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await screenshot(page, 'phone-visitor-closed');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const menu = drawer.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Info' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Register Your Team' })).toHaveAttribute('href', '/register');
    // a way home and to the open tournaments on a phone too
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('link', { name: 'Tournaments' })).toHaveAttribute('href', '/tournaments');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.waitForTimeout(300); // let the 200 ms transition finish before the picture
    await screenshot(page, 'phone-visitor-drawer');

    await closeByBackdrop(page);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the drawer has a named close button, and Home in it goes home', async ({ page }) => {
    await page.goto('/rosters');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(drawer).toBeHidden();
    // the footer is on every page, on a phone too
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Follow us on Facebook' }),
    ).toBeVisible();
  });

  test('following a link in the drawer navigates and closes it', async ({ page }) => {
    await page.goto('/rosters');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Info' }).click();
    await expect(page).toHaveURL(/\/info$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the admin navigation is a drawer on a phone too', async ({ page, request }) => {
    await openWithSessions(page, '/admin/venues', { admin: await adminSessionFor(request) });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'SUSPENDED PLAYERS' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'LEAGUE PLAY' })).toHaveAttribute(
      'href',
      '/admin/leagues/current',
    );
    await expect(drawer.getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    await page.waitForTimeout(300);
    await screenshot(page, 'phone-admin-drawer');
    await closeByBackdrop(page);
    await expect(drawer).toBeHidden();
    await screenshot(page, 'phone-admin-venues');
  });
});
