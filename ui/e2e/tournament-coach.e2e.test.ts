import { expect, test, type Page } from './app-test';
import {
  accountCallSlot,
  adminSessionFor,
  COACH_PASSWORD,
  newCoachEmail,
  screenshot,
  sharedCoach,
  skipWithoutChromium,
  storedItem,
  uniqueSuffix,
} from './support';
import { createOrg, openSeeded, readCoachTeam, settle } from './tournament-support';

skipWithoutChromium();

const ROSTER = Array.from({ length: 30 }, (_, index) => ({
  name: `Player ${String(index + 1).padStart(2, '0')} Skater`,
  number: String((index * 3) % 100),
  BY: String(2000 + (index % 10)),
}));

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const box = (page: Page, slot: number, flag: 'goalie' | 'taxi' | 'active') =>
  page.getByRole('checkbox', { name: `Player ${slot} ${flag}` });

async function fillTeamFields(page: Page, org: string, team: string, year: string) {
  await chooseOption(page, 'Organization', org);
  await page.getByLabel('Head Coach').fill('Alex Original');
  await page.getByLabel('Assistant Coach(es)').fill('Jordan Helper, Casey Second');
  await page.getByLabel('Team Name').fill(team);
  await chooseOption(page, 'Tournament Year', year);
}

test.describe('coach: sign-up, first registration, welcome back, edit, another team', () => {
  test('the whole coach flow with a full 30-player roster', async ({ page, request }) => {
    test.setTimeout(240_000);
    const admin = await adminSessionFor(request);
    const { orgName } = await createOrg(request, admin, `Springfield Ball Hockey ${uniqueSuffix()}`);
    const team = `Blades ${uniqueSuffix()}`;

    // sign up through /register: it leads to the first-time registration form (reading the seeded org)
    await openSeeded(page, '/register', {});
    const signUp = page.locator('#coach-signup-form');
    await signUp.getByLabel('E-Mail').fill(newCoachEmail());
    await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(COACH_PASSWORD);
    await signUp.getByLabel('Confirm Password').fill(COACH_PASSWORD);
    await accountCallSlot();
    await signUp.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(page).toHaveURL(/\/teamRegistration\/[0-9a-f-]{36}$/);
    const coachId = (await storedItem(page, 'id')) ?? '';
    await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
    await expect(page.getByText('Welcome back!')).toHaveCount(0);

    // the year defaults to 2024 and offers 2022..2038; two roster tables of 15
    await expect(page.getByRole('combobox', { name: 'Tournament Year', exact: true })).toHaveValue('2024');
    await page.getByRole('combobox', { name: 'Tournament Year', exact: true }).click();
    await expect(page.getByRole('option')).toHaveCount(17);
    await expect(page.getByRole('option').first()).toHaveText('2022');
    await expect(page.getByRole('option').last()).toHaveText('2038');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('roster-table-1').locator('tbody tr')).toHaveCount(15);
    await expect(page.getByTestId('roster-table-16').locator('tbody tr')).toHaveCount(15);

    // no organization: the alert of docs/rules.md §5, nothing sent
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect.poll(() => alerts).toEqual(['You must select an Organization!']);

    // the organization dropdown lists each name once
    await page.getByRole('combobox', { name: 'Organization', exact: true }).click();
    await expect(page.getByRole('option', { name: orgName, exact: true })).toHaveCount(1);
    await page.keyboard.press('Escape');

    await fillTeamFields(page, orgName, team, '2025');
    // number 0-99 and a numeric birth year, checked once touched
    await page.getByLabel('Player 1 number').fill('100');
    await page.getByLabel('Player 1 number').blur();
    await expect(page.getByText('A player number is a whole number from 0 to 99.')).toBeVisible();
    await page.getByLabel('Player 1 BY').fill('abc');
    await page.getByLabel('Player 1 BY').blur();
    await expect(page.getByText('A birth year (BY) is a year such as 2008.')).toBeVisible();
    await screenshot(page, 'tournament-registration-errors');

    for (const [index, player] of ROSTER.entries()) {
      const slot = index + 1;
      await page.getByLabel(`Player ${slot} name`).fill(player.name);
      await page.getByLabel(`Player ${slot} number`).fill(player.number);
      await page.getByLabel(`Player ${slot} BY`).fill(player.BY);
      if (slot <= 28) await box(page, slot, 'active').check();
    }
    await box(page, 1, 'goalie').check();
    await box(page, 30, 'taxi').check();
    // a ticked box cannot be cleared
    await box(page, 1, 'goalie').click();
    await expect(box(page, 1, 'goalie')).toBeChecked();
    await expect(page.getByText('A player number is a whole number from 0 to 99.')).toHaveCount(0);
    await screenshot(page, 'tournament-registration-filled');

    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank You!' });
    await expect(thanks).toBeVisible();
    await settle(page);
    await screenshot(page, 'tournament-registration-thank-you');
    await thanks.getByRole('button', { name: 'OKAY' }).click();
    // after a first registration OKAY goes home
    await expect(page).toHaveURL(/\/$/);

    // recorded as entered: all 30 players
    const coach = {
      coachId,
      token: (JSON.parse((await storedItem(page, 'coachSession')) ?? '{}') as { token: string }).token,
    };
    const lastWrite = () => page.evaluate(() => sessionStorage.getItem('minReadPosition'));
    const recorded = await readCoachTeam(request, coach, team, 2025, await lastWrite());
    expect(recorded.name30).toBe(ROSTER[29]?.name);
    expect(recorded.number17).toBe(Number(ROSTER[16]?.number));
    expect(recorded.BY9).toBe(Number(ROSTER[8]?.BY));
    expect(recorded.playerIsGoalie1).toBe(true);
    expect(recorded.playerIsTaxi30).toBe(true);
    expect(recorded.playerIsActive29).toBe(false);

    // welcome back: the table and its links
    await page.goto(`/teamRegistration/${coachId}`);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    for (const header of ['Year', 'Organization', 'Team Name', 'Head Coach', 'Assistant Coaches']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const row = page.getByTestId('coach-team-row').filter({ hasText: team });
    await expect(row).toContainText('2025');
    await expect(row).toContainText(orgName);
    await expect(row).toContainText('Alex Original');
    await screenshot(page, 'tournament-welcome-back');

    // edit: preloaded; a blank head coach keeps the original; ticked boxes stay ticked
    await row.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/updateRegisteredTeam/${coachId}/${encodeURIComponent(team)}/2025$`),
    );
    await expect(page.getByRole('heading', { name: 'Edit Your Team' })).toBeVisible();
    await expect(page.getByLabel('Team Name')).toHaveValue(team);
    await expect(page.getByLabel('Player 12 name')).toHaveValue(ROSTER[11]?.name ?? '');
    await expect(box(page, 1, 'goalie')).toBeChecked();
    await page.getByLabel('Head Coach').fill('');
    await page.getByLabel('Player 3 name').fill('Renamed Third Player');
    await page.getByLabel('Player 3 number').fill('77');
    await box(page, 5, 'active').click();
    await expect(box(page, 5, 'active')).toBeChecked();
    await box(page, 29, 'active').check();
    await screenshot(page, 'tournament-edit');
    await page.getByRole('button', { name: 'UPDATE' }).click();
    const edited = page.getByRole('dialog', { name: 'Thank You!' });
    await expect(edited).toContainText('Your team has successfully been edited. Thanks!');
    await edited.getByRole('button', { name: 'OKAY' }).click();
    await expect(page).toHaveURL(new RegExp(`/teamRegistration/${coachId}$`));
    await expect(page.getByTestId('coach-team-row').filter({ hasText: team })).toContainText('Alex Original');

    const afterEdit = await readCoachTeam(request, coach, team, 2025, await lastWrite());
    expect(afterEdit.headCoach).toBe('Alex Original');
    expect(afterEdit.name3).toBe('Renamed Third Player');
    expect(afterEdit.number3).toBe(77);
    expect(afterEdit.playerIsActive5).toBe(true);
    expect(afterEdit.playerIsActive29).toBe(true);
    expect(afterEdit.playerIsGoalie1).toBe(true);

    // register another team: OKAY comes back to the coach's teams
    await page.getByRole('link', { name: 'REGISTER ANOTHER TEAM' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/registerAnotherTeam/${coachId}$`));
    const second = `${team} Juniors`;
    await fillTeamFields(page, orgName, second, '2026');
    await page.getByLabel('Player 1 name').fill('Only Player');
    await page.getByLabel('Player 1 number').fill('9');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const thanksAgain = page.getByRole('dialog', { name: 'Thank You!' });
    await thanksAgain.getByRole('button', { name: 'OKAY' }).click();
    await expect(page).toHaveURL(new RegExp(`/teamRegistration/${coachId}$`));
    await expect(page.getByTestId('coach-team-row')).toHaveCount(2);

    // the same team and year twice: the failure wording of docs/rules.md §8
    await page.getByRole('link', { name: 'REGISTER ANOTHER TEAM' }).click();
    await fillTeamFields(page, orgName, second, '2026');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const failure = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(failure.getByTestId('error-message')).toHaveText(
      'ERROR: You have already registered this team for this tournament year.: Something went wrong with registering another team.',
    );
    await settle(page);
    await screenshot(page, 'tournament-register-another-duplicate');
  });

  test("another coach's teams and a missing team answer in the 'An Error Occurred!' modal", async ({
    page,
    request,
  }) => {
    const coach = await sharedCoach(request);
    const stranger = '00000000-0000-4000-8000-000000000099';
    await openSeeded(page, `/teamRegistration/${stranger}`, { coach });
    const modal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(modal.getByTestId('error-message')).not.toBeEmpty();
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(modal).toBeHidden();

    await page.goto(
      `/admin/updateRegisteredTeam/${coach.coachId}/${encodeURIComponent('No Such Team')}/2025`,
    );
    await expect(modal.getByTestId('error-message')).toHaveText('Registered team not found.');
    await expect(page.getByText('This team could not be loaded.')).toBeVisible();
  });
});
