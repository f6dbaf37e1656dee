import { randomUUID } from 'node:crypto';
import { openInApp } from './in-app-support';
import { expect, test, type APIRequestContext, type Locator, type Page } from './app-test';
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
  type LeagueApi,
  type Season,
  uniqueName,
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
/** A row's cells, its header (the team or player) included. */
const cells = (row: Locator) => row.locator('th, td');

/** The levels of the page's headings in order: one h1, and never a step down of more than one level. */
async function expectHeadingOutline(page: Page) {
  const levels = await page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => Number(heading.tagName.slice(1))),
  );
  expect(levels[0], `headings ${levels.join(',')}`).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  for (const [index, level] of levels.entries()) {
    if (index > 0) expect(level, `headings ${levels.join(',')}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
  }
}

/** The breadcrumb trail: Stats & Standings › <league> (› <page>), the last item the current page. */
async function expectLeagueCrumbs(page: Page, league: { id: string; name: string }, current?: string) {
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Stats & Standings' })).toHaveAttribute(
    'href',
    '/statsandstandings',
  );
  if (current) {
    await expect(trail.getByRole('link', { name: league.name })).toHaveAttribute(
      'href',
      `/league/${league.id}`,
    );
    await expect(trail.getByText(current, { exact: true })).toHaveAttribute('aria-current', 'page');
  } else {
    await expect(trail.getByText(league.name, { exact: true })).toHaveAttribute('aria-current', 'page');
  }
}

/** Whether the element lies wholly inside the window's width (seen without scrolling sideways). */
async function insideWindow(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

const STANDINGS_LEGEND =
  'PTS Points · GP Games played · W Wins · L Losses · T Ties · OTL Overtime losses · SOL Shootout losses · ' +
  'Win % (W + ½ T) / GP · L10 Last 10 games: W-L-T · STRK Streak (W3: 3 wins in a row) · GF Goals for · GA Goals against · DIFF Goal difference · RW Regulation wins';
const LEADERS_LEGEND =
  'G Goals · A Assists · TOT Total points (G + A) · PIM Penalty minutes · PPG Power-play goals · ' +
  'SHG Short-handed goals · No. Jersey number';

/**
 * A league whose teams end level on points (2 each, one win each), told apart by goal difference:
 *   Oct 1  Birch @ Ash     1 - 2
 *   Oct 8  Cedar @ Birch   0 - 5
 *   Oct 15 Ash @ Cedar     0 - 1
 * and Dogwood without a game. Final: Birch (+4), Ash (0), Cedar (-4), Dogwood. As of Oct 1: Ash 2;
 * Cedar and Dogwood level on every figure (by name), ahead of Birch on goal difference.
 */
async function seedTies(api: LeagueApi) {
  const leagueName = uniqueName('Ties');
  const suffix = leagueName.slice('Ties '.length);
  const leagueId = await createLeague(api, { leagueName, session: 'Fall', year: 2025 });
  const venueId = await createVenue(api);
  const name = (teamName: string) => `${teamName} ${suffix}`;
  const teams = {
    ash: { name: name('Ash'), id: await createTeam(api, { leagueId, teamName: name('Ash') }) },
    birch: { name: name('Birch'), id: await createTeam(api, { leagueId, teamName: name('Birch') }) },
    cedar: { name: name('Cedar'), id: await createTeam(api, { leagueId, teamName: name('Cedar') }) },
    dogwood: { name: name('Dogwood'), id: await createTeam(api, { leagueId, teamName: name('Dogwood') }) },
  };
  const play = async (
    date: string,
    visitor: string,
    home: string,
    visitorGoals: number,
    homeGoals: number,
  ) => {
    const gameId = await createGame(api, {
      leagueId,
      venueId,
      date,
      time: '19:00',
      visitorTeamId: visitor,
      homeTeamId: home,
    });
    await recordResult(api, gameId, {
      status: 'FINAL',
      home: { periods: [homeGoals, 0, 0, 0] },
      visitor: { periods: [visitorGoals, 0, 0, 0] },
    });
  };
  await play('2025-10-01', teams.birch.id, teams.ash.id, 1, 2);
  await play('2025-10-08', teams.cedar.id, teams.birch.id, 0, 5);
  await play('2025-10-15', teams.ash.id, teams.cedar.id, 0, 1);
  return { league: { id: leagueId, leagueName }, teams };
}

test.describe('stats and standings (public)', () => {
  test('the stats page lists the current leagues with their links, and the navigation leads there', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, '/info', api);
    await mainNav(page).getByRole('link', { name: 'STATS & STANDINGS' }).click();
    await expect(page).toHaveURL(/\/statsandstandings$/);
    // the added link still fits the wide bar at its narrowest (85em)
    await page.setViewportSize({ width: 1360, height: 800 });
    await expect(mainNav(page).getByRole('link', { name: 'STATS & STANDINGS' })).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'league-public-nav-1360');
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
    await expectHeadingOutline(page);
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
    await expectLeagueCrumbs(page, { id: s.league.id, name: s.league.leagueName });
    await expect(page.getByRole('heading', { level: 2, name: 'North Division' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'South Division' })).toBeVisible();
    // one key to the abbreviations under both divisions
    await expect(page.getByTestId('table-legend')).toHaveText(STANDINGS_LEGEND);
    await expectHeadingOutline(page);
    await screenshot(page, 'league-public-hub');
  });

  test('standings: divisions, the hand-computed table, legend, rank, sorting, team links', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, `/league/leagues/${s.league.id}/standings`, api);
    await expect(page.getByRole('heading', { name: `${s.league.leagueName} Standings` })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveText('Fall · 2025');
    await expectLeagueCrumbs(page, { id: s.league.id, name: s.league.leagueName }, 'Standings');

    const north = page.getByRole('table', { name: 'North Division' });
    const south = page.getByRole('table', { name: 'South Division' });
    await expect(page.getByRole('heading', { level: 2, name: 'North Division' })).toBeVisible();
    await expectHeadingOutline(page);
    // the team first, then the points, the record, and the rest; the rank is its own column
    await expect(north.getByRole('columnheader')).toHaveText([
      'Rank',
      'Team',
      'PTS',
      'GP',
      'W',
      'L',
      'T',
      'OTL',
      'SOL',
      'Win %',
      'L10',
      'STRK',
      'GF',
      'GA',
      'DIFF',
      'RW',
    ]);
    // abbreviations carry their meaning, the percentage says what it is
    await expect(north.locator('abbr', { hasText: 'PTS' })).toHaveAttribute('title', 'Points');
    await expect(north.locator('abbr', { hasText: 'Win %' })).toHaveAttribute(
      'title',
      'Win percentage: (W + ½ T) / GP',
    );
    await expect(page.getByTestId('table-legend')).toHaveText(STANDINGS_LEGEND);
    await expect(page.getByTestId('table-legend')).toBeVisible();

    // order by points: Bears 4, Sharks 1 | Owls 3, Wolves 2
    await expect(north.getByTestId('standings-row').getByRole('rowheader')).toHaveText([
      s.teams.bears.name,
      s.teams.sharks.name,
    ]);
    await expect(south.getByTestId('standings-row').getByRole('rowheader')).toHaveText([
      s.teams.owls.name,
      s.teams.wolves.name,
    ]);
    // Rank, Team, PTS, GP, W, L, T, OTL, SOL, Win %, L10, STRK, GF, GA, DIFF, RW — the playoff game does
    // not count; in the last ten an overtime or shootout loss is a loss
    const expected: Array<[string, string[]]> = [
      [
        s.teams.bears.name,
        [
          '1',
          s.teams.bears.name,
          '4',
          '2',
          '2',
          '0',
          '0',
          '0',
          '0',
          '1.000',
          '2-0-0',
          'W2',
          '6',
          '3',
          '+3',
          '1',
        ],
      ],
      [
        s.teams.sharks.name,
        [
          '2',
          s.teams.sharks.name,
          '1',
          '2',
          '0',
          '1',
          '1',
          '0',
          '0',
          '0.250',
          '0-1-1',
          'T1',
          '3',
          '5',
          '-2',
          '0',
        ],
      ],
      [
        s.teams.owls.name,
        [
          '1',
          s.teams.owls.name,
          '3',
          '2',
          '1',
          '0',
          '1',
          '0',
          '0',
          '0.750',
          '1-0-1',
          'T1',
          '5',
          '4',
          '+1',
          '0',
        ],
      ],
      // 2 points from an overtime and a shootout loss, yet no win: the win percentage is 0
      [
        s.teams.wolves.name,
        [
          '2',
          s.teams.wolves.name,
          '2',
          '2',
          '0',
          '0',
          '0',
          '1',
          '1',
          '0.000',
          '0-2-0',
          'L2',
          '4',
          '6',
          '-2',
          '0',
        ],
      ],
    ];
    // nobody level on points here: no tie-break note
    await expect(page.getByTestId('tie-break-note')).toHaveCount(0);
    await expect(north.locator('abbr', { hasText: 'L10' })).toHaveAttribute(
      'title',
      'Last 10: wins-losses-ties of the last ten games',
    );
    for (const [team, texts] of expected) {
      await expect(cells(rowOf(page, 'standings-row', team))).toHaveText(texts);
    }
    await screenshot(page, 'league-public-standings');

    // sorting: a figure highest first, then lowest first, then back to the ranking; the rank stays
    const goalsAgainst = north.getByRole('columnheader', { name: 'GA' });
    await expect(goalsAgainst).toHaveAttribute('aria-sort', 'none');
    await goalsAgainst.getByRole('button').click();
    await expect(goalsAgainst).toHaveAttribute('aria-sort', 'descending');
    await expect(goalsAgainst).toContainText('▼');
    await expect(north.getByTestId('standings-row').getByRole('rowheader')).toHaveText([
      s.teams.sharks.name,
      s.teams.bears.name,
    ]);
    await expect(north.getByTestId('standings-row').locator('td:first-child')).toHaveText(['2', '1']);
    await expect(page.getByText('Sorted by Goals against, highest first.')).toBeVisible();
    await screenshot(page, 'league-public-standings-sorted');
    await goalsAgainst.getByRole('button').click();
    await expect(goalsAgainst).toHaveAttribute('aria-sort', 'ascending');
    await expect(north.getByTestId('standings-row').getByRole('rowheader')).toHaveText([
      s.teams.bears.name,
      s.teams.sharks.name,
    ]);
    await goalsAgainst.getByRole('button').click();
    await expect(goalsAgainst).toHaveAttribute('aria-sort', 'none');
    // words A to Z first; the visible control goes back to the ranking too
    await south.getByRole('columnheader', { name: 'Team' }).getByRole('button').click();
    await expect(south.getByRole('columnheader', { name: 'Team' })).toHaveAttribute('aria-sort', 'ascending');
    await south.getByRole('columnheader', { name: 'Team' }).getByRole('button').click();
    await expect(south.getByTestId('standings-row').getByRole('rowheader')).toHaveText([
      s.teams.wolves.name,
      s.teams.owls.name,
    ]);
    await page.getByRole('button', { name: 'Original order' }).click();
    await expect(south.getByTestId('standings-row').getByRole('rowheader')).toHaveText([
      s.teams.owls.name,
      s.teams.wolves.name,
    ]);
    await expect(page.getByRole('button', { name: 'Original order' })).toHaveCount(0);

    await page.getByRole('link', { name: s.teams.sharks.name }).click();
    await expect(page).toHaveURL(`/team/${s.teams.sharks.id}`);
    await expect(page.getByTestId('team-name')).toHaveText(s.teams.sharks.name);
    await expect(page.getByTestId('team-record')).toHaveText('0 - 1 - 1');
  });

  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    test(`standings level on points say what separated them, and show any past day (${size})`, async ({
      page,
      request,
    }) => {
      const api = await leagueApi(request);
      const { league, teams } = await seedTies(api);
      await page.setViewportSize(viewport);
      await openAfterWrites(page, `/league/leagues/${league.id}/standings`, api);
      const table = page.getByRole('table', { name: 'Standings' });
      const order = table.getByTestId('standings-row').getByRole('rowheader');
      await expect(order).toHaveText([
        `${teams.birch.name}ahead on goal difference`,
        `${teams.ash.name}ahead on goal difference`,
        `${teams.cedar.name}behind on goal difference`,
        teams.dogwood.name,
      ]);
      await expect(rowOf(page, 'standings-row', teams.birch.name).getByRole('link')).toHaveText(
        teams.birch.name,
      );
      // L10 and STRK: Birch lost then won, Ash won then lost, Dogwood has played nothing
      const form = async (team: string) => {
        const row = cells(rowOf(page, 'standings-row', team));
        return [await row.nth(10).textContent(), await row.nth(11).textContent()];
      };
      expect(await form(teams.birch.name)).toEqual(['1-1-0', 'W1']);
      expect(await form(teams.ash.name)).toEqual(['1-1-0', 'L1']);
      expect(await form(teams.dogwood.name)).toEqual(['0-0-0', '–']);
      await expect(page.getByTestId('standings-as-of-note')).toHaveText('Counting every game played so far.');
      expect(await pageOverflowsSideways(page)).toBe(false);

      // the points race, drawn once near, with its caption, name and a table of the same figures
      const chart = page.getByTestId('race-chart');
      await page.getByTestId('race-chart-place').scrollIntoViewIfNeeded();
      await expect(chart.locator('figcaption')).toHaveText('Points race');
      await expect(chart.getByRole('img')).toHaveAttribute(
        'aria-label',
        `Points after each of 3 game days, Oct 1 to Oct 15; ${teams.birch.name} lead with 2 points.`,
      );
      await expect(chart.getByTestId('race-line')).toHaveCount(4);
      await expect(chart.getByRole('list', { name: 'Teams' }).getByRole('listitem')).toHaveText([
        teams.birch.name,
        teams.ash.name,
        teams.cedar.name,
        teams.dogwood.name,
      ]);
      const raceTable = chart.getByTestId('race-table');
      await expect(raceTable).toBeHidden();
      await chart.getByText('Points race as a table').click();
      await expect(raceTable.locator('thead th')).toHaveText(['Team', 'Oct 1', 'Oct 8', 'Oct 15']);
      await expect(raceTable.locator('tbody tr')).toHaveText([
        `${teams.birch.name}022`,
        `${teams.ash.name}222`,
        `${teams.cedar.name}002`,
        `${teams.dogwood.name}000`,
      ]);
      const svgBox = await chart.getByRole('img').boundingBox();
      expect(svgBox!.x + svgBox!.width).toBeLessThanOrEqual(viewport.width);
      // as wide as the content, its axis labels at their own size (not scaled up or down with the chart)
      const placeBox = await page.getByTestId('race-chart-place').boundingBox();
      expect(svgBox!.width).toBeGreaterThan(placeBox!.width - 2);
      const tickHeight = (await chart.getByRole('img').locator('text').first().boundingBox())!.height;
      expect(tickHeight).toBeGreaterThan(10);
      expect(tickHeight).toBeLessThan(18);
      expect(await pageOverflowsSideways(page)).toBe(false);
      await screenshot(page, `league-public-standings-ties-${size}`);

      // a past day: the date input puts it in the address, the table counts the games up to it
      const picker = page.getByLabel('Standings as of');
      await picker.fill('2025-10-01');
      await expect(page).toHaveURL(`/league/leagues/${league.id}/standings?asOf=2025-10-01`);
      await expect(order).toHaveText([
        teams.ash.name,
        `${teams.cedar.name}level, by name`,
        `${teams.dogwood.name}ahead on goal difference`,
        `${teams.birch.name}behind on goal difference`,
      ]);
      await expect(cells(rowOf(page, 'standings-row', teams.ash.name)).nth(2)).toHaveText('2');
      // the race stops at that day too
      await expect(chart.getByRole('img')).toHaveAttribute(
        'aria-label',
        `Points after the game day of Oct 1; ${teams.ash.name} lead with 2 points.`,
      );
      await expect(page.getByTestId('standings-as-of-note')).toHaveText(
        'Counting the games played up to and including Wednesday, October 1, 2025.',
      );
      await screenshot(page, `league-public-standings-as-of-${size}`);

      // the address alone opens that day; "Latest standings" goes back to today's table
      await page.reload();
      await expect(picker).toHaveValue('2025-10-01');
      await expect(order.first()).toHaveText(teams.ash.name);
      await page.getByRole('button', { name: 'Latest standings' }).click();
      await expect(page).toHaveURL(`/league/leagues/${league.id}/standings`);
      await expect(picker).toHaveValue('');
      await expect(order.first()).toHaveText(`${teams.birch.name}ahead on goal difference`);

      // a day that is not in the calendar: today's table, and the picker says why
      await page.goto(`/league/leagues/${league.id}/standings?asOf=2025-02-30`);
      await expect(page.getByTestId('standings-as-of-note')).toHaveText(
        '“2025-02-30” is not a date (YYYY-MM-DD). Counting every game played so far.',
      );
      await expect(order.first()).toHaveText(`${teams.birch.name}ahead on goal difference`);
    });
  }

  test('standings on a phone: team and points in sight, the rest scrolls in a named box', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await page.setViewportSize(PHONE);
    await openAfterWrites(page, `/league/leagues/${s.league.id}/standings`, api);
    const north = page.getByRole('table', { name: 'North Division' });
    await expect(north).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    for (const team of [s.teams.bears.name, s.teams.sharks.name, s.teams.owls.name, s.teams.wolves.name]) {
      const row = rowOf(page, 'standings-row', team);
      expect(await insideWindow(page, row.getByRole('rowheader')), `${team} in sight`).toBe(true);
      expect(await insideWindow(page, row.locator('td').nth(0)), `${team} rank in sight`).toBe(true);
      expect(await insideWindow(page, row.locator('td').nth(1)), `${team} PTS in sight`).toBe(true);
    }
    expect(await insideWindow(page, north.getByRole('columnheader', { name: 'PTS' }))).toBe(true);
    // the last columns wait to the right, in a keyboard-reachable region named like the table
    const region = page.getByRole('region', { name: 'North Division' });
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await insideWindow(page, north.getByRole('columnheader', { name: 'RW' }))).toBe(false);
    const frame = region.locator('..');
    await expect(frame).toHaveAttribute('data-more', '');
    await page.getByTestId('table-legend').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('table-legend')).toContainText('OTL Overtime losses');
    await screenshot(page, 'league-public-standings-phone-top');

    // scrolled to the end: the team stays at the left, the last column comes into sight
    await region.focus();
    await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expect(frame).not.toHaveAttribute('data-more');
    await expect(frame).toHaveAttribute('data-scrolled', '');
    const bears = rowOf(page, 'standings-row', s.teams.bears.name);
    expect(await insideWindow(page, bears.getByRole('rowheader'))).toBe(true);
    expect(await insideWindow(page, north.getByRole('columnheader', { name: 'RW' }))).toBe(true);
    await expect(bears.getByRole('rowheader')).toBeVisible();
    await screenshot(page, 'league-public-standings-phone-scrolled');
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
    await openInApp(page, `/league/leagues/${emptyLeague}/standings`, api);
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    release();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    const table = page.getByTestId('standings-table');
    await expect(table).toHaveCount(1);
    await expect(table.getByTestId('standings-row')).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'PTS' })).toBeVisible();
    await page.unroute('**/api/league/leagues/*/standings');

    // a failing read: its message in the Heads Up! modal over the empty page
    await page.route('**/api/league/leagues/*/standings', (route) =>
      route.fulfill({ status: 500, json: { message: 'The standings are resting.' } }),
    );
    await page.goto('/info');
    await openInApp(page, `/league/leagues/${emptyLeague}/standings`);
    const modal = page.getByRole('dialog', { name: 'Heads Up!' });
    await expect(modal.getByTestId('error-message')).toHaveText('The standings are resting.');
    await page.waitForTimeout(300);
    await screenshot(page, 'league-public-standings-error');
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('standings-row')).toHaveCount(0);
    await page.unroute('**/api/league/leagues/*/standings');

    // a league that does not exist: the not-found page
    await page.goto(`/league/leagues/${randomUUID()}/standings`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('scoring leaders: rank, order, numbers, legend, player and team links; emptied on a failure', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, `/league/${s.league.id}/scoringLeaders`, api);
    await expect(page.getByRole('heading', { name: `${s.league.leagueName} Scoring Leaders` })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveText('Fall 2025');
    await expectLeagueCrumbs(page, { id: s.league.id, name: s.league.leagueName }, 'Scoring Leaders');
    await expectHeadingOutline(page);
    const table = page.getByTestId('leaders-table');
    // the player first, the points right after; the jersey number is "No.", the rank its own column
    await expect(table.getByRole('columnheader')).toHaveText([
      'Rank',
      'Name',
      'G',
      'A',
      'TOT',
      'PIM',
      'PPG',
      'SHG',
      'No.',
      'Team',
      'Division',
    ]);
    await expect(table.locator('abbr', { hasText: 'No.' })).toHaveAttribute('title', 'Jersey number');
    await expect(page.getByTestId('table-legend')).toHaveText(LEADERS_LEGEND);
    const rows = page.getByTestId('leader-row');
    // points, then goals, then last name; playoff points count, last season's do not
    // (the leaders answer carries no middle initial)
    await expect(rows.getByRole('rowheader')).toHaveText([
      'Alex Stone',
      'Ben Cole',
      'Omar Diaz',
      'Liam Park',
      'Olly Grant',
      'Tom Hart',
      'Will Ford',
      'Sam Reed',
    ]);
    // nobody is level on points and goals: ranks 1 to 8
    await expect(rows.locator('td:first-child')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8']);
    const bears = s.teams.bears.name;
    await expect(cells(rows.nth(0))).toHaveText([
      '1',
      'Alex Stone',
      '4',
      '2',
      '6',
      '0',
      '0',
      '0',
      '9',
      bears,
      'North',
    ]);
    await expect(cells(rows.nth(1))).toHaveText([
      '2',
      'Ben Cole',
      '2',
      '4',
      '6',
      '0',
      '0',
      '0',
      '12',
      bears,
      'North',
    ]);
    await expect(cells(rows.nth(2))).toHaveText([
      '3',
      'Omar Diaz',
      '4',
      '1',
      '5',
      '0',
      '0',
      '0',
      '10',
      s.teams.owls.name,
      'South',
    ]);
    await expect(cells(rows.nth(3))).toHaveText([
      '4',
      'Liam Park',
      '3',
      '0',
      '3',
      '0',
      '0',
      '0',
      '88',
      s.teams.wolves.name,
      'South',
    ]);
    await expect(cells(rows.nth(7))).toHaveText([
      '8',
      'Sam Reed',
      '1',
      '0',
      '1',
      '0',
      '0',
      '0',
      '7',
      s.teams.sharks.name,
      'North',
    ]);
    await screenshot(page, 'league-public-leaders');

    // sorting by assists: highest first, the league rank kept
    const assists = table.getByRole('columnheader', { name: 'A', exact: true });
    await assists.getByRole('button').click();
    await expect(assists).toHaveAttribute('aria-sort', 'descending');
    await expect(cells(rows.nth(0))).toHaveText([
      '2',
      'Ben Cole',
      '2',
      '4',
      '6',
      '0',
      '0',
      '0',
      '12',
      bears,
      'North',
    ]);
    await assists.getByRole('button').click();
    await assists.getByRole('button').click();
    await expect(assists).toHaveAttribute('aria-sort', 'none');
    await expect(rows.nth(0).getByRole('rowheader')).toHaveText('Alex Stone');

    // the team filter: the league's teams, one team's scorers with their league-wide rank
    const filter = page.getByLabel('Team', { exact: true });
    await expect(filter).toHaveValue('');
    await expect(filter.locator('option')).toHaveText([
      'All teams',
      ...[s.teams.bears.name, s.teams.owls.name, s.teams.sharks.name, s.teams.wolves.name].sort((a, b) =>
        a.localeCompare(b),
      ),
    ]);
    await filter.selectOption({ label: s.teams.owls.name });
    await expect(rows.getByRole('rowheader')).toHaveText(['Omar Diaz', 'Olly Grant']);
    await expect(rows.locator('td:first-child')).toHaveText(['3', '5']);
    await expect(page).toHaveURL(
      new RegExp(`/league/${s.league.id}/scoringLeaders\\?team=${s.teams.owls.id}$`),
    );
    await expect(page.getByRole('table', { name: `Scoring leaders of ${s.teams.owls.name}` })).toBeVisible();
    await screenshot(page, 'league-public-leaders-filtered');
    await filter.selectOption({ label: 'All teams' });
    await expect(rows).toHaveCount(8);

    // the team opens its page, the player his history
    await rows.nth(3).getByRole('link', { name: s.teams.wolves.name }).click();
    await expect(page).toHaveURL(`/team/${s.teams.wolves.id}`);
    await page.goBack();
    await rows.nth(0).getByRole('link', { name: 'Alex Stone' }).click();
    await expect(page).toHaveURL(`/${s.players.stone.playerId}/history`);
    await expect(page.getByTestId('player-name')).toHaveText('Alex J. Stone');

    // a failing read: the Heads Up! modal, then the titles and the table emptied
    await page.route('**/api/league/*/scoringLeaders', (route) =>
      route.fulfill({ status: 500, json: { message: 'The leaders are resting.' } }),
    );
    await page.goto('/info');
    await openInApp(page, `/league/${s.league.id}/scoringLeaders`);
    const modal = page.getByRole('dialog', { name: 'Heads Up!' });
    await expect(modal.getByTestId('error-message')).toHaveText('The leaders are resting.');
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByRole('heading', { name: 'Scoring Leaders', exact: true })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveCount(0);
    await expect(page.getByTestId('leader-row')).toHaveCount(0);
    await page.unroute('**/api/league/*/scoringLeaders');

    // a league that does not exist: the not-found page
    await page.goto(`/league/${randomUUID()}/scoringLeaders`);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('scoring leaders: players level on points and goals share a rank', async ({ page, request }) => {
    const { api, season: s } = await season(request);
    // Will Ford's 1 + 1 becomes 2 + 0, level with Tom Hart: the answer keeps its order (Ford, Hart by name)
    await page.route(`**/api/league/${s.league.id}/scoringLeaders`, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as {
        scoringLeaders: Array<{ lastName: string; goals: number; assists: number; points: number }>;
      };
      const ford = answer.scoringLeaders.find((leader) => leader.lastName === 'Ford')!;
      Object.assign(ford, { goals: 2, assists: 0 });
      const hart = answer.scoringLeaders.findIndex((leader) => leader.lastName === 'Hart');
      const fordAt = answer.scoringLeaders.indexOf(ford);
      answer.scoringLeaders.splice(fordAt, 1);
      answer.scoringLeaders.splice(hart, 0, ford);
      await route.fulfill({ response, json: answer });
    });
    await openInApp(page, `/league/${s.league.id}/scoringLeaders`, api);
    const rows = page.getByTestId('leader-row');
    await expect(rows.getByRole('rowheader')).toHaveText([
      'Alex Stone',
      'Ben Cole',
      'Omar Diaz',
      'Liam Park',
      'Olly Grant',
      'Will Ford',
      'Tom Hart',
      'Sam Reed',
    ]);
    await expect(rows.locator('td:first-child')).toHaveText(['1', '2', '3', '4', '5', 'T-6', 'T-6', '8']);
    await expect(
      page.getByText('T- before a rank: players level on points and goals share it.'),
    ).toBeVisible();
  });

  test('scoring leaders on a phone: player, G, A and TOT in sight', async ({ page, request }) => {
    const { api, season: s } = await season(request);
    await page.setViewportSize(PHONE);
    await openAfterWrites(page, `/league/${s.league.id}/scoringLeaders`, api);
    const table = page.getByTestId('leaders-table');
    await expect(table).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    for (const name of ['G', 'A', 'TOT']) {
      expect(await insideWindow(page, table.getByRole('columnheader', { name, exact: true })), name).toBe(
        true,
      );
    }
    const rows = page.getByTestId('leader-row');
    await expect(rows).toHaveCount(8);
    for (let index = 0; index < 8; index++) {
      const row = rows.nth(index);
      expect(await insideWindow(page, row.getByRole('rowheader')), `player ${index}`).toBe(true);
      for (let figure = 0; figure <= 3; figure++) {
        expect(await insideWindow(page, row.locator('td').nth(figure)), `row ${index} cell ${figure}`).toBe(
          true,
        );
      }
    }
    await expect(page.getByTestId('table-legend')).toHaveText(LEADERS_LEGEND);
    await page.getByLabel('Team', { exact: true }).selectOption({ label: s.teams.bears.name });
    await expect(rows.getByRole('rowheader')).toHaveText(['Alex Stone', 'Ben Cole']);
    await screenshot(page, 'league-public-leaders-phone-filtered');
  });

  test('previous leagues: year, name with its division, session, each opening the league', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, '/league/previousLeagues', api);
    await expect(page.getByRole('heading', { name: 'Previous Leagues' })).toBeVisible();
    const row = rowOf(page, 'previous-league-row', s.league.leagueName);
    await expect(cells(row)).toHaveText(['2024', `${s.league.leagueName} - A Division`, 'Spring']);
    await screenshot(page, 'league-public-previous-leagues');
    await row.getByRole('link', { name: `${s.league.leagueName} - A Division` }).click();
    await expect(page).toHaveURL(`/league/${s.oldLeague.id}`);
    await expect(page.getByRole('heading', { name: `${s.league.leagueName} - A Division` })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveText('Spring 2024');
    await expect(cells(rowOf(page, 'standings-row', s.oldTeams.bears.name))).toHaveText([
      '1',
      s.oldTeams.bears.name,
      '2',
      '1',
      '1',
      '0',
      '0',
      '0',
      '0',
      '1.000',
      '1-0-0',
      'W1',
      '2',
      '0',
      '+2',
      '1',
    ]);

    // the empty state (this run's store has previous leagues, so the answer is replaced)
    await page.route('**/api/league/previousLeagues', (route) =>
      route.fulfill({ json: { previousLeagues: [] } }),
    );
    await page.goto('/info');
    await openInApp(page, '/league/previousLeagues');
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

  test('a game scored on the game sheet: PIM, PPG and SHG on the leaders, the goalies under them, on a phone too', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const venueId = await createVenue(api);
    const league = { leagueName: uniqueName('Harbor'), session: 'Winter', year: 2026 };
    const leagueId = await createLeague(api, league);
    const names = { sharks: uniqueName('Sharks'), gulls: uniqueName('Gulls') };
    const sharks = await createTeam(api, { leagueId, teamName: names.sharks });
    const gulls = await createTeam(api, { leagueId, teamName: names.gulls });
    const [sam, ada, ben] = await rosterOf(api, sharks, [
      { firstName: 'Sam', lastName: 'Stone', number: 1 },
      { firstName: 'Ada', lastName: 'Lane', number: 7 },
      { firstName: 'Ben', lastName: 'Moss', number: 9 },
    ]);
    const [gil, hal] = await rosterOf(api, gulls, [
      { firstName: 'Gil', lastName: 'Reed', number: 30 },
      { firstName: 'Hal', lastName: 'Voss', number: 4 },
    ]);
    const gameId = await createGame(api, {
      leagueId,
      venueId,
      date: '2026-01-10',
      time: '19:00',
      homeTeamId: sharks,
      visitorTeamId: gulls,
    });
    // the sheet's writes, as the scorekeeper's page sends them (docs/api.md, "Game sheet")
    const sheet = async (method: 'put' | 'post', path: string, data: object) => {
      const response = await api.request[method](`/api/admin/game/${gameId}/sheet/${path}`, {
        headers: api.headers,
        data,
      });
      expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
      api.lastPosition = ((await response.json()) as { position: string }).position;
    };
    const entry = (side: string, period: number, more: object) => ({
      id: randomUUID(),
      side,
      period,
      time: '10:00',
      ...more,
    });
    await sheet('put', 'lineup/home', {
      rosterPlayerIds: [sam!.rosterPlayerId, ada!.rosterPlayerId, ben!.rosterPlayerId],
      goalieRosterPlayerId: sam!.rosterPlayerId,
    });
    await sheet('put', 'lineup/visitor', {
      rosterPlayerIds: [gil!.rosterPlayerId, hal!.rosterPlayerId],
      goalieRosterPlayerId: gil!.rosterPlayerId,
    });
    await sheet('post', 'goals', entry('home', 1, { scorer: ada!.rosterPlayerId, strength: 'PP' }));
    await sheet('post', 'goals', entry('visitor', 1, { scorer: hal!.rosterPlayerId }));
    await sheet(
      'post',
      'goals',
      entry('home', 2, { scorer: ben!.rosterPlayerId, assists: [ada!.rosterPlayerId] }),
    );
    await sheet('post', 'goals', entry('home', 3, { scorer: ada!.rosterPlayerId, strength: 'SH' }));
    await sheet(
      'post',
      'penalties',
      entry('home', 2, { rosterPlayerId: ben!.rosterPlayerId, infraction: 'Tripping', minutes: 2 }),
    );
    await sheet(
      'post',
      'penalties',
      entry('visitor', 3, { rosterPlayerId: hal!.rosterPlayerId, infraction: 'Fighting', minutes: 5 }),
    );
    for (const [period, shots] of [
      [1, 11],
      [2, 9],
      [3, 8],
    ])
      await sheet('post', 'shots', { side: 'visitor', period, shots });
    await sheet('post', 'final', { status: 'FINAL', confirmFuture: true });

    await page.setViewportSize({ width: 1280, height: 900 });
    await openAfterWrites(page, `/league/${leagueId}/scoringLeaders`, api);
    const rows = page.getByTestId('leader-row');
    await expect(rows.getByRole('rowheader')).toHaveText(['Ada Lane', 'Ben Moss', 'Hal Voss']);
    // Rank, Name, G, A, TOT, PIM, PPG, SHG, No., Team, Division (none)
    const [team1, team2] = [names.sharks, names.gulls];
    await expect(cells(rows.nth(0))).toHaveText([
      '1',
      'Ada Lane',
      '2',
      '1',
      '3',
      '0',
      '1',
      '1',
      '7',
      team1,
      '',
    ]);
    await expect(cells(rows.nth(1))).toHaveText([
      'T-2',
      'Ben Moss',
      '1',
      '0',
      '1',
      '2',
      '0',
      '0',
      '9',
      team1,
      '',
    ]);
    await expect(cells(rows.nth(2))).toHaveText([
      'T-2',
      'Hal Voss',
      '1',
      '0',
      '1',
      '5',
      '0',
      '0',
      '4',
      team2,
      '',
    ]);
    // the sort by penalty minutes: most first
    const pim = page.getByTestId('leaders-table').getByRole('columnheader', { name: 'PIM' });
    await pim.getByRole('button').click();
    await expect(pim).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.getByRole('rowheader')).toHaveText(['Hal Voss', 'Ben Moss', 'Ada Lane']);

    const goalies = page.getByTestId('goalies');
    await expect(goalies.getByRole('heading', { name: 'Goalies', level: 2 })).toBeVisible();
    const goalieTable = page.getByTestId('goalies-table');
    await expect(goalieTable.getByRole('columnheader')).toHaveText([
      'Name',
      'GP',
      'W',
      'L',
      'GA',
      'GAA',
      'SO',
      'SV',
      'SV%',
      'No.',
      'Team',
    ]);
    // Sam: 28 shots, 1 in; Gil: 3 in, no shots recorded against him
    await expect(cells(page.getByTestId('goalie-row').nth(0))).toHaveText([
      'Sam Stone',
      '1',
      '1',
      '0',
      '1',
      '1.00',
      '0',
      '27',
      '.964',
      '1',
      names.sharks,
    ]);
    await expect(cells(page.getByTestId('goalie-row').nth(1))).toHaveText([
      'Gil Reed',
      '1',
      '0',
      '1',
      '3',
      '3.00',
      '0',
      '–',
      '–',
      '30',
      names.gulls,
    ]);
    await expect(goalies.getByTestId('table-legend')).toHaveText(
      'GP Games played · W Wins · L Losses · GA Goals against · GAA Goals against per game played · ' +
        'SO Shutouts · SV Saves · SV% Saves / shots against · No. Jersey number',
    );
    await expect(goalies.getByText('– in SV and SV%: no shots against the goalie recorded.')).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await page.screenshot({ path: '/tmp/sheet-leaders-1280.png', fullPage: true });
    await screenshot(page, 'league-public-leaders-sheet');

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByTestId('goalie-row')).toHaveCount(2);
    expect(await pageOverflowsSideways(page)).toBe(false);
    // the goalie and the first figures in sight; the table scrolls sideways in its own box
    expect(await insideWindow(page, page.getByTestId('goalie-row').nth(0).getByRole('rowheader'))).toBe(true);
    expect(await insideWindow(page, goalieTable.getByRole('columnheader', { name: 'GP' }))).toBe(true);
    await page.screenshot({ path: '/tmp/sheet-leaders-390.png', fullPage: true });
    await screenshot(page, 'league-public-leaders-sheet-phone');
  });

  test('scoring leaders without a goalie on a game sheet: the Goalies notice', async ({ page, request }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, `/league/${s.league.id}/scoringLeaders`, api);
    await expect(page.getByTestId('goalies-empty')).toHaveText(
      'No goalie has played a game on a game sheet yet.',
    );
    await expect(page.getByTestId('goalies-table')).toHaveCount(0);
  });
});
