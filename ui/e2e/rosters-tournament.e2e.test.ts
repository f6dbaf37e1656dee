import type { TournamentRostersAnswer } from '@league/contracts';
import { expect, test } from './app-test';
import { adminSessionFor, screenshot, skipWithoutChromium, uniqueSuffix } from './support';
import {
  bearer,
  createOrg,
  expectNoSidewaysScroll,
  noteSeeded,
  openSeeded,
  registerTeam,
  settle,
  signUpCoach,
} from './tournament-support';

skipWithoutChromium();

test.describe('tournament rosters (public /rosters)', () => {
  test('a visitor picks a year, opens a roster: (G), (T), INACTIVE, Committed Yes/No, active count; phone too', async ({
    page,
    request,
  }) => {
    // the empty state, whatever other test files registered: the answer of a store without teams
    await page.route('**/api/registration/tournamentRosters*', (route) =>
      route.fulfill({
        json: { year: null, years: [], tournamentRosters: [] } satisfies TournamentRostersAnswer,
      }),
    );
    await openSeeded(page, '/rosters', {});
    await expect(page.getByTestId('no-tournament-rosters')).toHaveText('No Tournament Rosters Yet!');
    await page.unrouteAll();

    const admin = await adminSessionFor(request);
    const coach = await signUpCoach(request);
    const { orgName } = await createOrg(request, admin, `Public Rosters Org ${uniqueSuffix()}`);
    const team = `Falcons ${uniqueSuffix()}`;
    const other = `Owls ${uniqueSuffix()}`;
    const teamId = await registerTeam(request, coach, {
      org: orgName,
      team,
      year: 2037,
      headCoach: 'Hedwig Headcoach',
      assistantCoaches: 'Astrid Assistant',
      players: [
        { name: 'Gina Goalie', number: 1, BY: 1981, goalie: true },
        { name: 'Tom Taxi', number: 22, BY: 1982, taxi: true },
        { name: 'Ivan Inactive', number: 33, BY: 1983, active: false },
        { name: 'Alice Active', number: 44, BY: 1984 },
      ],
    });
    await registerTeam(request, coach, {
      org: orgName,
      team: other,
      year: 2022,
      players: [{ name: 'Solo One' }],
    });
    // the registration as recorded: version 0
    const committed = await request.patch('/api/admin/markAsCommitted', {
      headers: { ...bearer(admin), 'If-Match': '0' },
      data: { teamIdForCommittedEdits: teamId, isCommitted1: true, isCommitted2: false, isCommitted4: true },
    });
    expect(committed.status(), await committed.text()).toBe(200);
    noteSeeded(((await committed.json()) as { position?: string }).position);

    // a visitor: no session at all
    await openSeeded(page, '/rosters', {});
    await expect(page.getByRole('heading', { name: 'Tournament Rosters' })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'Tournament Year' });
    await picker.click();
    const years = (await page.getByRole('option').allTextContents()).map(Number);
    expect(years).toContain(2037);
    expect(years).toContain(2022);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    await page.getByRole('option', { name: '2022', exact: true }).click();
    await expect(page.getByTestId('tournament-roster-row').filter({ hasText: other })).toBeVisible();
    await expect(page.getByTestId('tournament-roster-row').filter({ hasText: team })).toHaveCount(0);
    await picker.click();
    await page.getByRole('option', { name: '2037', exact: true }).click();
    const row = page.getByTestId('tournament-roster-row').filter({ hasText: team });
    // the team with its organization under it, then the active players and the roster button
    await expect(row.getByRole('rowheader')).toHaveText(`${team}${orgName}`);
    await expect(row.getByRole('cell').nth(0)).toHaveText('3');
    const table = page.getByRole('table', { name: 'Tournament rosters 2037' });
    await expect(table.getByRole('columnheader')).toHaveText(['Team', 'Active', 'Roster']);
    await expect(page.getByTestId('table-legend').filter({ hasText: 'Active' })).toHaveText(
      'Active players not marked INACTIVE',
    );
    await expect(page.getByTestId('tournament-roster-row').filter({ hasText: other })).toHaveCount(0);
    // nothing personal on the page
    await expect(page.getByText('Hedwig Headcoach')).toHaveCount(0);
    await expect(page.getByText(coach.email)).toHaveCount(0);
    await screenshot(page, 'rosters-tournament-list');

    await row.getByRole('button', { name: 'VIEW ROSTER' }).click();
    const roster = page.getByRole('dialog', { name: `${team} (2037)` });
    await expect(roster.getByTestId('roster-legend')).toHaveText('(G)=Goalie, (T)=Taxi Squad');
    await expect(roster.getByTestId('active-count')).toHaveText('Active Players: 3');
    const players = roster.getByTestId('roster-player');
    await expect(players).toHaveCount(4);
    await expect(roster.getByRole('columnheader')).toHaveText(['#', 'Name', 'Committed']);
    await expect(players.nth(0)).toHaveText(['1', 'Gina Goalie (G)', 'Yes'].join(''));
    await expect(players.nth(1)).toHaveText(['22', 'Tom Taxi (T)', 'No'].join(''));
    await expect(players.nth(2)).toHaveText(['33', 'Ivan InactiveINACTIVE', 'No'].join(''));
    await expect(players.nth(3)).toHaveText(['44', 'Alice Active', 'Yes'].join(''));
    await expect(roster.getByText('1981')).toHaveCount(0);
    await settle(page);
    await screenshot(page, 'rosters-tournament-modal');
    await page.keyboard.press('Escape');
    await expect(roster).toHaveCount(0);

    // phone
    await page.setViewportSize({ width: 390, height: 844 });
    // the organization under the team name; the active players and the button in view without scrolling
    await expect(row.getByText(orgName).filter({ visible: true })).toHaveCount(1);
    await expect(row.getByRole('paragraph').filter({ hasText: orgName })).toBeVisible();
    for (const cell of [
      row.getByRole('cell').nth(0),
      row.getByRole('button', { name: 'VIEW ROSTER' }),
      table.getByRole('columnheader', { name: 'Roster' }),
    ]) {
      const box = await cell.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expect(page.getByTestId('table-legend').filter({ hasText: 'Active' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'rosters-tournament-phone-list');
    await row.getByRole('button', { name: 'VIEW ROSTER' }).click();
    await expect(roster.getByTestId('active-count')).toHaveText('Active Players: 3');
    await expect(players.nth(2).getByText('INACTIVE')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await settle(page);
    await screenshot(page, 'rosters-tournament-phone-modal');
  });
});
