import { expect, test } from './app-test';
import { adminSessionFor, screenshot, skipWithoutChromium, uniqueSuffix } from './support';
import {
  createOrg,
  expectNoSidewaysScroll,
  openSeeded,
  registerTeam,
  signUpCoach,
} from './tournament-support';

skipWithoutChromium();

test.use({ viewport: { width: 390, height: 844 } });

test.describe('tournament pages on a phone (390×844)', () => {
  test('registration form, welcome back, registered teams and conduct fit the screen', async ({
    page,
    request,
  }) => {
    const admin = await adminSessionFor(request);
    const coach = await signUpCoach(request);

    // the first-time form: the roster tables scroll inside themselves, the page does not
    await openSeeded(page, `/teamRegistration/${coach.coachId}`, { coach });
    // generous: the first page of a run also loads the lazy chunks on a busy machine
    await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Player 16 name').fill('Phone Player');
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'tournament-phone-registration');

    const { orgName } = await createOrg(request, admin);
    const team = `Phone Flyers ${uniqueSuffix()}`;
    await registerTeam(request, coach, {
      org: orgName,
      team,
      year: 2030,
      players: [{ name: 'Pocket Rocket' }],
    });
    await openSeeded(page, `/teamRegistration/${coach.coachId}`, { coach });
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'tournament-phone-welcome-back');

    await openSeeded(page, '/admin/registration', { admin });
    await expect(page.getByTestId('registered-team-row').filter({ hasText: team })).toBeAttached();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'tournament-phone-registered');
    await page
      .getByTestId('registered-team-row')
      .filter({ hasText: team })
      .getByRole('button', { name: 'View Roster' })
      .click();
    await expect(page.getByRole('dialog', { name: `${team} (2030)` })).toBeVisible();
    await page.waitForTimeout(300);
    await screenshot(page, 'tournament-phone-roster');
    await page.keyboard.press('Escape');

    await page.goto('/conduct');
    await expect(page.getByTestId('conduct-rules').getByRole('listitem')).toHaveCount(12);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'tournament-phone-conduct');
  });
});
