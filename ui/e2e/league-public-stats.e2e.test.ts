import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createLeague,
  leagueApi,
  openAfterWrites,
  pageOverflowsSideways,
  PHONE,
  seedSeason,
  type LeagueApi,
  type Season,
} from './league-play-support';
import { mainNav, screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

let seeded: { api: LeagueApi; season: Season } | null = null;
/** One season for the whole file (seeded again only if a failed test restarted the worker). */
async function season(request: APIRequestContext) {
  if (!seeded) {
    const api = await leagueApi(request);
    seeded = { api, season: await seedSeason(api) };
  }
  // a request context lives as long as its test: later writes go through the current one
  seeded.api.request = request;
  return seeded;
}

const rowOf = (page: Page, testId: string, text: string) =>
  page.getByTestId(testId).filter({ hasText: text });

test.describe('stats and standings (public)', () => {
  test('the stats page lists the current leagues with their links, and the navigation leads there', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, '/info', api);
    await mainNav(page).getByRole('link', { name: 'STATS & STANDINGS' }).click();
    await expect(page).toHaveURL(/\/statsandstandings$/);
    // the added link still fits the wide bar at its narrowest (75em)
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(mainNav(page).getByRole('link', { name: 'STATS & STANDINGS' })).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'league-public-nav-1200');
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole('heading', { name: 'Stats & Standings' })).toBeVisible();

    const card = page.getByTestId('current-league').filter({ hasText: s.league.leagueName });
    await expect(card).toHaveCount(1); // the previous league (Spring 2024) is not current
    await expect(card).toContainText('Fall 2025');
    await expect(card.getByRole('link', { name: 'STANDINGS' })).toHaveAttribute(
      'href',
      `/league/leagues/${s.league.id}/standings`,
    );
    await expect(card.getByRole('link', { name: 'SCORING LEADERS' })).toHaveAttribute(
      'href',
      `/league/${s.league.id}/scoringLeaders`,
    );
    await expect(card.getByRole('link', { name: 'SCHEDULE' })).toHaveAttribute(
      'href',
      `/league/schedule/${s.league.id}`,
    );
    await expect(page.getByRole('link', { name: 'PREVIOUS LEAGUES' })).toHaveAttribute(
      'href',
      '/league/previousLeagues',
    );
    // last season is listed among the previous leagues, opening its league page
    await expect(
      page
        .getByTestId('previous-leagues')
        .getByRole('link', { name: `2024 · ${s.league.leagueName} - A Division · Spring` }),
    ).toHaveAttribute('href', `/league/${s.oldLeague.id}`);
    await screenshot(page, 'league-public-statsandstandings');

    await card.getByRole('link', { name: s.league.leagueName }).click();
    await expect(page).toHaveURL(new RegExp(`/league/${s.league.id}$`));
    await expect(page.getByRole('heading', { name: s.league.leagueName, exact: true })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveText('Fall 2025');
    const feed = page.getByTestId('subscribe-links');
    await expect(feed.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://127\\.0\\.0\\.1:\\d+/api/league/schedule/${s.league.id}\\.ics$`),
    );
    await expect(feed.getByRole('link', { name: 'Download .ics' })).toHaveAttribute(
      'href',
      new RegExp(`^http://127\\.0\\.0\\.1:\\d+/api/league/schedule/${s.league.id}\\.ics$`),
    );
    await expect(rowOf(page, 'standings-row', s.teams.bears.name)).toBeVisible();
    await screenshot(page, 'league-public-hub');
  });

  test('standings: divisions, the hand-computed table, team links to the team schedule', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, `/league/leagues/${s.league.id}/standings`, api);
    await expect(page.getByRole('heading', { name: `${s.league.leagueName} Standings` })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveText('Fall · 2025');

    const north = page.getByRole('table', { name: 'North Division' });
    const south = page.getByRole('table', { name: 'South Division' });
    await expect(page.getByRole('heading', { name: 'North Division' })).toBeVisible();
    // order by points: Bears 4, Sharks 1 | Owls 3, Wolves 2
    await expect(north.getByTestId('standings-row').locator('td:nth-child(2)')).toHaveText([
      s.teams.bears.name,
      s.teams.sharks.name,
    ]);
    await expect(south.getByTestId('standings-row').locator('td:nth-child(2)')).toHaveText([
      s.teams.owls.name,
      s.teams.wolves.name,
    ]);
    // #, Team, GP, W, L, T, OTL, SOL, PTS, PCT, GF, GA, DIFF, RW — the playoff game does not count
    await expect(rowOf(page, 'standings-row', s.teams.bears.name).locator('td')).toHaveText([
      '1',
      s.teams.bears.name,
      '2',
      '2',
      '0',
      '0',
      '0',
      '0',
      '4',
      '1.000',
      '6',
      '3',
      '+3',
      '1',
    ]);
    await expect(rowOf(page, 'standings-row', s.teams.sharks.name).locator('td')).toHaveText([
      '2',
      s.teams.sharks.name,
      '2',
      '0',
      '1',
      '1',
      '0',
      '0',
      '1',
      '0.250',
      '3',
      '5',
      '-2',
      '0',
    ]);
    await expect(rowOf(page, 'standings-row', s.teams.owls.name).locator('td')).toHaveText([
      '1',
      s.teams.owls.name,
      '2',
      '1',
      '0',
      '1',
      '0',
      '0',
      '3',
      '0.750',
      '5',
      '4',
      '+1',
      '0',
    ]);
    await expect(rowOf(page, 'standings-row', s.teams.wolves.name).locator('td')).toHaveText([
      '2',
      s.teams.wolves.name,
      '2',
      '0',
      '0',
      '0',
      '1',
      '1',
      '2',
      '0.000',
      '4',
      '6',
      '-2',
      '0',
    ]);
    await screenshot(page, 'league-public-standings');

    await page.getByRole('link', { name: s.teams.sharks.name }).click();
    await expect(page).toHaveURL(
      `/league/schedule/${encodeURIComponent(s.league.leagueName)}/Fall/2025/${encodeURIComponent(s.teams.sharks.name)}`,
    );
    await expect(page.getByTestId('team-name')).toHaveText(s.teams.sharks.name);
    await expect(page.getByTestId('team-record')).toHaveText('0 - 1 - 1');
  });

  test('standings: spinner while loading, empty table without teams, Heads Up! on a failure', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const emptyLeague = await createLeague(api, {
      leagueName: `Empty ${randomUUID().slice(0, 6)}`,
      session: 'Winter',
      year: 2026,
    });

    // hold the answer back to see the spinner
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/league/leagues/*/standings', async (route) => {
      await held;
      await route.continue();
    });
    await openAfterWrites(page, `/league/leagues/${emptyLeague}/standings`, api);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    release();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    const table = page.getByTestId('standings-table');
    await expect(table).toHaveCount(1);
    await expect(table.getByTestId('standings-row')).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'PTS' })).toBeVisible();
    await page.unroute('**/api/league/leagues/*/standings');

    await page.goto(`/league/leagues/${randomUUID()}/standings`);
    const modal = page.getByRole('dialog', { name: 'Heads Up!' });
    await expect(modal.getByTestId('error-message')).not.toBeEmpty();
    await page.waitForTimeout(300);
    await screenshot(page, 'league-public-standings-error');
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('standings-row')).toHaveCount(0);
  });

  test('scoring leaders: order, numbers, player links; emptied on a failure', async ({ page, request }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, `/league/${s.league.id}/scoringLeaders`, api);
    await expect(page.getByRole('heading', { name: `${s.league.leagueName} Scoring Leaders` })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveText('Fall 2025');
    const rows = page.getByTestId('leader-row');
    // points, then goals, then last name; playoff points count, last season's do not
    // (the leaders answer carries no middle initial)
    await expect(rows.locator('td:nth-child(2)')).toHaveText([
      'Alex Stone',
      'Ben Cole',
      'Omar Diaz',
      'Liam Park',
      'Olly Grant',
      'Tom Hart',
      'Will Ford',
      'Sam Reed',
    ]);
    const bears = s.teams.bears.name;
    await expect(rows.nth(0).locator('td')).toHaveText(['9', 'Alex Stone', bears, 'North', '4', '2', '6']);
    await expect(rows.nth(1).locator('td')).toHaveText(['12', 'Ben Cole', bears, 'North', '2', '4', '6']);
    await expect(rows.nth(2).locator('td')).toHaveText([
      '10',
      'Omar Diaz',
      s.teams.owls.name,
      'South',
      '4',
      '1',
      '5',
    ]);
    await expect(rows.nth(3).locator('td')).toHaveText([
      '88',
      'Liam Park',
      s.teams.wolves.name,
      'South',
      '3',
      '0',
      '3',
    ]);
    await expect(rows.nth(7).locator('td')).toHaveText([
      '7',
      'Sam Reed',
      s.teams.sharks.name,
      'North',
      '1',
      '0',
      '1',
    ]);
    await screenshot(page, 'league-public-leaders');

    await rows.nth(0).getByRole('link', { name: 'Alex Stone' }).click();
    await expect(page).toHaveURL(`/${s.players.stone.playerId}/history`);
    await expect(page.getByTestId('player-name')).toHaveText('Alex J. Stone');

    await page.goto(`/league/${randomUUID()}/scoringLeaders`);
    const modal = page.getByRole('dialog', { name: 'Heads Up!' });
    await expect(modal.getByTestId('error-message')).not.toBeEmpty();
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByRole('heading', { name: 'Scoring Leaders', exact: true })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveCount(0);
    await expect(page.getByTestId('leader-row')).toHaveCount(0);
  });

  test('previous leagues: year, name with its division, session, each opening the league', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, '/league/previousLeagues', api);
    await expect(page.getByRole('heading', { name: 'Previous Leagues' })).toBeVisible();
    const row = rowOf(page, 'previous-league-row', s.league.leagueName);
    await expect(row.locator('td')).toHaveText(['2024', `${s.league.leagueName} - A Division`, 'Spring']);
    await screenshot(page, 'league-public-previous-leagues');
    await row.getByRole('link', { name: `${s.league.leagueName} - A Division` }).click();
    await expect(page).toHaveURL(`/league/${s.oldLeague.id}`);
    await expect(page.getByRole('heading', { name: `${s.league.leagueName} - A Division` })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveText('Spring 2024');
    await expect(rowOf(page, 'standings-row', s.oldTeams.bears.name).locator('td')).toHaveText([
      '1',
      s.oldTeams.bears.name,
      '1',
      '1',
      '0',
      '0',
      '0',
      '0',
      '2',
      '1.000',
      '2',
      '0',
      '+2',
      '1',
    ]);

    // the empty state (this run's store has previous leagues, so the answer is replaced)
    await page.route('**/api/league/previousLeagues', (route) =>
      route.fulfill({ json: { previousLeagues: [] } }),
    );
    await page.goto('/league/previousLeagues');
    await expect(page.getByText('No Previous Leagues Found!')).toBeVisible();
  });

  test('small screen: the pages fit a phone and their tables scroll inside', async ({ page, request }) => {
    const { api, season: s } = await season(request);
    await page.setViewportSize(PHONE);
    for (const [path, name] of [
      ['/statsandstandings', 'statsandstandings'],
      [`/league/${s.league.id}`, 'hub'],
      [`/league/leagues/${s.league.id}/standings`, 'standings'],
      [`/league/${s.league.id}/scoringLeaders`, 'leaders'],
      ['/league/previousLeagues', 'previous-leagues'],
    ] as const) {
      await openAfterWrites(page, path, api);
      await expect(page.locator('table, [data-testid="current-league"]').first()).toBeVisible();
      expect(await pageOverflowsSideways(page), `${path} overflows sideways`).toBe(false);
      await screenshot(page, `league-public-${name}-phone`);
    }
  });
});
