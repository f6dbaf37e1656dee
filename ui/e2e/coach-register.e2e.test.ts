import { expect, test, type Page } from './app-test';
import {
  accountCallSlot,
  COACH_PASSWORD,
  mainNav,
  newCoachEmail,
  screenshot,
  sharedCoach,
  skipWithoutChromium,
  storedItem,
} from './support';

skipWithoutChromium();

const signUpForm = (page: Page) => page.locator('#coach-signup-form');
const loginForm = (page: Page) => page.locator('#coach-login-form');

async function signUp(page: Page, email: string, password: string, confirm: string, reachesServer = true) {
  const form = signUpForm(page);
  await form.getByLabel('E-Mail').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(confirm);
  if (reachesServer) await accountCallSlot();
  await form.getByRole('button', { name: 'SIGN UP' }).click();
}

async function expectErrorModal(page: Page, message: string) {
  const modal = page.getByRole('dialog', { name: 'An Error Occurred!' });
  await expect(modal.getByTestId('error-message')).toHaveText(message);
  return modal;
}

test.describe('coach sign-up and login on /register', () => {
  test('sign-up checks that the passwords match, then their strength', async ({ page }) => {
    await page.goto('/register');
    await screenshot(page, 'register-page');
    const email = newCoachEmail();

    // both rules broken: the match is checked first
    await signUp(page, email, 'weak', 'different', false);
    let modal = await expectErrorModal(page, 'Passwords dont match!');
    await page.waitForTimeout(300);
    await screenshot(page, 'signup-mismatch');
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(modal).toBeHidden();

    await signUp(page, email, 'weakpassword', 'weakpassword', false);
    modal = await expectErrorModal(
      page,
      'Password must be at least 8 charachters long, should contain uppercase and lowercase letters, and at least ONE number!',
    );
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a successful sign-up stores the coach session and opens the team registration', async ({ page }) => {
    await page.goto('/register');
    await signUp(page, newCoachEmail(), COACH_PASSWORD, COACH_PASSWORD);
    await expect(page).toHaveURL(/\/teamRegistration\/[0-9a-f-]{36}$/);
    const coachId = await storedItem(page, 'id');
    expect(page.url()).toContain(`/teamRegistration/${coachId}`);
    await expect(mainNav(page).getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    await screenshot(page, 'coach-after-signup');
  });

  test('signing up twice with one address shows the server message', async ({ page, request }) => {
    const coach = await sharedCoach(request);
    await page.goto('/register');
    await signUp(page, coach.email, COACH_PASSWORD, COACH_PASSWORD);
    const modal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(modal.getByTestId('error-message')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password shows the message; "Forgot your password?" leads to a new password by e-mail', async ({
    page,
    request,
  }) => {
    const coach = await sharedCoach(request);
    await page.goto('/register');
    const form = loginForm(page);
    await form.getByLabel('E-Mail').fill(coach.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('WrongPassword9');
    await accountCallSlot();
    await form.getByRole('button', { name: 'LOGIN' }).click();

    const modal = await expectErrorModal(page, 'Password is incorrect.  Try again.');
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(modal).toBeHidden();

    const forgot = page.getByRole('link', { name: 'Forgot your password?' });
    await expect(forgot).toBeVisible();
    await screenshot(page, 'coach-login-forgot-password');
    await forgot.click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Your Password?', level: 1 })).toBeVisible();
  });

  test('login validates like the admin login, succeeds into the team registration and survives a reload', async ({
    page,
    request,
  }) => {
    const coach = await sharedCoach(request);
    await page.goto('/register');
    const form = loginForm(page);
    const login = form.getByRole('button', { name: 'LOGIN' });
    await expect(login).toBeDisabled();
    await form.getByLabel('E-Mail').fill('nope');
    await form.getByLabel('E-Mail').blur();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();

    await form.getByLabel('E-Mail').fill(coach.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(coach.password);
    await accountCallSlot();
    await login.click();
    await expect(page).toHaveURL(new RegExp(`/teamRegistration/${coach.coachId}$`));
    expect(await storedItem(page, 'id')).toBe(coach.coachId);
    const saved = JSON.parse((await storedItem(page, 'coachSession')) ?? 'null') as {
      expiresAt: number;
    } | null;
    const minutesLeft = ((saved?.expiresAt ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60.5);

    // the saved session is restored after a reload
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/teamRegistration/${coach.coachId}$`));
    await expect(mainNav(page).getByRole('button', { name: 'LOGOUT' })).toBeVisible();
  });
});
