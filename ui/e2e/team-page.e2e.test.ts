import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './app-test';
import {
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  openAfterWrites,
  pageOverflowsSideways,
  PHONE,
  recordResult,
  rosterOf,
  seedSeason,
  toggleLeague,
  toggleTeam,
  type LeagueApi,
} from './league-play-support';
import { screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

/**
 * The team page (/team/{teamId}): a club "Hawks" with games around today in a current league, an earlier
 * season of the same club in an archived league, created through the API with names of their own.
 */

const DESKTOP = { width: 1366, height: 900 };

/** `days` from today, YYYY-MM-DD (far enough from today that the league's time zone cannot move it). */
const day = (days: number) => {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const year = Number(day(0).slice(0, 4));

async function seed(api: LeagueApi) {
  const suffix = uniqueSuffix();
  const venueName = `Arena ${suffix}`;
  const venueId = await createVenue(api, venueName);
  const league = { leagueName: `Valley ${suffix}`, session: 'Fall', year };
  const leagueId = await createLeague(api, league);
  const names = { hawks: `Hawks ${suffix}`, lynx: `Lynx ${suffix}`, moose: `Moose ${suffix}` };
  const hawks = await createTeam(api, { leagueId, teamName: names.hawks });
  const lynx = await createTeam(api, { leagueId, teamName: names.lynx });
  const moose = await createTeam(api, { leagueId, teamName: names.moose });
  const [ash, bo] = await rosterOf(api, hawks, [
    { firstName: 'Ash', lastName: `Quill ${suffix}`, number: 8 },
    { firstName: 'Bo', lastName: `Talon ${suffix}`, number: 21 },
  ]);
  if (!ash || !bo) throw new Error('roster not created');
  const game = (date: string, time: string, visitorTeamId: string, homeTeamId: string) =>
    createGame(api, { leagueId, venueId, date, time, visitorTeamId, homeTeamId });
  // at home: Lynx @ Hawks 1 - 4 (a win); away: Hawks @ Moose 2 - 3 in overtime (an overtime loss)
  const won = await game(day(-7), '19:00', lynx, hawks);
  await recordResult(api, won, {
    status: 'FINAL',
    home: { periods: [2, 1, 1, 0], stats: [{ rosterPlayerId: ash.rosterPlayerId, goals: 3, assists: 0 }] },
    visitor: { periods: [1, 0, 0, 0] },
  });
  const lost = await game(day(-3), '20:00', hawks, moose);
  await recordResult(api, lost, {
    status: 'Overtime',
    home: { periods: [1, 1, 0, 1] },
    visitor: { periods: [1, 1, 0, 0], stats: [{ rosterPlayerId: bo.rosterPlayerId, goals: 1, assists: 1 }] },
  });
  const next = await game(day(3), '18:30', hawks, lynx);
  const later = await game(day(10), '19:00', moose, hawks);

  // the club's earlier season: the same name in last year's Spring league, archived with the league
  const oldLeague = { leagueName: `Valley ${suffix}`, session: 'Spring', year: year - 1 };
  const oldLeagueId = await createLeague(api, oldLeague);
  const oldHawks = await createTeam(api, { leagueId: oldLeagueId, teamName: names.hawks });
  const oldRival = await createTeam(api, { leagueId: oldLeagueId, teamName: `Rivals ${suffix}` });
  const oldGame = await createGame(api, {
    leagueId: oldLeagueId,
    venueId,
    date: `${year - 1}-04-10`,
    time: '19:00',
    visitorTeamId: oldRival,
    homeTeamId: oldHawks,
  });
  await recordResult(api, oldGame, {
    status: 'FINAL',
    home: { periods: [2, 0, 0, 0] },
    visitor: { periods: [0, 0, 0, 0] },
  });
  await toggleTeam(api, oldHawks);
  await toggleLeague(api, oldLeagueId);
  return {
    suffix,
    venueId,
    venueName,
    league,
    leagueId,
    names,
    hawks,
    lynx,
    moose,
    ash,
    bo,
    games: { won, lost, next, later },
    oldHawks,
  };
}

let seeded: { api: LeagueApi; s: Awaited<ReturnType<typeof seed>> } | null = null;
async function season(request: APIRequestContext) {
  if (!seeded) {
    const api = await leagueApi(request);
    seeded = { api, s: await seed(api) };
  }
  seeded.api.request = request;
  return seeded;
}

async function expectHawksPage(page: Page, s: Awaited<ReturnType<typeof seed>>) {
  const leagueLabel = `${s.league.leagueName} Fall ${year}`;
  await expect(page.getByRole('heading', { level: 1, name: s.names.hawks })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${s.names.hawks} — ${leagueLabel} — `));
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', `›${leagueLabel}`, `›${s.names.hawks}`]);
  await expect(crumbs.getByRole('link', { name: leagueLabel })).toHaveAttribute(
    'href',
    `/league/${s.leagueId}`,
  );
  await expect(page.getByTestId('team-league')).toHaveAttribute('href', `/league/${s.leagueId}`);
  // 1 win and 1 overtime loss: 3 points, first of three
  await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 1');
  await expect(page.getByTestId('team-record-detail')).toHaveText('1 overtime loss');
  // the record is written once, its other losses in words: no second record in columns
  const header = page.getByTestId('team-record').locator('xpath=ancestor::header');
  await expect(header).toContainText('Record: 1 - 0 - 1 · 1 overtime loss');
  await expect(header).not.toContainText('W-L-T');
  await expect(page.getByTestId('team-points')).toHaveText('3 PTS');
  const rank = page.getByTestId('team-rank');
  await expect(rank).toHaveText('1st of 3 in the league');
  await expect(rank).toHaveAttribute('href', `/league/leagues/${s.leagueId}/standings`);

  const tile = (key: string) => page.getByTestId(`tile-${key}`);
  await expect(tile('home')).toContainText('Home1-0-0W-L-T');
  await expect(tile('away')).toContainText('Away0-0-0-1W-L-T-OTL');
  await expect(tile('last-ten')).toContainText('Last 101-1-0');
  await expect(tile('streak')).toHaveText('StreakL1');
  await expect(tile('gf')).toContainText('GF6');
  await expect(tile('ga')).toContainText('GA4');
  await expect(tile('diff')).toContainText('Diff+2');

  const next = page.getByTestId('next-game');
  await expect(page.getByTestId('next-game-opponent')).toHaveText(`@ ${s.names.lynx}`);
  await expect(page.getByTestId('next-game-opponent').getByRole('link')).toHaveAttribute(
    'href',
    `/team/${s.lynx}`,
  );
  await expect(page.getByTestId('next-game-when')).toContainText(`${day(3).slice(0, 4)} · 6:30 pm`);
  await expect(next.getByRole('link', { name: s.venueName })).toHaveAttribute(
    'href',
    `/league/${s.venueId}/schedule`,
  );
  await expect(next.getByRole('link', { name: 'Game details' })).toHaveAttribute(
    'href',
    `/gameSummary/${s.games.next}`,
  );
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
    'href',
    new RegExp(`^webcal://.+/api/league/team/${s.hawks}/schedule\\.ics$`),
  );

  const roster = page.getByTestId('roster-row');
  await expect(roster).toHaveCount(2);
  await expect(roster.nth(0).locator('th, td')).toHaveText([
    `8Ash Quill ${s.suffix}`,
    '2',
    '3',
    '0',
    '3',
    '0',
  ]);
  await expect(roster.nth(1).locator('th, td')).toHaveText([
    `21Bo Talon ${s.suffix}`,
    '2',
    '1',
    '1',
    '2',
    '0',
  ]);
  await expect(roster.nth(0).getByRole('link')).toHaveAttribute('href', `/${s.ash.playerId}/history`);
  await expect(page.getByTestId('table-legend').first()).toContainText('GP Games played');

  const games = page.getByTestId('schedule-row');
  await expect(games).toHaveCount(4);
  await expect(games.locator('td:nth-child(2)')).toHaveText(['W 4 - 1', 'L 2 - 3', '6:30 pm', '7:00 pm']);
  await expect(games.nth(0).getByRole('link', { name: s.names.lynx })).toHaveAttribute(
    'href',
    `/team/${s.lynx}`,
  );
  await expect(games.nth(0).getByRole('link', { name: s.names.hawks })).toHaveCount(0);

  const seasons = page.getByTestId('other-season');
  await expect(seasons).toHaveCount(1);
  await expect(seasons.first()).toContainText(`${s.league.leagueName}, Spring ${year - 1}`);
  await expect(seasons.first()).toContainText('1-0-0 (W-L-T), 2 PTS');
  await expect(seasons.first().getByRole('link')).toHaveAttribute('href', `/team/${s.oldHawks}`);
  expect(await pageOverflowsSideways(page)).toBe(false);
}

test.describe('team page', () => {
  test('shows every part of a current team’s page at 1366 px and at 390 px', async ({ page, request }) => {
    const { api, s } = await season(request);
    await page.setViewportSize(DESKTOP);
    await openAfterWrites(page, `/team/${s.hawks}`, api);
    await expectHawksPage(page, s);
    await page.screenshot({ path: '/tmp/team-page-1366.png', fullPage: true });
    await screenshot(page, 'team-page-desktop');

    await page.setViewportSize(PHONE);
    await page.reload();
    await expectHawksPage(page, s);
    // the tiles and the roster's figures are in view on a phone without scrolling sideways
    const roster = page.getByTestId('roster-row').first();
    const box = await roster.locator('td').last().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: '/tmp/team-page-390.png', fullPage: true });
    await screenshot(page, 'team-page-phone');
  });

  test('the by-name address shows the same page; schedules and standings link to the page by id', async ({
    page,
    request,
  }) => {
    const { api, s } = await season(request);
    const byName = `/league/schedule/${encodeURIComponent(s.league.leagueName)}/Fall/${year}/${encodeURIComponent(s.names.hawks)}`;
    await openAfterWrites(page, byName, api);
    await expectHawksPage(page, s);

    await openAfterWrites(page, `/league/schedule/${s.leagueId}`, api);
    await page.getByTestId('schedule-row').first().getByRole('link', { name: s.names.hawks }).click();
    await expect(page).toHaveURL(`/team/${s.hawks}`);
    await expect(page.getByTestId('team-name')).toHaveText(s.names.hawks);

    await openAfterWrites(page, `/league/leagues/${s.leagueId}/standings`, api);
    await page.getByRole('link', { name: s.names.moose }).first().click();
    await expect(page).toHaveURL(`/team/${s.moose}`);
    await expect(page.getByTestId('team-name')).toHaveText(s.names.moose);
    await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 0');
  });

  test('an archived team’s page: its league, no next game or calendar, the club’s current season linked', async ({
    page,
    request,
  }) => {
    const { api, s } = await season(request);
    await openAfterWrites(page, `/team/${s.oldHawks}`, api);
    await expect(page.getByRole('heading', { level: 1, name: s.names.hawks })).toBeVisible();
    await expect(page.getByTestId('team-league')).toHaveText(`${s.league.leagueName} Spring ${year - 1}`);
    await expect(page.getByText('· archived')).toBeVisible();
    await expect(page.getByTestId('team-record')).toHaveText('1 - 0 - 0');
    await expect(page.getByTestId('next-game')).toContainText('No game scheduled.');
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveCount(0);
    await expect(page.getByTestId('other-season')).toHaveCount(1);
    await page.getByTestId('other-season').getByRole('link').click();
    await expect(page).toHaveURL(`/team/${s.hawks}`);
    await expect(page.getByTestId('team-rank')).toHaveText('1st of 3 in the league');

    await page.goto(`/team/${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
  });

  test('a result recorded while the page is open shows without reloading', async ({ page, request }) => {
    const { api, s } = await season(request);
    await openAfterWrites(page, `/team/${s.hawks}`, api);
    await expect(page.getByTestId('next-game-opponent')).toHaveText(`@ ${s.names.lynx}`);
    await recordResult(api, s.games.next, {
      status: 'FINAL',
      home: { periods: [0, 0, 0, 0] },
      visitor: { periods: [1, 1, 0, 0] },
    });
    await expect(page.getByTestId('team-record')).toHaveText('2 - 0 - 1', { timeout: 5_000 });
    await expect(page.getByTestId('tile-streak')).toHaveText('StreakW1');
    await expect(page.getByTestId('next-game-opponent')).toHaveText(`vs ${s.names.moose}`);
  });

  test("in a league with divisions, the rank is the team's place in its division's table on the standings page", async ({
    page,
    request,
  }) => {
    // Bears 4 points, Owls 3, Wolves 2, Sharks 1: the Sharks are 4th in the league, 2nd of the North
    const api = await leagueApi(request);
    const s = await seedSeason(api);
    await openAfterWrites(page, `/league/leagues/${s.league.id}/standings`, api);
    const north = page.getByRole('region', { name: 'North Division' });
    const rows = north.getByTestId('standings-row');
    await expect(rows).toHaveCount(2);
    const sharksRow = rows.filter({ hasText: s.teams.sharks.name });
    const shownRank = (await sharksRow.locator('td').first().textContent())?.trim();
    expect(shownRank).toBe('2');

    await sharksRow.getByRole('link', { name: s.teams.sharks.name }).click();
    await expect(page).toHaveURL(`/team/${s.teams.sharks.id}`);
    const rank = page.getByTestId('team-rank');
    await expect(rank).toHaveText(`2nd of 2 in the North division`);
    await screenshot(page, 'team-page-division-rank');
  });
});
