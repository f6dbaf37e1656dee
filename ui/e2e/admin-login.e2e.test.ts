import { expect, test } from './app-test';
import { accountCallSlot, ADMIN, mainNav, screenshot, skipWithoutChromium, storedItem } from './support';

skipWithoutChromium();

test.describe('admin login', () => {
  test('shows the notices and validates each field once it was touched', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await expect(page.getByText('FOR ADMIN USE ONLY!!')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'REGISTER YOUR TEAM' })).toHaveAttribute(
      'href',
      '/register',
    );

    const email = page.getByLabel('E-Mail');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const login = page.getByRole('button', { name: 'LOGIN' });
    await expect(login).toBeDisabled();

    // typing alone shows nothing; leaving the field does
    await email.fill('not-an-address');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await email.blur();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please enter a valid password.')).toHaveCount(0);

    await password.fill('short');
    await password.blur();
    await expect(page.getByText('Please enter a valid password.')).toBeVisible();
    await expect(login).toBeDisabled();
    await screenshot(page, 'admin-login-invalid');

    await email.fill(ADMIN.email);
    await password.fill('longer-but-wrong');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
    await expect(page.getByText('Please enter a valid password.')).toHaveCount(0);
    await expect(login).toBeEnabled();
  });

  test('a wrong password shows the server message in the error modal', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-Mail').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('WrongPassword1');
    await accountCallSlot();
    await page.getByRole('button', { name: 'LOGIN' }).click();

    const modal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('error-message')).not.toBeEmpty();
    await page.waitForTimeout(300);
    await screenshot(page, 'admin-login-wrong-password');
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedItem(page, 'adminSession')).toBeNull();
  });

  test('success stores the admin session, goes to /admin/registration and survives a reload', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-Mail').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await accountCallSlot();
    await page.getByRole('button', { name: 'LOGIN' }).click();

    await expect(page).toHaveURL(/\/admin\/registration$/);
    await expect(mainNav(page).getByRole('link', { name: 'REGISTERED TEAMS' })).toBeVisible();
    const saved = JSON.parse((await storedItem(page, 'adminSession')) ?? 'null') as {
      token: string;
      expiresAt: number;
    } | null;
    expect(saved?.token).toBeTruthy();
    // five hours, as the server says (allow for clock and network slack)
    const hoursLeft = ((saved?.expiresAt ?? 0) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(4.9);
    expect(hoursLeft).toBeLessThanOrEqual(5.01);
    await screenshot(page, 'admin-after-login');

    // the saved session is restored after a reload
    await page.goto('/admin/venues');
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/venues$/);
    await expect(mainNav(page).getByRole('link', { name: 'SUSPENDED PLAYERS' })).toBeVisible();
  });
});
