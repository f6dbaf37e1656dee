import { expect, test, type APIRequestContext, type Page } from './app-test';
import { catchMail, LINK_PAGES, type MailCatcher } from './accounts-support';
import { pageOverflowsSideways, PHONE } from './league-play-support';
import { signUpCoach } from './tournament-support';
import {
  accountCallSlot,
  openWithSessions,
  screenshot,
  skipWithoutChromium,
  storedItem,
  type CoachAccount,
} from './support';

skipWithoutChromium();

// the contracts' messages (contracts/src/accounts/recovery.ts, staff.ts), as the pages show them
const FORGOT_ANSWER =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes.';
const RESET_LINK_INVALID =
  'This link to choose a new password is not valid any more: it was used, it expired, or a newer one was sent. Ask for a new one.';
const PASSWORD_CHANGED = 'Your password has been changed. Please log in with it.';
const CONFIRMATION_LINK_INVALID =
  'This confirmation link is not valid any more: it was used, it expired, or a newer one was sent.';
const EMAIL_CONFIRMED = 'Thank you: your email address is confirmed.';
const INVITATION_INVALID =
  'This invitation link is not valid any more. Ask an admin of the league to invite you again.';
const PASSWORD_RULE =
  'Password must be at least 8 charachters long, should contain uppercase and lowercase letters, and at least ONE number!';

const settle = (page: Page) => page.waitForTimeout(300);

async function coachLogin(request: APIRequestContext, email: string, password: string) {
  await accountCallSlot();
  return request.post('/api/admin/coachLogin', { data: { email, password } });
}

const accountOf = (request: APIRequestContext, token: string) =>
  request.get('/api/account', { headers: { Authorization: `Bearer ${token}` } });

test.describe.serial('account recovery, address confirmation and one’s own account', () => {
  test.use({ actionTimeout: 15_000 });
  let mail: MailCatcher;

  test.beforeAll(async () => {
    mail = await catchMail();
  });
  test.afterAll(async () => {
    await mail.stop();
  });

  test('a coach who forgot the password: the link under the login, the mail, a new password, a login with it', async ({
    page,
    request,
  }) => {
    const coach = await signUpCoach(request);
    const newPassword = 'Renewed1234';

    await page.goto('/register');
    await page
      .locator('#coach-login-form')
      .locator('..')
      .getByRole('link', { name: 'Forgot your password?' })
      .click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot Your Password?', level: 1 })).toBeVisible();
    const send = page.getByRole('button', { name: 'SEND THE LINK' });
    await expect(send).toBeDisabled();
    await page.getByLabel('E-Mail').fill(coach.email);
    await accountCallSlot();
    await send.click();
    await expect(page.getByTestId('answer-message')).toHaveText(FORGOT_ANSWER);
    await screenshot(page, 'recovery-forgot-sent');

    const { mail: resetMail, path } = await mail.linkTo(coach.email, LINK_PAGES.passwordReset);
    expect(resetMail.text).toContain('30 minutes');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Choose a New Password', level: 1 })).toBeVisible();
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirm = page.getByRole('textbox', { name: 'Confirm Password' });
    const change = page.getByRole('button', { name: 'CHANGE PASSWORD' });
    // the sign-up rule and message beside the password, the mismatch beside the confirmation
    await password.fill('weak');
    await password.blur();
    await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
    await password.fill(newPassword);
    await confirm.fill('Renewed12345');
    await confirm.blur();
    await expect(page.getByText('Passwords dont match!')).toBeVisible();
    await expect(change).toBeDisabled();
    await screenshot(page, 'recovery-reset-invalid');
    await confirm.fill(newPassword);
    await expect(change).toBeEnabled();
    await change.click();
    await expect(page.getByTestId('answer-message')).toHaveText(PASSWORD_CHANGED);
    await screenshot(page, 'recovery-reset-done');

    // a link works once
    await page.goto(path);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Another1234');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('Another1234');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(page.getByTestId('link-refused')).toHaveText(RESET_LINK_INVALID);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );

    // the old password no longer works; the new one logs in on /register
    expect((await coachLogin(request, coach.email, coach.password)).status()).toBe(401);
    await page.goto(path.replace(/\?.*/, ''));
    await expect(page.getByTestId('link-refused')).toHaveText(RESET_LINK_INVALID);
    await page.goto('/register');
    const login = page.locator('#coach-login-form');
    await login.getByLabel('E-Mail').fill(coach.email);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await accountCallSlot();
    await login.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(new RegExp(`/teamRegistration/${coach.coachId}$`));
  });

  test('the admin login leads to the same way to a new password', async ({ page }) => {
    await page.goto('/admin/login');
    const forgot = page.getByRole('main').getByRole('link', { name: 'Forgot your password?' });
    await expect(forgot).toHaveAttribute('href', '/forgot-password');
    await screenshot(page, 'recovery-admin-login');
    await forgot.click();
    await expect(page.getByRole('heading', { name: 'Forgot Your Password?', level: 1 })).toBeVisible();
  });

  test('a link that is missing, used or made up says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByTestId('link-refused')).toHaveText(RESET_LINK_INVALID);
    await page.goto('/staff/accept');
    await expect(page.getByTestId('link-refused')).toHaveText(INVITATION_INVALID);
    await page.goto('/confirm-email');
    await expect(page.getByTestId('link-refused')).toHaveText(CONFIRMATION_LINK_INVALID);
    await page.goto(`/confirm-email?token=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.nope`);
    await expect(page.getByTestId('link-refused')).toHaveText(CONFIRMATION_LINK_INVALID);
    await screenshot(page, 'recovery-confirm-invalid');
  });

  test('a coach confirms the address from the mail sent at sign-up, or asks for a new link on the account page', async ({
    page,
    request,
  }) => {
    const confirmed = await signUpCoach(request);
    const { path } = await mail.linkTo(confirmed.email, LINK_PAGES.emailConfirmation);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Confirm Your Email Address', level: 1 })).toBeVisible();
    await expect(page.getByTestId('answer-message')).toHaveText(EMAIL_CONFIRMED);
    await screenshot(page, 'recovery-confirmed');
    await openWithSessions(page, '/account', { coach: confirmed });
    await expect(page.getByTestId('account-email')).toContainText(confirmed.email);
    await expect(page.getByTestId('account-email')).toContainText('Confirmed');
    await expect(page.getByRole('button', { name: 'SEND A NEW CONFIRMATION LINK' })).toHaveCount(0);

    // another coach has not followed the link: the account page offers a new one
    const unconfirmed = await signUpCoach(request);
    const first = await mail.linkTo(unconfirmed.email, LINK_PAGES.emailConfirmation);
    await openWithSessions(page, '/account', { coach: unconfirmed });
    await expect(page.getByTestId('account-email')).toContainText('Not confirmed');
    await accountCallSlot();
    await page.getByRole('button', { name: 'SEND A NEW CONFIRMATION LINK' }).click();
    await expect(page.getByTestId('account-email').getByRole('status')).toHaveText(
      'We have sent a new confirmation link to your email address. It works for 7 days.',
    );
    await expect
      .poll(() => mail.received.filter((caught) => caught.to.includes(unconfirmed.email)).length, {
        timeout: 30_000,
      })
      .toBe(2);
    // the newer link replaced the first
    await page.goto(first.path);
    await expect(page.getByTestId('link-refused')).toHaveText(CONFIRMATION_LINK_INVALID);
  });

  test('the account page: a new name, a new password (this browser stays signed in), another browser signed out', async ({
    page,
    request,
  }) => {
    const coach: CoachAccount = await signUpCoach(request);
    // a second browser of the same coach
    const elsewhere = await coachLogin(request, coach.email, coach.password);
    expect(elsewhere.status()).toBe(200);
    const other = (await elsewhere.json()) as { token: string };

    await openWithSessions(page, '/account', { coach });
    await expect(page.getByRole('heading', { name: 'Your Account', level: 1 })).toBeVisible();
    await expect(page.getByTestId('account-role')).toHaveText('You are a coach.');
    const sessions = page.getByTestId('account-session');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText('This browser');
    await screenshot(page, 'account-coach');

    // sign the other browser out
    await sessions
      .nth(1)
      .getByRole('button', { name: /sign out/i })
      .click();
    await expect(sessions).toHaveCount(1);
    expect((await accountOf(request, other.token)).status()).toBe(401);

    // a new name
    const name = page.getByTestId('account-name').getByLabel('Your name');
    await name.fill('Casey Coach');
    await page.getByRole('button', { name: 'SAVE NAME' }).click();
    await expect(page.getByTestId('account-name').getByRole('status')).toHaveText('Your name is saved.');
    await page.reload();
    await expect(page.getByTestId('account-name').getByLabel('Your name')).toHaveValue('Casey Coach');

    // a new password: the current one is checked first, beside its field
    const form = page.getByTestId('account-password');
    await form.getByLabel('Current password').fill('NotMine123');
    await form.getByLabel(/^New password/).fill('Changed1234');
    await form.getByLabel('Confirm new password').fill('Changed1234');
    await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(form.getByText('Your current password is not correct.')).toBeVisible();
    await screenshot(page, 'account-wrong-current-password');
    await form.getByLabel('Current password').fill(coach.password);
    await form.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await expect(form.getByRole('status')).toHaveText('Your password is changed.');
    const saved = JSON.parse((await storedItem(page, 'coachSession')) ?? '{}') as { token?: string };
    expect(saved.token).toBeTruthy();
    expect(saved.token).not.toBe(coach.token);
    // this browser goes on with the new token
    await page.reload();
    await expect(page.getByTestId('account-session')).toHaveCount(1);
    expect((await accountOf(request, saved.token!)).status()).toBe(200);
    expect((await coachLogin(request, coach.email, 'Changed1234')).status()).toBe(200);

    // on a phone
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId('account-session').first()).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'account-coach-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await settle(page);
  });
});
