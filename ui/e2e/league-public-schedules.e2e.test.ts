import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

const scheduleRows = (page: Page) => page.getByTestId('schedule-row');
const HINT = '(Click on the final score of a game to see a Game Summary)';

test.describe('schedules and game summaries (public)', () => {
  test('league schedule: every game in order, statuses, seeds, flags, winners, the calendar feed', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    const { bears, sharks, owls, wolves } = s.teams;
    await openAfterWrites(page, `/league/schedule/${s.league.id}`, api);
    await expect(page.getByRole('heading', { name: `${s.league.leagueName} Schedule` })).toBeVisible();
    await expect(page.getByTestId('league-subtitle')).toHaveText('Fall · 2025');
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://.+/api/league/schedule/${s.league.id}\\.ics$`),
    );
    const rows = scheduleRows(page);
    await expect(rows).toHaveCount(8);
    // Date, Time, Status, Score, Opponent (visitor @ home), flag, Winner, Venue
    const v = s.venue.name;
    await expect(rows.nth(0).locator('td')).toHaveText([
      'Friday, Sept. 5',
      '6:00 pm',
      '',
      '',
      s.eventName,
      '',
      '',
      v,
    ]);
    await expect(rows.nth(1).locator('td')).toHaveText([
      'Friday, Sept. 5',
      '7:30 pm',
      'FINAL',
      '1 - 3',
      `${sharks.name} @ ${bears.name}`,
      '',
      bears.name,
      v,
    ]);
    await expect(rows.nth(2).locator('td')).toHaveText([
      'Friday, Sept. 12',
      '9:00 am',
      'Overtime',
      '2 - 3',
      `${wolves.name} @ ${owls.name}`,
      '',
      owls.name,
      v,
    ]);
    await expect(rows.nth(3).locator('td')).toHaveText([
      'Friday, Sept. 19',
      '12:00 pm',
      'Shootout',
      '3 - 2',
      `${bears.name} @ ${wolves.name}`,
      '',
      bears.name,
      v,
    ]);
    await expect(rows.nth(4).locator('td')).toHaveText([
      'Friday, Sept. 26',
      '12:15 am',
      'FINAL',
      '2 - 2',
      `${owls.name} @ ${sharks.name}`,
      '',
      '',
      v,
    ]);
    await expect(rows.nth(5).locator('td')).toHaveText([
      'Friday, Oct. 3',
      '7:00 pm',
      'TBP',
      '',
      `${sharks.name} @ ${owls.name}`,
      '',
      '',
      v,
    ]);
    await expect(rows.nth(6).locator('td')).toHaveText([
      'Friday, Oct. 10',
      '8:00 pm',
      'FINAL',
      '1 - 4',
      `(2) ${owls.name} @ (1) ${bears.name}`,
      'PLAYOFF GAME',
      bears.name,
      v,
    ]);
    await expect(rows.nth(7).locator('td')).toHaveText([
      'Friday, Oct. 17',
      '8:00 pm',
      'TBP',
      '',
      `TBD @ (1) ${bears.name}`,
      'CHAMPIONSHIP GAME',
      '',
      v,
    ]);
    await screenshot(page, 'league-public-league-schedule');
    // the download link serves the league's iCalendar feed
    const feedUrl = await page.getByRole('link', { name: 'Download .ics' }).getAttribute('href');
    const feed = await request.get(feedUrl ?? '');
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');

    // unplayed games have no score link; a played one opens its summary
    await expect(rows.nth(5).getByRole('link', { name: /-/ })).toHaveCount(0);
    await rows.nth(1).getByRole('link', { name: '1 - 3' }).click();
    await expect(page).toHaveURL(`/gameSummary/${s.games.g1}`);
    await expect(page.getByTestId('game-result')).toHaveText(`WINNER: ${bears.name}, by a score of 1 - 3`);
  });

  test('venue schedule: games and events of every league, hint, links; NOTHING SCHEDULED YET! when empty', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await openAfterWrites(page, `/league/schedule/${s.league.id}`, api);
    await scheduleRows(page).nth(1).getByRole('link', { name: s.venue.name }).click();
    await expect(page).toHaveURL(`/league/${s.venue.id}/schedule`);
    await expect(page.getByRole('heading', { name: s.venue.name })).toBeVisible();
    await expect(page.getByText(HINT, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://.+/api/league/${s.venue.id}/schedule\\.ics$`),
    );
    const rows = scheduleRows(page);
    await expect(rows).toHaveCount(9); // last season's game, the event and this season's 7 games
    // Date, Time, Game or Event, Status, Score, Opponent, marker, Winner
    await expect(rows.nth(0).locator('td')).toHaveText([
      'Saturday, Apr. 20',
      '6:30 pm',
      s.league.leagueName,
      'FINAL',
      '0 - 2',
      `${s.oldTeams.rivals.name} @ ${s.oldTeams.bears.name}`,
      '',
      s.oldTeams.bears.name,
    ]);
    await expect(rows.nth(1).locator('td')).toHaveText([
      'Friday, Sept. 5',
      '6:00 pm',
      s.eventName,
      '',
      '',
      '',
      '',
      '',
    ]);
    await expect(rows.nth(4).locator('td')).toHaveText([
      'Friday, Sept. 19',
      '12:00 pm',
      s.league.leagueName,
      'Shootout',
      '3 - 2',
      `${s.teams.bears.name} @ ${s.teams.wolves.name}`,
      '',
      s.teams.bears.name,
    ]);
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

  test('team schedule: record, WON/LOST/TIE/TBP from the team, roster with points, team calendar', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    const { bears, sharks, owls, wolves } = s.teams;
    const teamPath = (teamName: string) =>
      `/league/schedule/${encodeURIComponent(s.league.leagueName)}/Fall/2025/${encodeURIComponent(teamName)}`;
    await openAfterWrites(page, teamPath(bears.name), api);
    await expect(page.getByTestId('team-name')).toHaveText(bears.name);
    await expect(page.getByTestId('team-record')).toHaveText('2 - 0 - 0');
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://.+/api/league/team/${bears.id}/schedule\\.ics$`),
    );
    const roster = page.getByTestId('roster-row');
    await expect(roster.nth(0).locator('td')).toHaveText(['9', 'Alex J. Stone', '4', '2', '6']);
    await expect(roster.nth(1).locator('td')).toHaveText(['12', 'Ben Cole', '2', '4', '6']);
    // Date, Time, Status, Score, Opponent, flag, Venue
    const games = scheduleRows(page).filter({ hasNotText: s.eventName });
    const v = s.venue.name;
    await expect(games).toHaveCount(4);
    await expect(games.nth(0).locator('td')).toHaveText([
      'Friday, Sept. 5',
      '7:30 pm',
      'WON',
      '1 - 3',
      sharks.name,
      '',
      v,
    ]);
    await expect(games.nth(1).locator('td')).toHaveText([
      'Friday, Sept. 19',
      '12:00 pm',
      'WON',
      '3 - 2',
      wolves.name,
      '',
      v,
    ]);
    await expect(games.nth(2).locator('td')).toHaveText([
      'Friday, Oct. 10',
      '8:00 pm',
      'WON',
      '1 - 4',
      `(2) ${owls.name}`,
      'PLAYOFF GAME',
      v,
    ]);
    await expect(games.nth(3).locator('td')).toHaveText([
      'Friday, Oct. 17',
      '8:00 pm',
      'TBP',
      '',
      'TBD',
      'CHAMPIONSHIP GAME',
      v,
    ]);
    await screenshot(page, 'league-public-team-schedule');

    await openAfterWrites(page, teamPath(sharks.name), api);
    await expect(page.getByTestId('team-record')).toHaveText('0 - 1 - 1');
    const sharkGames = scheduleRows(page).filter({ hasNotText: s.eventName });
    await expect(sharkGames.locator('td:nth-child(3)')).toHaveText(['LOST', 'TIE', 'TBP']);
    await page.getByTestId('roster-row').getByRole('link', { name: 'Tom Hart' }).click();
    await expect(page).toHaveURL(`/${s.players.hart.playerId}/history`);

    // a team the league does not have: the server's message in the error modal
    await page.goto(teamPath(`Nobody ${s.suffix}`));
    const modal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(modal.getByTestId('error-message')).not.toBeEmpty();
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('team-name')).toHaveCount(0);
  });

  test('game summary: the exact result line of each kind of game, periods, summary and both teams’ points', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    const { bears, sharks, owls, wolves } = s.teams;
    await openAfterWrites(page, `/gameSummary/${s.games.g1}`, api);
    await expect(page.getByTestId('game-teams')).toHaveText(`${sharks.name} @ ${bears.name}`);
    await expect(page.getByTestId('game-result')).toHaveText(`WINNER: ${bears.name}, by a score of 1 - 3`);
    // the corrected result, not the first one
    await expect(page.getByTestId('game-summary-text')).toHaveText(
      'Stone scored twice as the Bears pulled away in the second.',
    );
    const periods = page.getByTestId('period-scores');
    await expect(periods.getByRole('columnheader')).toHaveText(['Team', '1', '2', '3', 'OT/SO', 'Total']);
    await expect(periods.locator('tbody tr').nth(0).locator('td')).toHaveText([
      sharks.name,
      '0',
      '1',
      '0',
      '0',
      '1',
    ]);
    await expect(periods.locator('tbody tr').nth(1).locator('td')).toHaveText([
      bears.name,
      '1',
      '2',
      '0',
      '0',
      '3',
    ]);
    const visitorStats = page.getByTestId('player-stats').filter({ hasText: sharks.name.toUpperCase() });
    const homeStats = page.getByTestId('player-stats').filter({ hasText: bears.name.toUpperCase() });
    await expect(visitorStats.getByTestId('player-stats-row').locator('td')).toHaveText([
      '7',
      'Sam Reed',
      '1',
      '0',
      '1',
    ]);
    await expect(homeStats.getByTestId('player-stats-row')).toHaveCount(2);
    await expect(
      homeStats.getByTestId('player-stats-row').filter({ hasText: 'Stone' }).locator('td'),
    ).toHaveText([
      '9',
      'Alex Stone', // the game's player lines carry no middle initial
      '2',
      '1',
      '3',
    ]);
    await screenshot(page, 'league-public-game-summary');

    await page.goto(`/gameSummary/${s.games.g2}`);
    await expect(page.getByTestId('game-result')).toHaveText(
      `${owls.name} won in OVERTIME, by a score of 2 - 3`,
    );
    await expect(page.getByTestId('game-teams')).toHaveText(`${wolves.name} @ ${owls.name}`);

    await page.goto(`/gameSummary/${s.games.g4}`);
    await expect(page.getByTestId('game-result')).toHaveText('Tie game. Final Score: 2 - 2');
    await expect(page.getByTestId('game-summary-text')).toHaveText('A late-night draw.');

    await page.goto(`/gameSummary/${s.games.g6}`);
    await expect(page.getByText('PLAYOFF GAME', { exact: true })).toBeVisible();
    await expect(page.getByTestId('game-result')).toHaveText(`WINNER: ${bears.name}, by a score of 1 - 4`);
    await expect(page.getByTestId('period-scores').getByRole('columnheader')).toHaveText(['Team', 'Total']);
    await screenshot(page, 'league-public-game-summary-playoff');

    await page.goto(`/gameSummary/${s.games.g5}`);
    await expect(page.getByTestId('game-teams')).toHaveText(`${sharks.name} @ ${owls.name}`);
    await expect(page.getByTestId('game-result')).toHaveCount(0);
    await expect(page.getByText('TBP: this game has not been played yet.')).toBeVisible();

    await page.goto(`/gameSummary/${randomUUID()}`);
    await expect(
      page.getByRole('dialog', { name: 'An Error Occurred!' }).getByTestId('error-message'),
    ).not.toBeEmpty();
  });

  test('small screen: schedules and the summary fit a phone, tables scroll inside', async ({
    page,
    request,
  }) => {
    const { api, season: s } = await season(request);
    await page.setViewportSize(PHONE);
    const teamPath = `/league/schedule/${encodeURIComponent(s.league.leagueName)}/Fall/2025/${encodeURIComponent(s.teams.bears.name)}`;
    for (const [path, name] of [
      [`/league/schedule/${s.league.id}`, 'league-schedule'],
      [`/league/${s.venue.id}/schedule`, 'venue-schedule'],
      [teamPath, 'team-schedule'],
      [`/gameSummary/${s.games.g1}`, 'game-summary'],
    ] as const) {
      await openAfterWrites(page, path, api);
      await expect(page.locator('table').first()).toBeVisible();
      expect(await pageOverflowsSideways(page), `${path} overflows sideways`).toBe(false);
      await screenshot(page, `league-public-${name}-phone`);
    }
  });
});
