import { expect, test } from './app-test';
import {
  createLeague,
  createTeam,
  leagueApi,
  pageOverflowsSideways,
  PHONE,
  readAfterWrites,
  rosterOf,
} from './league-play-support';
import { openAsAdminAfterWrites } from './league-admin-support';
import { screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

/**
 * START NEXT SEASON on a phone (docs/api.md, "Next season"): from a league's card, the dialog prefilled
 * with the next session and year records the new league and lands on its teams page; the old league
 * leaves the current ones, and a new team's page shows the club's previous season and its roster.
 */
test.describe('the next season of a league, started from its card', () => {
  test.setTimeout(120_000);
  test.use({ viewport: PHONE, actionTimeout: 15_000 });

  test('a dialog of the next session and year, the copied teams and rosters, the previous season on the team page', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const suffix = uniqueSuffix();
    const leagueName = `Ridge ${suffix}`;
    const hawksName = `Hawks ${suffix}`;
    const leagueId = await createLeague(api, { leagueName, session: 'Spring', year: 2026 });
    const hawks = await createTeam(api, { leagueId, teamName: hawksName, divisionName: 'East' });
    await createTeam(api, { leagueId, teamName: `Owls ${suffix}`, divisionName: 'West' });
    await rosterOf(api, hawks, [
      { firstName: 'Hana', lastName: `Hill${suffix}`, number: 7 },
      { firstName: 'Hugo', lastName: `Hart${suffix}`, number: 10 },
    ]);

    await openAsAdminAfterWrites(page, request, '/admin/leagues/current', api);
    const card = page.getByTestId('league-card').filter({ hasText: leagueName });
    await expect(card).toContainText('Spring 2026');
    await card.getByRole('button', { name: 'START NEXT SEASON' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start Next Season' });
    await expect(dialog.getByLabel('Session')).toHaveValue('Summer');
    await expect(dialog.getByLabel('Year')).toHaveValue('2026');
    await expect(dialog.getByLabel('Copy rosters')).toBeChecked();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'next-season-dialog');

    // a year out of range is refused where it is typed, and nothing is sent
    await dialog.getByLabel('Year').fill('1999');
    await dialog.getByRole('button', { name: 'START SEASON' }).click();
    await expect(dialog).toContainText('Please enter a year from 2000 to 2100.');
    await dialog.getByLabel('Year').fill('2026');
    await dialog.getByRole('button', { name: 'START SEASON' }).click();

    // the new league's teams page, every team carried over in its division
    await expect(page).toHaveURL(
      new RegExp(`/admin/${encodeURIComponent(leagueName)}/all/Summer/2026/teams$`),
    );
    await expect(page.getByTestId('team-row').filter({ hasText: hawksName })).toBeVisible();
    await expect(page.getByTestId('team-row').filter({ hasText: `Owls ${suffix}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'East' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'West' })).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'next-season-teams');

    // the old season is no current league any more
    await page.goto('/admin/leagues/current');
    const cards = page.getByTestId('league-card').filter({ hasText: leagueName });
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText('Summer 2026');

    // a season that is a league already is refused with the server's message, in the dialog
    await cards.getByRole('button', { name: 'START NEXT SEASON' }).click();
    const again = page.getByRole('dialog', { name: 'Start Next Season' });
    await expect(again.getByLabel('Session')).toHaveValue('Fall');
    await again.getByLabel('Session').fill('Spring');
    await again.getByRole('button', { name: 'START SEASON' }).click();
    await expect(again.getByRole('alert')).toHaveText(
      `The league ${leagueName}, Spring 2026 already exists.`,
    );
    await screenshot(page, 'next-season-taken');
    await again.getByRole('button', { name: 'CANCEL' }).click();
    await expect(again).toBeHidden();

    // the new team's page: its roster, and the club's previous season
    api.lastPosition = await page.evaluate(() => sessionStorage.getItem('minReadPosition'));
    const { currentLeagues } = await readAfterWrites<{
      currentLeagues: Array<{ _id: string; leagueName: string }>;
    }>(api, '/api/admin/leagues/current');
    const next = currentLeagues.find((league) => league.leagueName === leagueName);
    const standings = await readAfterWrites<{ listOfTeams: Array<{ teamId: string; teamName: string }> }>(
      api,
      `/api/league/leagues/${next?._id ?? ''}/standings`,
    );
    const newHawks = standings.listOfTeams.find((team) => team.teamName === hawksName)?.teamId;
    expect(newHawks).toBeDefined();
    await page.goto(`/team/${newHawks ?? ''}`);
    await expect(page.getByRole('heading', { name: hawksName })).toBeVisible();
    await expect(page.getByText(`Hana Hill${suffix}`)).toBeVisible();
    const seasons = page.getByTestId('other-season');
    await expect(seasons).toHaveCount(1);
    await expect(seasons.first()).toContainText(`${leagueName}, Spring 2026`);
    await expect(seasons.first().getByRole('link')).toHaveAttribute('href', `/team/${hawks}`);
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'next-season-team-page');
  });
});
