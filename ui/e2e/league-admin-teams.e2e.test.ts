import { expect, test } from './app-test';
import { createLeague, createTeam, leagueApi, rosterOf, uniqueName } from './league-play-support';
import { areYouSure, confirmWith, openAsAdminAfterWrites, pick, settle } from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

const enc = encodeURIComponent;

test.describe('league play admin: leagues, teams, rosters and players', () => {
  test.use({ actionTimeout: 15_000 });

  test('the admin hub lists current leagues; a league is updated and archived', async ({ page, request }) => {
    const api = await leagueApi(request);
    const leagueName = uniqueName('Harbour');
    await createLeague(api, { leagueName, divisionName: 'Open', session: 'Fall', year: 2026 });
    await openAsAdminAfterWrites(page, request, '/admin/leagues/current', api);
    const card = page.getByTestId('league-card').filter({ hasText: leagueName });
    await expect(card).toContainText('Open · Fall 2026');
    for (const link of ['TEAMS', 'ADD TEAM', 'SCHEDULE', 'STANDINGS', 'EDIT']) {
      await expect(card.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(card.getByRole('link', { name: 'TEAMS' })).toHaveAttribute(
      'href',
      `/admin/${enc(leagueName)}/Open/Fall/2026/teams`,
    );
    for (const [link, href] of [
      ['Master Schedule', '/admin/masterSchedule'],
      ['Venues', '/admin/venues'],
      ['Videos', '/admin/videos'],
      ['News', '/admin/news'],
      ['Mail Outbox', '/admin/mail/outbox'],
      ['Suspended Players', '/admin/suspended'],
    ] as const) {
      await expect(page.getByRole('link', { name: link, exact: true })).toHaveAttribute('href', href);
    }
    await screenshot(page, 'league-admin-hub');

    // the title link 'Admin' leads here
    await page.goto('/admin/venues');
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leagues\/current$/);

    // update: preloaded, errors once touched, saved with its version
    await card.getByRole('link', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(/\/admin\/updateLeague\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('League Name')).toHaveValue(leagueName);
    await expect(page.getByLabel('Division (optional)')).toHaveValue('Open');
    await page.getByLabel('Year').fill('26');
    await page.getByLabel('Year').blur();
    await expect(page.getByText('Please enter a year from 2000 to 2100.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'UPDATE LEAGUE' })).toBeDisabled();
    await page.getByLabel('Year').fill('2027');
    await page.getByLabel('Session').fill('Winter');
    await page.getByRole('button', { name: 'UPDATE LEAGUE' }).click();
    await expect(page).toHaveURL(/\/admin\/leagues\/current$/);
    await expect(card).toContainText('Open · Winter 2027');

    // archive asks first; CANCEL keeps the league
    await card.getByRole('button', { name: 'ARCHIVE' }).click();
    await expect(areYouSure(page)).toBeVisible();
    await areYouSure(page).getByRole('button', { name: 'CANCEL' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'ARCHIVE' }).click();
    await confirmWith(page, 'ARCHIVE');
    await expect(card).toHaveCount(0);
  });

  test('the current team page: links, update, Archive and DELETE, its empty and error states', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const leagueName = uniqueName('Current');
    const leagueId = await createLeague(api, { leagueName, session: 'Spring', year: 2026 });
    const teamName = uniqueName('Comets');
    const teamId = await createTeam(api, { leagueId, teamName });
    await openAsAdminAfterWrites(page, request, '/admin/team/current', api);
    const current = page.getByTestId('current-team');
    await expect(current).toContainText(teamName);
    await expect(current).toContainText(`${leagueName} · 2026`);
    await expect(current.getByRole('link', { name: 'PLAYERS' })).toHaveAttribute(
      'href',
      `/admin/${enc(teamName)}/2026/players`,
    );
    await screenshot(page, 'league-admin-current-team');

    await current.getByRole('link', { name: 'UPDATE' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/updateTeam/${teamId}$`));
    await expect(page.getByLabel('Team Name')).toHaveValue(teamName);
    await page.getByLabel('Team Name').fill(`${teamName} II`);
    await page.getByRole('button', { name: 'UPDATE TEAM' }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByTestId('team-row').filter({ hasText: `${teamName} II` })).toBeVisible();

    // DELETE asks first, then the team is gone
    await page.goto('/admin/team/current');
    await expect(current).toContainText(`${teamName} II`);
    await current.getByRole('button', { name: 'DELETE' }).click();
    await settle(page);
    await screenshot(page, 'league-admin-current-team-delete');
    await confirmWith(page, 'DELETE');
    await expect(page.getByText(`${teamName} II`)).toHaveCount(0);

    // Archive: the team stops being the current one
    const archived = uniqueName('Meteors');
    await createTeam(api, { leagueId, teamName: archived });
    await openAsAdminAfterWrites(page, request, '/admin/team/current', api);
    await expect(current).toContainText(archived);
    await current.getByRole('button', { name: 'Archive' }).click();
    await confirmWith(page, 'ARCHIVE');
    await expect(page.getByText(archived)).toHaveCount(0);

    // the empty state and a failed load, as the server would answer them
    await page.route('**/api/admin/team/current', (route) =>
      route.fulfill({ status: 404, json: { message: 'No Current Team Found!' } }),
    );
    await page.reload();
    await expect(page.getByText('No Current Team Found!')).toBeVisible();
    await page.unroute('**/api/admin/team/current');
    await page.route('**/api/admin/team/current', (route) =>
      route.fulfill({ status: 503, json: { message: 'The read models are rebuilding.' } }),
    );
    await page.reload();
    await expect(page.getByText('ERROR: The read models are rebuilding.')).toBeVisible();
  });

  test('league-scoped team pages, new team with a division, archived teams and Move To Current', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const leagueName = uniqueName('Coastal');
    const leagueId = await createLeague(api, { leagueName, session: 'Summer', year: 2026 });
    const north = uniqueName('Gulls');
    const northId = await createTeam(api, { leagueId, teamName: north, divisionName: 'North' });
    await rosterOf(api, northId, [{ firstName: 'Dee', lastName: 'Dunes', number: 1 }]);

    // /admin/team/new: pick the league, name, division offered from the league's
    await openAsAdminAfterWrites(page, request, '/admin/team/new', api);
    const add = page.getByRole('button', { name: 'ADD TEAM' });
    await expect(add).toBeDisabled();
    await pick(page, 'League', new RegExp(leagueName));
    await page.getByLabel('Team Name').fill(north);
    await page.getByRole('combobox', { name: 'Division (optional)' }).click();
    await page.getByRole('option', { name: 'North' }).click();
    await add.click();
    // the same name twice in a league is refused
    await expect(
      page.getByRole('dialog', { name: 'An Error Occurred!' }).getByTestId('error-message'),
    ).not.toBeEmpty();
    await page
      .getByRole('dialog', { name: 'An Error Occurred!' })
      .getByRole('button', { name: 'Okay' })
      .click();
    const south = uniqueName('Terns');
    await page.getByLabel('Team Name').fill(south);
    await page.getByRole('combobox', { name: 'Division (optional)' }).fill('South');
    await page.keyboard.press('Escape');
    await add.click();
    await expect(page).toHaveURL(new RegExp(`/admin/${enc(leagueName)}/all/Summer/2026/teams$`));
    await expect(page.getByRole('heading', { name: 'North' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'South' })).toBeVisible();
    await screenshot(page, 'league-admin-league-teams');

    // one division only
    await page.goto(`/admin/${enc(leagueName)}/North/Summer/2026/teams`);
    await expect(page.getByTestId('team-row')).toHaveCount(1);
    await expect(page.getByTestId('team-row')).toContainText(north);

    // the team's players inside its league
    await page.getByTestId('team-row').getByRole('link', { name: 'PLAYERS' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/${enc(leagueName)}/North/Summer/2026/${enc(north)}/players$`),
    );
    await expect(page.getByTestId('player-row')).toContainText('Dee Dunes');

    // update with division
    await page.goto(`/admin/${enc(leagueName)}/all/Summer/2026/teams`);
    const southRow = page.getByTestId('team-row').filter({ hasText: south });
    await southRow.getByRole('link', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(/\/updateTeamWithDivision\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('combobox', { name: 'Division (optional)' })).toHaveValue('South');
    await page.getByRole('combobox', { name: 'Division (optional)' }).fill('North');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'UPDATE TEAM' }).click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole('heading', { name: 'South' })).toHaveCount(0);

    // the name-only update route
    const teamId = /updateTeamWithDivision\/([0-9a-f-]{36})/.exec(
      (await southRow.getByRole('link', { name: 'EDIT' }).getAttribute('href')) ?? '',
    )?.[1];
    await page.goto(`/admin/${enc(leagueName)}/Summer/2026/updateTeam/${teamId}`);
    await expect(page.getByLabel('Team Name')).toHaveValue(south);
    await expect(page.getByRole('combobox', { name: 'Division (optional)' })).toHaveCount(0);
    await page.getByLabel('Team Name').fill(`${south} B`);
    await page.getByRole('button', { name: 'UPDATE TEAM' }).click();
    await expect(page.getByTestId('team-row').filter({ hasText: `${south} B` })).toBeVisible();

    // archive from the league's teams, then Move To Current from the archive
    await page
      .getByTestId('team-row')
      .filter({ hasText: north })
      .getByRole('button', { name: 'ARCHIVE' })
      .click();
    await confirmWith(page, 'ARCHIVE');
    await page.goto('/admin/teams/archive');
    const archivedRow = page.getByTestId('archived-team-row').filter({ hasText: north });
    await expect(archivedRow).toContainText('2026');
    await screenshot(page, 'league-admin-archived-teams');
    await archivedRow.getByRole('button', { name: 'Move To Current' }).click();
    await confirmWith(page, 'MOVE TO CURRENT');
    await expect(archivedRow).toHaveCount(0);

    // DELETE a team no game references
    await page.goto(`/admin/${enc(leagueName)}/all/Summer/2026/teams`);
    await page
      .getByTestId('team-row')
      .filter({ hasText: `${south} B` })
      .getByRole('button', { name: 'DELETE' })
      .click();
    await confirmWith(page, 'DELETE');
    await expect(page.getByTestId('team-row').filter({ hasText: `${south} B` })).toHaveCount(0);
  });
});
