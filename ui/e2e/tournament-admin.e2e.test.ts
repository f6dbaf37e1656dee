import { expect, test } from './app-test';
import { adminSessionFor, screenshot, skipWithoutChromium, uniqueSuffix } from './support';
import { createLeague, createTeam, leagueApi, toggleTeam, uniqueName } from './league-play-support';
import { catchMail, LINK_PAGES } from './accounts-support';
import { createOrg, noteSeeded, openSeeded, registerTeam, settle, signUpCoach } from './tournament-support';

skipWithoutChromium();

test.describe('registered and archived teams (admin)', () => {
  test('filter by year, view a roster, mark players committed, archive and restore, e-mail the coaches', async ({
    page,
    request,
  }) => {
    const admin = await adminSessionFor(request);
    // the coach follows the link mailed at sign-up: the league's mail goes to confirmed addresses only
    const mailbox = await catchMail();
    const coach = await signUpCoach(request);
    try {
      const { path } = await mailbox.linkTo(coach.email, LINK_PAGES.emailConfirmation);
      const token = new URL(path, 'http://localhost').searchParams.get('token');
      const confirmed = await request.post('/api/account/verifyEmail', { data: { token } });
      expect(confirmed.status(), await confirmed.text()).toBe(200);
    } finally {
      await mailbox.stop();
    }
    const { orgName } = await createOrg(request, admin);
    const team = `Comets ${uniqueSuffix()}`;
    const other = `Rockets ${uniqueSuffix()}`;
    await registerTeam(request, coach, {
      org: orgName,
      team,
      year: 2028,
      players: [
        { name: 'Gina Goalie', number: 1, BY: 2005, goalie: true },
        { name: 'Tom Taxi', number: 22, BY: 2006, taxi: true },
        { name: 'Ivan Inactive', number: 33, BY: 2007, active: false },
        { name: 'Alice Active', number: 44, BY: 2008 },
      ],
    });
    await registerTeam(request, coach, {
      org: orgName,
      team: other,
      year: 2035,
      players: [{ name: 'Solo One' }],
    });

    await openSeeded(page, '/admin/registration', { admin });
    await expect(page.getByRole('heading', { name: 'Registered Teams' })).toBeVisible();
    await expect(page.getByTestId('registered-team-row').filter({ hasText: team })).toBeVisible();
    await expect(page.getByTestId('registered-team-row').filter({ hasText: other })).toBeVisible();

    // the year filter: 2024..2035, each labelled with its own value
    await page.getByRole('combobox', { name: 'Year', exact: true }).click();
    const years = await page.getByRole('option').allTextContents();
    expect(years).toEqual(['All Years', ...Array.from({ length: 12 }, (_, i) => String(2024 + i))]);
    await page.getByRole('option', { name: '2028', exact: true }).click();
    await expect(page.getByTestId('registered-team-row').filter({ hasText: team })).toBeVisible();
    await expect(page.getByTestId('registered-team-row').filter({ hasText: other })).toHaveCount(0);
    await screenshot(page, 'tournament-admin-registered-2028');
    await page.getByRole('combobox', { name: 'Year', exact: true }).click();
    await page.getByRole('option', { name: '2035', exact: true }).click();
    await expect(page.getByTestId('registered-team-row').filter({ hasText: other })).toBeVisible();
    await expect(page.getByTestId('registered-team-row').filter({ hasText: team })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Year', exact: true }).click();
    await page.getByRole('option', { name: '2028', exact: true }).click();

    // View Roster: legend, (G), (T), INACTIVE, Committed, active count
    const row = page.getByTestId('registered-team-row').filter({ hasText: team });
    await row.getByRole('button', { name: 'View Roster' }).click();
    const roster = page.getByRole('dialog', { name: `${team} (2028)` });
    await expect(roster.getByTestId('roster-legend')).toHaveText('(G)=Goalie, (T)=Taxi Squad');
    await expect(roster.getByTestId('active-count')).toHaveText('Active Players: 3');
    await expect(roster.getByTestId('roster-player').filter({ hasText: 'Gina Goalie (G)' })).toBeVisible();
    await expect(roster.getByTestId('roster-player').filter({ hasText: 'Tom Taxi (T)' })).toBeVisible();
    await expect(roster.getByTestId('roster-player').filter({ hasText: 'Ivan Inactive' })).toContainText(
      'INACTIVE',
    );
    await expect(roster.getByTestId('roster-player').filter({ hasText: 'Alice Active' })).not.toContainText(
      'INACTIVE',
    );
    await expect(roster.getByTestId('roster-player').filter({ hasText: 'Alice Active' })).toContainText('No');
    await settle(page);
    await screenshot(page, 'tournament-admin-roster-modal');
    await page.keyboard.press('Escape');
    await expect(roster).toBeHidden();

    // the tournament roster view: tick committed players, save, the list reloads with them
    await page.getByText('Tournament Rosters').click();
    const card = page.getByTestId('tournament-roster').filter({ hasText: team });
    await card.getByRole('checkbox', { name: 'Gina Goalie committed' }).check();
    await card.getByRole('checkbox', { name: 'Alice Active committed' }).check();
    await screenshot(page, 'tournament-admin-committed');
    await card.getByRole('button', { name: 'SAVE COMMITTED' }).click();
    await expect(card.getByText('Committed: 2 / 4')).toBeVisible();
    await expect(card.getByRole('button', { name: 'SAVE COMMITTED' })).toBeDisabled();
    await page.reload();
    await page.getByRole('combobox', { name: 'Year', exact: true }).click();
    await page.getByRole('option', { name: '2028', exact: true }).click();
    await page
      .getByTestId('registered-team-row')
      .filter({ hasText: team })
      .getByRole('button', { name: 'View Roster' })
      .click();
    await expect(roster.getByTestId('roster-player').filter({ hasText: 'Alice Active' })).toContainText(
      'Yes',
    );
    await expect(roster.getByTestId('roster-player').filter({ hasText: 'Tom Taxi' })).toContainText('No');
    await page.keyboard.press('Escape');

    // Send an Email: the shared dialog with the coaches' addresses
    await page.getByRole('button', { name: 'Send an Email' }).click();
    const mail = page.getByRole('dialog', { name: 'Send an Email' });
    await expect(mail).toContainText(coach.email);
    await settle(page);
    await screenshot(page, 'tournament-admin-email');
    await mail.getByRole('button', { name: 'CANCEL' }).click();
    await expect(mail).toBeHidden();

    // Archive Team asks first; the team moves to the archived list and back
    await page
      .getByTestId('registered-team-row')
      .filter({ hasText: team })
      .getByRole('button', { name: 'Archive Team' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'ARCHIVE' }).click();
    await expect(page.getByTestId('registered-team-row').filter({ hasText: team })).toHaveCount(0);

    await page.goto('/admin/archived');
    const archived = page.getByTestId('archived-team-row').filter({ hasText: team });
    await expect(archived).toBeVisible();
    for (const header of ['Year', 'Organization', 'Team Name', 'Head Coach', 'Assistant Coaches']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'View Previous Teams' })).toBeVisible();
    await screenshot(page, 'tournament-admin-archived');
    await archived.getByRole('button', { name: 'View Roster' }).click();
    await expect(page.getByRole('dialog', { name: `${team} (2028)` }).getByTestId('active-count')).toHaveText(
      'Active Players: 3',
    );
    await page.keyboard.press('Escape');
    await archived.getByRole('button', { name: 'Move To Current' }).click();
    await confirm.getByRole('button', { name: 'MOVE TO CURRENT' }).click();
    await expect(page.getByTestId('archived-team-row').filter({ hasText: team })).toHaveCount(0);
    // no other test archives registered teams: the list is empty again
    await expect(page.getByText('No Archived Teams!')).toBeVisible();

    await page.goto('/admin/registration');
    await expect(page.getByTestId('registered-team-row').filter({ hasText: team })).toBeVisible();
  });

  test("'View Previous Teams' lists the league's archived teams and opens a team's history", async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const leagueName = uniqueName('Winter League');
    const leagueId = await createLeague(api, { leagueName, session: 'Winter', year: 2024 });
    const teamName = uniqueName('Old Timers');
    const teamId = await createTeam(api, { leagueId, teamName });
    await toggleTeam(api, teamId);
    noteSeeded(api.lastPosition);

    await openSeeded(page, '/admin/archived', { admin: await adminSessionFor(request) });
    await page.getByRole('combobox', { name: 'View Previous Teams' }).click();
    const option = page.getByRole('option', {
      name: `${teamName} — ${leagueName}, Winter 2024`,
      exact: true,
    });
    await expect(option).toBeVisible();
    await screenshot(page, 'tournament-admin-previous-teams');
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/history/${teamId}$`));
  });
});
