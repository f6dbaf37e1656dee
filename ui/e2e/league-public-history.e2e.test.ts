import { expect, test, type APIRequestContext } from '@playwright/test';
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

test.describe('player history, team history and rosters (public)', () => {
  test('player history: full name, photo placeholder, every season newest first', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, `/${s.players.stone.playerId}/history`, api);
    await expect(page.getByTestId('player-name')).toHaveText('Alex J. Stone');
    await expect(page.getByTestId('player-photo-missing')).toHaveText('AS');
    await expect(page.getByTestId('player-history-table').getByRole('columnheader')).toHaveText([
      'Team',
      'Year',
      '#',
      'G',
      'A',
      'Total',
    ]);
    const rows = page.getByTestId('player-history-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td')).toHaveText([s.teams.bears.name, '2025', '9', '4', '2', '6']);
    await expect(rows.nth(1).locator('td')).toHaveText([s.oldTeams.bears.name, '2024', '11', '2', '0', '2']);
    await screenshot(page, 'league-public-player-history');
    // each season opens that team's schedule and roster
    await rows.nth(1).getByRole('link', { name: s.oldTeams.bears.name }).click();
    await expect(page).toHaveURL(
      `/league/schedule/${encodeURIComponent(s.league.leagueName)}/Spring/2024/${encodeURIComponent(s.oldTeams.bears.name)}`,
    );
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
    await expect(page.getByTestId('player-history-table')).toBeVisible();
    await expect(page.getByTestId('player-history-row')).toHaveCount(0);
  });

  test('team history: View Previous Teams, record, roster and schedule of the archived team', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, '/history', api);
    await expect(page.getByRole('heading', { name: 'Team History' })).toBeVisible();
    const picker = page.getByRole('combobox', { name: 'View Previous Teams' });
    await picker.click();
    const label = `${s.oldTeams.bears.name} 2024`.toUpperCase();
    // current teams are not in the list
    await expect(page.getByRole('option', { name: `${s.teams.bears.name} 2025`.toUpperCase() })).toHaveCount(
      0,
    );
    await page.getByRole('option', { name: label }).click();
    await expect(page).toHaveURL(`/history/${s.oldTeams.bears.id}`);
    await expect(picker).toHaveValue(label);
    await expect(page.getByTestId('team-name')).toHaveText(s.oldTeams.bears.name);
    await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 0');
    await expect(page.getByTestId('roster-row').locator('td')).toHaveText([
      '11',
      'Alex J. Stone',
      '2',
      '0',
      '2',
    ]);
    const game = page.getByTestId('schedule-row');
    await expect(game.locator('td')).toHaveText([
      'Saturday, Apr. 20',
      '6:30 pm',
      'WON',
      '0 - 2',
      s.oldTeams.rivals.name,
      '',
      s.venue.name,
    ]);
    await screenshot(page, 'league-public-team-history');

    await game.getByRole('link', { name: '0 - 2' }).click();
    await expect(page).toHaveURL(`/gameSummary/${s.games.g0}`);
    await expect(page.getByTestId('game-result')).toHaveText(
      `WINNER: ${s.oldTeams.bears.name}, by a score of 0 - 2`,
    );
    await page.goBack();
    await page.getByTestId('roster-row').getByRole('link', { name: 'Alex J. Stone' }).click();
    await expect(page).toHaveURL(`/${s.players.stone.playerId}/history`);

    // opened directly by its address
    await page.goto(`/history/${s.oldTeams.bears.id}`);
    await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 0');
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
    await openAfterWrites(page, '/rosters', api);
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
    // 0 wins, 0 losses, 1 overtime loss + 1 shootout loss
    await expect(page.getByTestId('team-record')).toHaveText('0 - 0 - 2');
    await expect(page.getByTestId('roster-table').getByRole('columnheader')).toHaveText([
      'Number',
      'Name',
      'G',
      'A',
      'Total Points',
    ]);
    const rows = page.getByTestId('roster-row');
    await expect(rows.nth(0).locator('td')).toHaveText(['4', 'Will Ford', '1', '1', '2']);
    await expect(rows.nth(1).locator('td')).toHaveText(['88', 'Liam Park', '3', '0', '3']);
    await expect(page.getByRole('link', { name: 'TEAM SCHEDULE' })).toHaveAttribute(
      'href',
      `/league/schedule/${encodeURIComponent(s.league.leagueName)}/Fall/2025/${encodeURIComponent(s.teams.wolves.name)}`,
    );
    await screenshot(page, 'league-public-rosters');

    await picker.click();
    await page.getByRole('option', { name: s.teams.owls.name }).click();
    await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 1');
    await page.getByRole('link', { name: 'Omar Diaz' }).click();
    await expect(page).toHaveURL(`/${s.players.diaz.playerId}/history`);
    await expect(page.getByTestId('player-name')).toHaveText('Omar Diaz');

    await expect(page.getByTestId('player-history-row').locator('td')).toHaveText([
      s.teams.owls.name,
      '2025',
      '10',
      '4',
      '1',
      '5',
    ]);

    // a site without any current team (this run's store has some, so the answer is replaced)
    await page.route('**/api/league/rosterAndSchedule', (route) =>
      route.fulfill({ status: 404, json: { message: 'No Current Team Found!' } }),
    );
    await page.goto('/rosters');
    await expect(page.getByTestId('no-current-team')).toHaveText('No Current Team Found!');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('small screen: history and rosters fit a phone', async ({ page, request }) => {
    const { api, season: s } = await season(request);
    await page.setViewportSize(PHONE);
    for (const [path, name] of [
      [`/${s.players.stone.playerId}/history`, 'player-history'],
      [`/history/${s.oldTeams.bears.id}`, 'team-history'],
      [`/rosters?teamId=${s.teams.bears.id}`, 'rosters'],
    ] as const) {
      await openAfterWrites(page, path, api);
      await expect(page.locator('table').first()).toBeVisible();
      expect(await pageOverflowsSideways(page), `${path} overflows sideways`).toBe(false);
      await screenshot(page, `league-public-${name}-phone`);
    }
  });
});
