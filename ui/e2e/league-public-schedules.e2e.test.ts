import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from './app-test';
import {
  createVenue,
  leagueApi,
  openAfterWrites,
  pageOverflowsSideways,
  PHONE,
  seedSeason,
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

const DESKTOP = { width: 1366, height: 900 };
const scheduleRows = (page: Page) => page.getByTestId('schedule-row');
/** A row's cells: the game (its header cell) first, then the others. */
const cells = (row: Locator) => row.locator('th, td');
const HINT = '(Click on the final score of a game to see a Game Summary)';

/** The address of a team's page (its schedule and roster). */
const teamPath = (s: Season, teamName: string, league: { session: string; year: number } = s.league) =>
  `/league/schedule/${encodeURIComponent(s.league.leagueName)}/${league.session}/${league.year}/${encodeURIComponent(teamName)}`;

/** The address of a team's page by its id, where every team link now leads. */
const teamPage = (teamId: string) => `/team/${teamId}`;

/** True when the element is wholly inside the viewport, without scrolling the page or its table. */
async function wholeInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5;
}

/** Exactly one h1, and no heading more than one level below the one before it. */
async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.filter((h) => (h as HTMLElement).offsetParent !== null).map((h) => Number(h.tagName[1])),
    );
  expect(
    levels.filter((level) => level === 1),
    `h1s among ${levels.join(',')}`,
  ).toHaveLength(1);
  expect(levels[0], `the first heading of ${levels.join(',')}`).toBe(1);
  for (const [index, level] of levels.entries())
    if (index > 0) expect(level, `levels ${levels.join(',')}`).toBeLessThanOrEqual(levels[index - 1]! + 1);
}

test.describe('schedules and game summaries (public)', () => {
  test('league schedule: the game first with its teams linked, then the score or time, every column, the legend and the feed', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    const { bears, sharks, owls, wolves } = s.teams;
    await openAfterWrites(page, `/league/schedule/${s.league.id}`, api);
    await expect(
      page.getByRole('heading', { name: `${s.league.leagueName} Schedule`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveText('Fall · 2025');
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://.+/api/league/schedule/${s.league.id}\\.ics$`),
    );
    await expectHeadingOutline(page);
    const table = page.getByTestId('schedule-table');
    await expect(table.locator('thead th')).toHaveText([
      'Game',
      'Score',
      'Date',
      'Time',
      'Venue',
      'Status',
      'Winner',
      'Playoff or championship',
    ]);
    const rows = scheduleRows(page);
    await expect(rows).toHaveCount(8);
    const v = s.venue.name;
    await expect(cells(rows.nth(0))).toHaveText([
      s.eventName,
      '',
      'Friday, Sept. 5',
      '6:00 pm',
      v,
      '',
      '',
      '',
    ]);
    await expect(cells(rows.nth(1))).toHaveText([
      `${sharks.name} @ ${bears.name}`,
      '1 - 3',
      'Friday, Sept. 5',
      '7:30 pm',
      v,
      'FINAL',
      bears.name,
      '',
    ]);
    await expect(cells(rows.nth(2))).toHaveText([
      `${wolves.name} @ ${owls.name}`,
      '2 - 3',
      'Friday, Sept. 12',
      '9:00 am',
      v,
      'Overtime',
      owls.name,
      '',
    ]);
    await expect(cells(rows.nth(3))).toHaveText([
      `${bears.name} @ ${wolves.name}`,
      '3 - 2',
      'Friday, Sept. 19',
      '12:00 pm',
      v,
      'Shootout',
      bears.name,
      '',
    ]);
    await expect(cells(rows.nth(4))).toHaveText([
      `${owls.name} @ ${sharks.name}`,
      '2 - 2',
      'Friday, Sept. 26',
      '12:15 am',
      v,
      'FINAL',
      '',
      '',
    ]);
    // not played yet: its time where the score will be
    await expect(cells(rows.nth(5))).toHaveText([
      `${sharks.name} @ ${owls.name}`,
      '7:00 pm',
      'Friday, Oct. 3',
      '7:00 pm',
      v,
      'TBP',
      '',
      '',
    ]);
    await expect(cells(rows.nth(6))).toHaveText([
      `(2) ${owls.name} @ (1) ${bears.name}`,
      '1 - 4',
      'Friday, Oct. 10',
      '8:00 pm',
      v,
      'FINAL',
      bears.name,
      'PLAYOFF GAME',
    ]);
    await expect(cells(rows.nth(7))).toHaveText([
      `TBD @ (1) ${bears.name}`,
      '8:00 pm',
      'Friday, Oct. 17',
      '8:00 pm',
      v,
      'TBP',
      '',
      'CHAMPIONSHIP GAME',
    ]);
    // the legend explains the order and the short forms the rows use
    const legend = page.getByTestId('table-legend');
    await expect(legend).toBeVisible();
    await expect(legend).toContainText('Visitor @ Home the score reads in the same order');
    await expect(legend).toContainText('(1) playoff seed');
    await expect(legend).toContainText('TBD team to be decided');
    await expect(legend).toContainText('TBP to be played');
    // each team links to its page; TBD does not
    await expect(rows.nth(1).getByRole('link', { name: sharks.name })).toHaveAttribute(
      'href',
      teamPage(sharks.id),
    );
    await expect(rows.nth(6).getByRole('link', { name: bears.name })).toHaveAttribute(
      'href',
      teamPage(bears.id),
    );
    await expect(rows.nth(7).getByRole('link', { name: 'TBD' })).toHaveCount(0);
    await screenshot(page, 'league-public-league-schedule');
    // the download link serves the league's iCalendar feed
    const feedUrl = await page.getByRole('link', { name: 'Download .ics' }).getAttribute('href');
    const feed = await request.get(feedUrl ?? '');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    // unplayed games have no score link; a played one opens its summary, the winner's goals first
    await expect(rows.nth(5).getByRole('link', { name: /-/ })).toHaveCount(0);
    await rows.nth(1).getByRole('link', { name: '1 - 3' }).click();
    await expect(page).toHaveURL(`/gameSummary/${s.games.g1}`);
    await expect(page.getByTestId('game-result')).toHaveText(`WINNER: ${bears.name}, by a score of 3 - 1`);
    // and a team's name opens the team's page
    await page.goBack();
    await rows.nth(2).getByRole('link', { name: wolves.name }).click();
    await expect(page).toHaveURL(teamPage(wolves.id));
    await expect(page.getByRole('heading', { name: wolves.name, level: 1 })).toBeVisible();
  });

  test('venue schedule: games and events of every league, hint, links; NOTHING SCHEDULED YET! when empty', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, `/league/schedule/${s.league.id}`, api);
    await scheduleRows(page).nth(1).getByRole('link', { name: s.venue.name }).click();
    await expect(page).toHaveURL(`/league/${s.venue.id}/schedule`);
    await expect(page.getByRole('heading', { name: s.venue.name, level: 1 })).toBeVisible();
    await expect(page.getByText(HINT, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://.+/api/league/${s.venue.id}/schedule\\.ics$`),
    );
    await expectHeadingOutline(page);
    await expect(page.getByTestId('schedule-table').locator('thead th')).toHaveText([
      'Game',
      'Score',
      'Date',
      'Time',
      'League',
      'Status',
      'Winner',
      'Playoff or championship',
    ]);
    const rows = scheduleRows(page);
    await expect(rows).toHaveCount(9); // last season's game, the event and this season's 7 games
    const { rivals, bears: oldBears } = s.oldTeams;
    await expect(cells(rows.nth(0))).toHaveText([
      `${rivals.name} @ ${oldBears.name}`,
      '0 - 2',
      'Saturday, Apr. 20',
      '6:30 pm',
      s.league.leagueName,
      'FINAL',
      oldBears.name,
      '',
    ]);
    // last season's teams link to their own season's pages
    await expect(rows.nth(0).getByRole('link', { name: rivals.name })).toHaveAttribute(
      'href',
      teamPage(rivals.id),
    );
    await expect(cells(rows.nth(1))).toHaveText([
      s.eventName,
      '',
      'Friday, Sept. 5',
      '6:00 pm',
      s.league.leagueName,
      '',
      '',
      '',
    ]);
    await expect(cells(rows.nth(4))).toHaveText([
      `${s.teams.bears.name} @ ${s.teams.wolves.name}`,
      '3 - 2',
      'Friday, Sept. 19',
      '12:00 pm',
      s.league.leagueName,
      'Shootout',
      s.teams.bears.name,
      '',
    ]);
    await expect(rows.nth(4).getByRole('link', { name: s.teams.wolves.name })).toHaveAttribute(
      'href',
      teamPage(s.teams.wolves.id),
    );
    // the flag is never cut short
    const championship = rows.nth(8).getByText('CHAMPIONSHIP GAME');
    expect(await championship.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
    await screenshot(page, 'league-public-venue-schedule');
    // status and score both open the summary
    await rows.nth(4).getByRole('link', { name: 'Shootout' }).click();
    await expect(page).toHaveURL(`/gameSummary/${s.games.g3}`);
    await expect(page.getByTestId('game-result')).toHaveText(`${s.teams.bears.name} won in a SHOOTOUT...`);

    const emptyVenue = await createVenue(api);
    await openAfterWrites(page, `/league/${emptyVenue}/schedule`, api);
    await expect(page.getByText('NOTHING SCHEDULED YET!')).toBeVisible();
    await expect(page.getByTestId('schedule-row')).toHaveCount(0);
  });

  test('team schedule: record, the team’s own score first with W/L/T, roster with points, team calendar', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    const { bears, sharks, owls, wolves } = s.teams;
    await openAfterWrites(page, teamPath(s, bears.name), api);
    await expect(page.getByRole('heading', { name: bears.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('team-name')).toHaveText(bears.name);
    await expect(page.getByTestId('team-record')).toHaveText('2 - 0 - 0');
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://.+/api/league/team/${bears.id}/schedule\\.ics$`),
    );
    await expectHeadingOutline(page);
    const roster = page.getByTestId('roster-row');
    // the roster table itself is the rosters page's: its players and their points here (PTS, then PIM)
    await expect(roster.nth(0)).toContainText('Alex J. Stone');
    await expect(roster.nth(0).locator('td:nth-last-child(2)')).toHaveText('6');
    await expect(roster.nth(0).locator('td').last()).toHaveText('0');
    await expect(roster.nth(1)).toContainText('Ben Cole');
    await expect(roster.nth(1).locator('td:nth-last-child(2)')).toHaveText('6');
    await expect(page.getByTestId('schedule-table').locator('thead th')).toHaveText([
      'Game',
      'Score',
      'Date',
      'Time',
      'Venue',
      'Status',
      'Playoff or championship',
    ]);
    const games = scheduleRows(page).filter({ hasNotText: s.eventName });
    const v = s.venue.name;
    await expect(games).toHaveCount(4);
    // the Bears at home won 3 - 1: their own goals first, whichever side they played
    await expect(cells(games.nth(0))).toHaveText([
      `${sharks.name} @ ${bears.name}`,
      'W 3 - 1',
      'Friday, Sept. 5',
      '7:30 pm',
      v,
      'FINAL',
      '',
    ]);
    await expect(cells(games.nth(1))).toHaveText([
      `${bears.name} @ ${wolves.name}`,
      'W 3 - 2',
      'Friday, Sept. 19',
      '12:00 pm',
      v,
      'Shootout',
      '',
    ]);
    await expect(cells(games.nth(2))).toHaveText([
      `(2) ${owls.name} @ (1) ${bears.name}`,
      'W 4 - 1',
      'Friday, Oct. 10',
      '8:00 pm',
      v,
      'FINAL',
      'PLAYOFF GAME',
    ]);
    await expect(cells(games.nth(3))).toHaveText([
      `TBD @ (1) ${bears.name}`,
      '8:00 pm',
      'Friday, Oct. 17',
      '8:00 pm',
      v,
      'TBP',
      'CHAMPIONSHIP GAME',
    ]);
    // the other team links to its page, the page's own team does not
    await expect(games.nth(0).getByRole('link', { name: sharks.name })).toHaveAttribute(
      'href',
      teamPage(sharks.id),
    );
    await expect(games.nth(0).getByRole('link', { name: bears.name })).toHaveCount(0);
    await expect(page.getByTestId('table-legend').last()).toContainText(
      'W / L / T won, lost or tied, the team’s own goals first',
    );
    await screenshot(page, 'league-public-team-schedule');
    await games.nth(0).getByRole('link', { name: 'W 3 - 1' }).click();
    await expect(page).toHaveURL(`/gameSummary/${s.games.g1}`);

    await openAfterWrites(page, teamPath(s, sharks.name), api);
    await expect(page.getByTestId('team-record')).toHaveText('0 - 1 - 1');
    const sharkGames = scheduleRows(page).filter({ hasNotText: s.eventName });
    await expect(sharkGames.locator('td:nth-child(2)')).toHaveText(['L 1 - 3', 'T 2 - 2', '7:00 pm']);
    await page.getByTestId('roster-row').getByRole('link', { name: 'Tom Hart' }).click();
    await expect(page).toHaveURL(`/${s.players.hart.playerId}/history`);

    // a team the league does not have: the site's not-found page
    await page.goto(teamPath(s, `Nobody ${s.suffix}`));
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    await expect(page.getByTestId('team-name')).toHaveCount(0);
  });

  test('game summary: the exact result line (winner’s goals first), linked teams and league, periods, summary and both teams’ points', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    const { bears, sharks, owls, wolves } = s.teams;
    await openAfterWrites(page, `/gameSummary/${s.games.g1}`, api);
    await expect(page.getByRole('heading', { name: 'Game Summary', level: 1 })).toBeVisible();
    await expect(page.getByTestId('game-teams')).toHaveText(`${sharks.name} @ ${bears.name}`);
    for (const team of [sharks, bears])
      await expect(page.getByTestId('game-teams').getByRole('link', { name: team.name })).toHaveAttribute(
        'href',
        teamPage(team.id),
      );
    await expect(page.getByTestId('game-when')).toHaveText(
      `Friday, Sept. 5 · 7:30 pm · ${s.venue.name} · ${s.league.leagueName}`,
    );
    await expect(
      page.getByTestId('game-when').getByRole('link', { name: s.league.leagueName }),
    ).toHaveAttribute('href', `/league/${s.league.id}`);
    await expect(page.getByTestId('game-result')).toHaveText(`WINNER: ${bears.name}, by a score of 3 - 1`);
    await expectHeadingOutline(page);
    // the corrected result, not the first one
    await expect(page.getByTestId('game-summary-text')).toHaveText(
      'Stone scored twice as the Bears pulled away in the second.',
    );
    const periods = page.getByTestId('period-scores');
    await expect(periods.getByRole('columnheader')).toHaveText(['Team', '1', '2', '3', 'OT/SO', 'Total']);
    await expect(cells(periods.locator('tbody tr').nth(0))).toHaveText([
      sharks.name,
      '0',
      '1',
      '0',
      '0',
      '1',
    ]);
    await expect(cells(periods.locator('tbody tr').nth(1))).toHaveText([bears.name, '1', '2', '0', '0', '3']);
    await expect(periods.getByRole('link', { name: bears.name })).toHaveAttribute('href', teamPage(bears.id));
    await expect(page.getByTestId('table-legend').first()).toContainText('OT/SO Overtime or shootout');
    const visitorStats = page.getByTestId('player-stats').filter({ hasText: sharks.name });
    const homeStats = page.getByTestId('player-stats').filter({ hasText: bears.name });
    await expect(page.getByTestId('player-stats').first()).toContainText(sharks.name);
    await expect(visitorStats.getByRole('heading', { name: sharks.name })).toBeVisible();
    await expect(visitorStats.getByRole('heading').getByRole('link', { name: sharks.name })).toHaveAttribute(
      'href',
      teamPage(sharks.id),
    );
    await expect(visitorStats.getByRole('columnheader')).toHaveText(['Player', 'G', 'A', 'PTS']);
    await expect(cells(visitorStats.getByTestId('player-stats-row'))).toHaveText([
      '#7 Sam Reed',
      '1',
      '0',
      '1',
    ]);
    await expect(visitorStats.getByTestId('table-legend')).toContainText('PTS Points (goals + assists)');
    await expect(homeStats.getByTestId('player-stats-row')).toHaveCount(2);
    await expect(cells(homeStats.getByTestId('player-stats-row').filter({ hasText: 'Stone' }))).toHaveText([
      '#9 Alex Stone', // the game's player lines carry no middle initial
      '2',
      '1',
      '3',
    ]);
    await screenshot(page, 'league-public-game-summary');

    await page.goto(`/gameSummary/${s.games.g2}`);
    await expect(page.getByTestId('game-result')).toHaveText(
      `${owls.name} won in OVERTIME, by a score of 3 - 2`,
    );
    await expect(page.getByTestId('game-teams')).toHaveText(`${wolves.name} @ ${owls.name}`);

    await page.goto(`/gameSummary/${s.games.g4}`);
    await expect(page.getByTestId('game-result')).toHaveText('Tie game. Final Score: 2 - 2');
    await expect(page.getByTestId('game-summary-text')).toHaveText('A late-night draw.');

    await page.goto(`/gameSummary/${s.games.g6}`);
    await expect(page.getByText('PLAYOFF GAME', { exact: true })).toBeVisible();
    await expect(page.getByTestId('game-result')).toHaveText(`WINNER: ${bears.name}, by a score of 4 - 1`);
    await expect(page.getByTestId('period-scores').getByRole('columnheader')).toHaveText(['Team', 'Total']);
    await expect(page.getByTestId('game-teams')).toHaveText(`(2) ${owls.name} @ (1) ${bears.name}`);
    await screenshot(page, 'league-public-game-summary-playoff');

    await page.goto(`/gameSummary/${s.games.g5}`);
    await expect(page.getByTestId('game-teams')).toHaveText(`${sharks.name} @ ${owls.name}`);
    await expect(page.getByTestId('game-result')).toHaveCount(0);
    await expect(page.getByText('TBP: this game has not been played yet.')).toBeVisible();

    await page.goto(`/gameSummary/${s.games.g7}`);
    await expect(page.getByTestId('game-teams')).toHaveText(`TBD @ (1) ${bears.name}`);
    await expect(page.getByTestId('game-teams').getByRole('link')).toHaveCount(1);

    // a game that does not exist: the site's not-found page
    await page.goto(`/gameSummary/${randomUUID()}`);
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    await expect(page.getByTestId('game-teams')).toHaveCount(0);
  });

  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${size}: every schedule shows the game and its score (or time) without scrolling, rows compact`, async ({
      page,
      request,
    }) => {
      const { api, season: s } = await season(request);
      await page.setViewportSize(viewport);
      for (const [path, name, played, unplayed] of [
        [`/league/schedule/${s.league.id}`, 'league-schedule', '1 - 3', '7:00 pm'],
        [`/league/${s.venue.id}/schedule`, 'venue-schedule', '1 - 3', '7:00 pm'],
        [teamPath(s, s.teams.sharks.name), 'team-schedule', 'L 1 - 3', '7:00 pm'],
      ] as const) {
        await openAfterWrites(page, path, api);
        const rows = scheduleRows(page);
        const playedRow = rows.filter({ hasText: `${s.teams.sharks.name} @ ${s.teams.bears.name}` });
        const unplayedRow = rows.filter({ hasText: `${s.teams.sharks.name} @ ${s.teams.owls.name}` });
        await expect(playedRow.locator('td').first()).toHaveText(played);
        await expect(unplayedRow.locator('td').first()).toHaveText(unplayed);
        for (const row of [playedRow, unplayedRow]) {
          await row.scrollIntoViewIfNeeded();
          expect(await wholeInView(page, row.locator('th')), `${name}: the game in view`).toBe(true);
          expect(await wholeInView(page, row.locator('td').first()), `${name}: the score in view`).toBe(true);
          // only the game's names may wrap: a row is at most four lines of text high; on a phone a game is
          // a card, its names on at most two lines and its fields two a line
          const height = (await row.boundingBox())?.height ?? 0;
          expect(height, `${name}: row height`).toBeLessThanOrEqual(size === 'phone' ? 200 : 60);
        }
        expect(await pageOverflowsSideways(page), `${path} overflows sideways`).toBe(false);
        await expectHeadingOutline(page);
        await screenshot(page, `league-public-${name}-${size}`);
      }

      // the summary: every column of the period table and the players' G, A and PTS in view
      await openAfterWrites(page, `/gameSummary/${s.games.g1}`, api);
      const periods = page.getByTestId('period-scores');
      for (const header of ['Team', '1', '2', '3', 'OT/SO', 'Total'])
        expect(
          await wholeInView(page, periods.getByRole('columnheader', { name: header, exact: true })),
        ).toBe(true);
      for (const stats of await page.getByTestId('player-stats').all())
        for (const header of ['Player', 'G', 'A', 'PTS'])
          expect(
            await wholeInView(page, stats.getByRole('columnheader', { name: header, exact: true })),
          ).toBe(true);
      expect(await pageOverflowsSideways(page)).toBe(false);
      await screenshot(page, `league-public-game-summary-${size}`);
    });
  }
});
