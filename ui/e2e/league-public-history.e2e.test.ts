import { openInApp } from './in-app-support';
import { expect, test, type APIRequestContext, type Locator, type Page } from './app-test';
import {
  createPlayer,
  leagueApi,
  openAfterWrites,
  pageOverflowsSideways,
  PHONE,
  seedSeason,
  TINY_PNG,
  uploadPlayerPhoto,
  type LeagueApi,
  type Season,
} from './league-play-support';
import { screenshot, skipWithoutChromium } from './support';

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

/** the rosters' legend, and the player history's (with the game sheets' figures) */
const LEGEND = 'GP Games played · G Goals · A Assists · PTS Total points · PIM Penalty minutes';
const HISTORY_LEGEND = `${LEGEND} · PPG Power-play goals · SHG Short-handed goals`;

/** Every one of `cells` lies within the window's width: seen without scrolling sideways. */
async function expectInView(page: Page, cells: Locator) {
  const width = page.viewportSize()!.width;
  const count = await cells.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const box = await cells.nth(i).boundingBox();
    expect(box, `cell ${i} is shown`).not.toBeNull();
    expect(box!.x, `cell ${i} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `cell ${i} ends inside the ${width}px window`).toBeLessThanOrEqual(width);
  }
}

/** The figures of a row: its data cells (the first column is the row's header: who or what it is). */
const figures = (row: Locator) => row.getByRole('cell');
const identity = (row: Locator) => row.getByRole('rowheader');

test.describe('player history, team history and rosters (public)', () => {
  test('player history: name, league and session of every team season, games played, career totals', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    const { leagueName } = s.league;
    await openAfterWrites(page, `/${s.players.stone.playerId}/history`, api);
    await expect(page.getByTestId('player-name')).toHaveText('Alex J. Stone');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/Alex J\. Stone/);
    await expect(page.getByTestId('player-photo-missing')).toHaveText('AS');
    const table = page.getByTestId('player-history-table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Team',
      'GP',
      'G',
      'A',
      'PTS',
      'PIM',
      'PPG',
      'SHG',
    ]);
    const rows = page.getByTestId('player-history-row');
    // two team seasons, newest first, then the career
    await expect(rows).toHaveCount(3);
    await expect(identity(rows.nth(0))).toHaveText(`${s.teams.bears.name}${leagueName}, Fall 2025 · #9`);
    await expect(figures(rows.nth(0))).toHaveText(['3', '4', '2', '6', '0', '0', '0']);
    await expect(identity(rows.nth(1))).toHaveText(
      `${s.oldTeams.bears.name}${leagueName} A, Spring 2024 · #11`,
    );
    await expect(figures(rows.nth(1))).toHaveText(['1', '2', '0', '2', '0', '0', '0']);
    await expect(identity(rows.nth(2))).toHaveText('Career totals');
    await expect(figures(rows.nth(2))).toHaveText(['4', '6', '2', '8', '0', '0', '0']);
    await expect(page.getByTestId('table-legend')).toHaveText(HISTORY_LEGEND);
    // back to the newest team and its league
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Stats & Standings',
      `›${leagueName}, Fall 2025`,
      `›${s.teams.bears.name}`,
      '›Alex J. Stone',
    ]);
    await expect(crumbs.getByRole('link', { name: `${leagueName}, Fall 2025` })).toHaveAttribute(
      'href',
      `/league/${s.league.id}`,
    );
    await expectInView(page, figures(rows.nth(2)));
    await screenshot(page, 'league-public-player-history');
    // each season opens that team's page
    await rows.nth(1).getByRole('link', { name: s.oldTeams.bears.name }).click();
    await expect(page).toHaveURL(`/team/${s.oldTeams.bears.id}`);
    await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 0');
  });

  test('player history: the uploaded photo; a player without a team has an empty table', async ({
    page,
    request,
  }) => {
    const { api } = await season(request);
    const playerId = await createPlayer(api, { firstName: 'Nova', lastName: 'Quinn' });
    const url = await uploadPlayerPhoto(api, playerId, {
      name: 'nova.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await openAfterWrites(page, `/${playerId}/history`, api);
    await expect(page.getByTestId('player-name')).toHaveText('Nova Quinn');
    const photo = page.getByTestId('player-photo');
    await expect(photo).toHaveAttribute('src', url);
    await expect(photo).toHaveAttribute('alt', 'Nova Quinn');
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await expect(page.getByTestId('player-history-table')).toContainText("Not on a team's roster yet.");
    await expect(page.getByTestId('player-history-row')).toHaveCount(0);
    await expect(page.getByTestId('career-totals')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Rosters' }),
    ).toHaveAttribute('href', '/rosters');
  });

  test('team history: previous teams named with league and session; record, roster and schedule', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    const { leagueName } = s.league;
    await openAfterWrites(page, '/history', api);
    await expect(page.getByRole('heading', { name: 'Team History', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Stats & Standings' }),
    ).toHaveAttribute('href', '/statsandstandings');
    const picker = page.getByRole('combobox', { name: 'View Previous Teams' });
    await picker.click();
    const label = `${s.oldTeams.bears.name} — ${leagueName} A, Spring 2024`;
    // current teams are not in the list
    await expect(
      page.getByRole('option', { name: `${s.teams.bears.name} — ${leagueName}, Fall 2025` }),
    ).toHaveCount(0);
    await page.getByRole('option', { name: label }).click();
    await expect(page).toHaveURL(`/history/${s.oldTeams.bears.id}`);
    await expect(picker).toHaveValue(label);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
    ).toHaveText(label);
    await expect(page.getByTestId('team-name')).toHaveText(s.oldTeams.bears.name);
    await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 0');
    const roster = page.getByTestId('roster-table');
    await expect(roster.getByRole('columnheader')).toHaveText(['Player', 'GP', 'G', 'A', 'PTS', 'PIM']);
    const player = page.getByTestId('roster-row');
    await expect(identity(player)).toHaveText('11Alex J. Stone');
    await expect(figures(player)).toHaveText(['1', '2', '0', '2', '0']);
    await expect(page.getByTestId('table-legend').filter({ hasText: 'GP' })).toHaveText(LEGEND);
    // the schedule table is the team schedule page's: its one game, against the Rivals, links to its summary
    const game = page.getByTestId('schedule-row');
    await expect(game).toContainText(s.oldTeams.rivals.name);
    const summary = game.locator(`a[href="/gameSummary/${s.games.g0}"]`);
    await screenshot(page, 'league-public-team-history');

    await summary.click();
    await expect(page).toHaveURL(`/gameSummary/${s.games.g0}`);
    await expect(page.getByTestId('game-result')).toContainText(`WINNER: ${s.oldTeams.bears.name}`);
    await page.goBack();
    await page.getByTestId('roster-row').getByRole('link', { name: 'Alex J. Stone' }).click();
    await expect(page).toHaveURL(`/${s.players.stone.playerId}/history`);

    // opened directly by its address
    await page.goto(`/history/${s.oldTeams.bears.id}`);
    await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 0');
    await expect(picker).toHaveValue(label);
  });

  test('rosters: a picker of current teams, record with ties and overtime/shootout losses, player links', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/league/rosterAndSchedule**', async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, '/rosters', api);
    await expect(page.getByRole('heading', { name: 'Rosters', exact: true })).toBeVisible();
    // the team's spinner comes first on the page (the tournament rosters below may show their own)
    await expect(page.getByRole('status', { name: 'Loading' }).first()).toBeVisible();
    release();
    await expect(page.getByTestId('team-name')).not.toBeEmpty(); // the newest current team
    await page.unroute('**/api/league/rosterAndSchedule**');

    const picker = page.getByRole('combobox', { name: 'Team' });
    await picker.click();
    // teams of previous leagues are not offered
    await expect(page.getByRole('option', { name: s.oldTeams.rivals.name })).toHaveCount(0);
    await page.getByRole('option', { name: s.teams.wolves.name }).click();
    await expect(page).toHaveURL(`/rosters?teamId=${s.teams.wolves.id}`);
    await expect(page.getByTestId('team-name')).toHaveText(s.teams.wolves.name);
    const teamPage = `/team/${s.teams.wolves.id}`;
    // the team's name opens its page
    await expect(page.getByRole('link', { name: s.teams.wolves.name })).toHaveAttribute('href', teamPage);
    // 0 wins, 0 losses, 1 overtime loss + 1 shootout loss
    await expect(page.getByTestId('team-record')).toHaveText('0 - 0 - 2');
    await expect(page.getByTestId('roster-table').getByRole('columnheader')).toHaveText([
      'Player',
      'GP',
      'G',
      'A',
      'PTS',
      'PIM',
    ]);
    const rows = page.getByTestId('roster-row');
    await expect(identity(rows.nth(0))).toHaveText('4Will Ford');
    await expect(figures(rows.nth(0))).toHaveText(['2', '1', '1', '2', '0']);
    await expect(identity(rows.nth(1))).toHaveText('88Liam Park');
    await expect(figures(rows.nth(1))).toHaveText(['2', '3', '0', '3', '0']);
    await expect(page.getByTestId('table-legend').filter({ hasText: 'GP' })).toHaveText(LEGEND);
    await expect(page.getByRole('link', { name: 'TEAM SCHEDULE' })).toHaveAttribute('href', teamPage);
    // sorted by points, highest first, then back to the numbers' order
    await page.getByRole('button', { name: 'PTS' }).click();
    await expect(identity(rows.nth(0))).toHaveText('88Liam Park');
    await page.getByRole('button', { name: 'Original order' }).click();
    await expect(identity(rows.nth(0))).toHaveText('4Will Ford');
    await screenshot(page, 'league-public-rosters');

    await picker.click();
    await page.getByRole('option', { name: s.teams.owls.name }).click();
    await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 1');
    await page.getByRole('link', { name: 'Omar Diaz' }).click();
    await expect(page).toHaveURL(`/${s.players.diaz.playerId}/history`);
    await expect(page.getByTestId('player-name')).toHaveText('Omar Diaz');
    const history = page.getByTestId('player-history-row');
    await expect(identity(history.nth(0))).toHaveText(
      `${s.teams.owls.name}${s.league.leagueName}, Fall 2025 · #10`,
    );
    // G2, G4 and the playoff G6 (G5 is not played)
    await expect(figures(history.nth(0))).toHaveText(['3', '4', '1', '5', '0', '0', '0']);
    // one season: the career is that season
    await expect(identity(history.nth(1))).toHaveText('Career totals');
    await expect(figures(history.nth(1))).toHaveText(['3', '4', '1', '5', '0', '0', '0']);

    // a site without any current team (this run's store has some, so the answer is replaced)
    await page.route('**/api/league/rosterAndSchedule', (route) =>
      route.fulfill({ status: 404, json: { message: 'No Current Team Found!' } }),
    );
    await page.goto('/info');
    await openInApp(page, '/rosters');
    await expect(page.getByTestId('no-current-team')).toHaveText('No Current Team Found!');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('phone (390×844): names, league seasons and key figures in view, legends shown, nothing scrolls the page', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await page.setViewportSize(PHONE);

    await openAfterWrites(page, `/${s.players.stone.playerId}/history`, api);
    const rows = page.getByTestId('player-history-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByTestId('team-season')).toBeVisible();
    await expect(rows.nth(1).getByTestId('team-season')).toHaveText(
      `${s.league.leagueName} A, Spring 2024 · #11`,
    );
    await expect(figures(rows.nth(2))).toHaveText(['4', '6', '2', '8', '0', '0', '0']);
    const historyTable = page.getByTestId('player-history-table');
    // the team and GP, G, A, PTS in view; the game sheets' PIM, PPG and SHG scroll into it inside the table
    for (const header of ['Team', 'GP', 'G', 'A', 'PTS'])
      await expectInView(page, historyTable.getByRole('columnheader', { name: header, exact: true }));
    for (let i = 0; i < 3; i += 1)
      for (let figure = 0; figure < 4; figure += 1)
        await expectInView(page, rows.nth(i).getByRole('cell').nth(figure));
    await historyTable.getByRole('columnheader', { name: 'SHG' }).scrollIntoViewIfNeeded();
    await expectInView(page, historyTable.getByRole('columnheader', { name: 'SHG' }));
    await expect(page.getByTestId('table-legend')).toBeInViewport();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'league-public-player-history-phone');

    for (const [path, name] of [
      [`/history/${s.oldTeams.bears.id}`, 'team-history'],
      [`/rosters?teamId=${s.teams.bears.id}`, 'rosters'],
    ] as const) {
      await openAfterWrites(page, path, api);
      const roster = page.getByTestId('roster-table');
      await expect(page.getByTestId('roster-row').first().getByRole('link')).toBeVisible();
      await expectInView(page, roster.getByRole('columnheader'));
      await expectInView(page, page.getByTestId('roster-row').getByRole('cell'));
      await expect(page.getByTestId('table-legend').filter({ hasText: 'GP' })).toHaveText(LEGEND);
      expect(await pageOverflowsSideways(page), `${path} overflows sideways`).toBe(false);
      await screenshot(page, `league-public-${name}-phone`);
    }
    await expect(figures(page.getByTestId('roster-row').nth(0))).toHaveText(['3', '4', '2', '6', '0']);
  });
});
