import { expect, test, type Page } from './app-test';
import {
  createEvent,
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  PHONE,
  recordResult,
  toggleLeague,
  type LeagueApi,
} from './league-play-support';
import {
  areYouSure,
  cellTexts,
  confirmWith,
  dismissConflicts,
  openAsAdminAfterWrites,
  pick,
  seedLeague,
} from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

type League = Awaited<ReturnType<typeof seedLeague>>;

/** Every kind of schedule item at the league's venue (see the rules each one shows). */
async function seedSchedule(api: LeagueApi, s: League) {
  const { cats, dogs, elks, pigs } = s.teams;
  const at = { leagueId: s.league.id, venueId: s.venue.id };
  const unplayed = await createGame(api, {
    ...at,
    date: '2026-09-01',
    time: '19:00',
    visitorTeamId: cats.id,
    homeTeamId: dogs.id,
  });
  const final = await createGame(api, {
    ...at,
    date: '2026-09-02',
    time: '19:00',
    visitorTeamId: elks.id,
    homeTeamId: pigs.id,
  });
  await recordResult(api, final, {
    status: 'FINAL',
    home: { periods: [2, 0, 0, 0] },
    visitor: { periods: [0, 1, 0, 0] },
  });
  const playoffTbd = await createGame(api, {
    ...at,
    date: '2026-09-03',
    time: '20:00',
    visitorTeamId: null,
    homeTeamId: cats.id,
    homeTeamSeed: 1,
    playoff: true,
  });
  const championship = await createGame(api, {
    ...at,
    date: '2026-09-04',
    time: '20:00',
    visitorTeamId: dogs.id,
    homeTeamId: cats.id,
    visitorTeamSeed: 2,
    homeTeamSeed: 1,
    championship: true,
  });
  const playoff = await createGame(api, {
    ...at,
    date: '2026-09-05',
    time: '09:00',
    visitorTeamId: elks.id,
    homeTeamId: dogs.id,
    playoff: true,
  });
  const eventName = `Coaches Meeting ${s.suffix}`;
  const event = await createEvent(api, {
    eventName,
    date: '2026-09-01',
    time: '18:00',
    venueId: s.venue.id,
    leagueId: s.league.id,
  });
  return { unplayed, final, playoffTbd, championship, playoff, event, eventName };
}

async function headers(page: Page) {
  const table = page.getByTestId('admin-schedule-table');
  await table.waitFor();
  return table.locator('thead th').allInnerTexts();
}
const rows = (page: Page) => page.getByTestId('schedule-row');

test.describe('league play admin: schedules, games, events and results', () => {
  test.use({ actionTimeout: 15_000 });

  test('venue schedule: the picker, the empty state, the columns and the Edit and Results rules', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api);
    const items = await seedSchedule(api, s);
    const emptyVenue = `Empty Rink ${s.suffix}`;
    const emptyVenueId = await createVenue(api, emptyVenue);

    await openAsAdminAfterWrites(page, request, `/admin/${emptyVenueId}/schedule`, api);
    await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(emptyVenue);
    await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveAttribute(
      'placeholder',
      'Select Venue....',
    );
    await expect(page.getByText('NOTHING SCHEDULED YET!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add new Game' })).toHaveAttribute('href', '/games/new');
    await expect(page.getByRole('link', { name: 'Add new Event' })).toHaveAttribute(
      'href',
      '/admin/events/new',
    );

    await pick(page, 'Venue', s.venue.name);
    await expect(page).toHaveURL(new RegExp(`/admin/${s.venue.id}/schedule$`));
    expect(await headers(page)).toEqual([
      'Date',
      'Time',
      'Status',
      'Score',
      'Opponent',
      'Playoff/Championship?',
      'Edit',
      'Results',
      'DELETE',
    ]);
    await expect(rows(page)).toHaveCount(6);
    await screenshot(page, 'league-admin-venue-schedule');
    const { cats, dogs, elks, pigs } = s.teams;
    // chronological: the event at 6 pm comes before the 7 pm game of the same day
    expect((await cellTexts(rows(page).nth(0))).slice(0, 5)).toEqual([
      'Tuesday, Sept. 1, 2026',
      '6:00 pm',
      '',
      '',
      items.eventName,
    ]);
    expect((await cellTexts(rows(page).nth(1))).slice(0, 5)).toEqual([
      'Tuesday, Sept. 1, 2026',
      '7:00 pm',
      'TBP',
      '',
      `${cats.name} @ ${dogs.name}`,
    ]);
    const row = (index: number) => rows(page).nth(index);
    const link = (index: number, name: string) => row(index).getByRole('link', { name, exact: true });
    // the event: always editable, no results
    await expect(link(0, 'Edit')).toHaveAttribute('href', `/admin/updateEvent/${items.event}`);
    await expect(link(0, 'Results')).toHaveCount(0);
    // an unplayed game: both
    await expect(link(1, 'Edit')).toHaveAttribute('href', `/admin/updateGame/${items.unplayed}`);
    // each Results link carries this page, where the results page returns
    const from = `?from=${encodeURIComponent(`/admin/${s.venue.id}/schedule`)}`;
    await expect(link(1, 'Results')).toHaveAttribute('href', `/admin/gameResults/${items.unplayed}${from}`);
    // a FINAL game: results only
    await expect(row(2)).toContainText(`${elks.name} @ ${pigs.name}`);
    await expect(row(2)).toContainText('FINAL');
    await expect(row(2)).toContainText('1 - 2');
    await expect(link(2, 'Edit')).toHaveCount(0);
    await expect(link(2, 'Results')).toHaveAttribute('href', `/admin/gameResults/${items.final}${from}`);
    // a playoff game with a TBD team: editable, no results yet
    await expect(row(3)).toContainText(`TBD @ (1) ${cats.name}`);
    await expect(row(3)).toContainText('PLAYOFF GAME');
    await expect(link(3, 'Edit')).toHaveAttribute('href', `/admin/updateGame/${items.playoffTbd}`);
    await expect(link(3, 'Results')).toHaveCount(0);
    // championship and playoff games lead to their own results pages
    await expect(row(4)).toContainText('CHAMPIONSHIP GAME');
    await expect(link(4, 'Results')).toHaveAttribute(
      'href',
      `/admin/championshipGameResults/${items.championship}${from}`,
    );
    await expect(link(5, 'Results')).toHaveAttribute(
      'href',
      `/admin/playoffGameResults/${items.playoff}${from}`,
    );

    // a delete here (a read without versions) sends the event's version all the same, and goes through
    await row(0).getByRole('button', { name: 'DELETE' }).click();
    await confirmWith(page, 'DELETE');
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).filter({ hasText: items.eventName })).toHaveCount(0);
  });

  test('league schedule: the picker, Game or Event, Visitor/Home with seeds, Venue; knockout results pages', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api);
    const items = await seedSchedule(api, s);
    const { cats, dogs, elks } = s.teams;
    await openAsAdminAfterWrites(page, request, `/schedule/admin/${s.league.id}`, api);
    await expect(page.getByRole('combobox', { name: 'League' })).toHaveValue(new RegExp(s.league.name));
    await expect(page.getByRole('combobox', { name: 'League' })).toHaveAttribute(
      'placeholder',
      'Select League....',
    );
    expect(await headers(page)).toEqual([
      'Date',
      'Time',
      'Game or Event',
      'Status',
      'Score',
      'Visitor/Home',
      'Venue',
      'Playoff/Championship?',
      'Edit',
      'Results',
      'DELETE',
    ]);
    const championshipRow = rows(page).filter({ hasText: 'CHAMPIONSHIP GAME' });
    expect((await cellTexts(championshipRow)).slice(0, 7)).toEqual([
      'Friday, Sept. 4, 2026',
      '8:00 pm',
      'Game',
      'TBP',
      '',
      `(2) ${dogs.name} @ (1) ${cats.name}`,
      s.venue.name,
    ]);
    await expect(rows(page).filter({ hasText: items.eventName })).toContainText('Event');
    await screenshot(page, 'league-admin-league-schedule');

    // the championship page: the PLAYOFF GAME! banner, a final score per team, a winner required
    await championshipRow.getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/championshipGameResults/${items.championship}\\?from=%2Fschedule%2Fadmin%2F`),
    );
    await expect(page.getByTestId('playoff-banner')).toHaveText('PLAYOFF GAME!');
    await expect(page.getByRole('heading', { name: `${dogs.name} @ ${cats.name}` })).toBeVisible();
    await expect(page.getByTestId('score-table').locator('tbody tr td:first-child')).toHaveText([
      dogs.name,
      cats.name,
    ]);
    await expect(page.getByTestId('game-when')).toHaveText(`Friday, Sept. 4 · 8:00 pm · ${s.venue.name}`);
    await expect(page.getByRole('combobox', { name: 'GAME STATUS' })).toHaveCount(0);
    await expect(page.getByLabel(`${cats.name} period 1`)).toHaveCount(0);
    await page.getByLabel(`${cats.name} final score`).fill('2');
    await page.getByLabel(`${dogs.name} final score`).fill('2');
    await expect(page.getByTestId('result-problems')).toContainText(
      'A playoff or championship game needs a winner: the totals cannot be equal.',
    );
    await expect(page.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    await page.getByLabel(`${cats.name} final score`).fill('3');
    await page.getByLabel(`${cats.player.fullName} goals`).fill('2');
    await screenshot(page, 'league-admin-championship-results');
    // a failure without a message shows the fallback text (docs/rules.md §8)
    await page.route('**/api/admin/championshipGameStats/**', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.getByRole('button', { name: 'SAVE' }).click();
    const errorModal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(errorModal.getByTestId('error-message')).toHaveText(
      'Something went wrong with adding championship game stats',
    );
    await errorModal.getByRole('button', { name: 'Okay' }).click();
    await page.unroute('**/api/admin/championshipGameStats/**');
    await page.getByRole('button', { name: 'SAVE' }).click();
    // back on the league schedule the Results link was on
    await expect(page).toHaveURL(new RegExp(`/schedule/admin/${s.league.id}$`));
    await expect(page.getByTestId('saved-notice')).toHaveText(
      `Result saved: ${dogs.name} 2 @ ${cats.name} 3`,
    );
    await expect(rows(page).filter({ hasText: `(2) ${dogs.name} @ (1) ${cats.name}` })).toContainText(
      '2 - 3',
    );

    // the playoff page shows the same banner and its own fallback text
    await page.goto(`/admin/playoffGameResults/${items.playoff}`);
    await expect(page.getByTestId('playoff-banner')).toHaveText('PLAYOFF GAME!');
    await expect(page.getByRole('heading', { name: `${elks.name} @ ${dogs.name}` })).toBeVisible();
    await page.getByLabel(`${dogs.name} final score`).fill('1');
    await page.route('**/api/admin/playoffGameStats/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(errorModal.getByTestId('error-message')).toHaveText(
      'Something went wrong with adding playoff game stats',
    );
    await errorModal.getByRole('button', { name: 'Okay' }).click();

    // a playoff game opened on the regular page points to its own page
    await page.goto(`/admin/gameResults/${items.playoff}`);
    await expect(page.getByText('This is a playoff game:')).toBeVisible();
    await page.getByRole('link', { name: 'enter its results here' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/playoffGameResults/${items.playoff}$`));

    // an archived league's schedule still opens (its picker offers the current leagues only)
    await toggleLeague(api, s.league.id);
    await openAsAdminAfterWrites(page, request, `/schedule/admin/${s.league.id}`, api);
    await expect(rows(page)).toHaveCount(6);
    await expect(page.getByRole('combobox', { name: 'League' })).toHaveValue('');
    await expect(page.getByRole('heading', { name: `${s.league.name} Schedule` })).toBeVisible();
  });
  test('master schedule: the current leagues by default, all on request, one league, every date with its year', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api);
    const items = await seedSchedule(api, s);
    const { cats, dogs } = s.teams;
    // a previous season of the same name at the same venue
    const oldLeagueId = await createLeague(api, { leagueName: s.league.name, session: 'Spring', year: 2025 });
    const oldHome = await createTeam(api, { leagueId: oldLeagueId, teamName: `Old Dogs ${s.suffix}` });
    const oldVisitor = await createTeam(api, { leagueId: oldLeagueId, teamName: `Old Cats ${s.suffix}` });
    const oldGame = await createGame(api, {
      leagueId: oldLeagueId,
      venueId: s.venue.id,
      date: '2025-04-12',
      time: '18:00',
      visitorTeamId: oldVisitor,
      homeTeamId: oldHome,
    });
    await toggleLeague(api, oldLeagueId);
    const oldMatchup = `Old Cats ${s.suffix} @ Old Dogs ${s.suffix}`;

    for (const [size, viewport] of [
      ['desktop', { width: 1366, height: 900 }],
      ['phone', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await openAsAdminAfterWrites(page, request, '/admin/masterSchedule', api);
      await dismissConflicts(page);
      await expect(page.getByRole('heading', { name: 'Master Schedule', level: 1 })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Current leagues' })).toBeChecked();
      // this league's items (a current league), not the previous season's
      const unplayed = rows(page).filter({ hasText: `${cats.name} @ ${dogs.name}` });
      await expect(unplayed).toHaveCount(1);
      expect((await cellTexts(unplayed)).slice(0, 3)).toEqual([
        'Tuesday, Sept. 1, 2026',
        '7:00 pm',
        s.league.name,
      ]);
      await expect(rows(page).filter({ hasText: oldMatchup })).toHaveCount(0);
      await screenshot(page, `league-admin-master-schedule-current-${size}`);

      // every season on request, each date with its year
      await page.getByText('All leagues', { exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/masterSchedule\?show=all$/);
      await dismissConflicts(page);
      const old = rows(page).filter({ hasText: oldMatchup });
      await expect(old).toHaveCount(1);
      expect((await cellTexts(old)).slice(0, 2)).toEqual(['Saturday, Apr. 12, 2025', '6:00 pm']);
      await expect(old.getByRole('link', { name: 'Edit' })).toHaveAttribute(
        'href',
        `/admin/updateGame/${oldGame}`,
      );

      // one league: the previous one, picked by its season
      await pick(page, 'League', new RegExp(`^${s.league.name}.*Spring 2025$`));
      await expect(page).toHaveURL(new RegExp(`/admin/masterSchedule\\?show=all&league=${oldLeagueId}$`));
      await dismissConflicts(page);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText(oldMatchup);
      await expect(page.getByTestId('shown-count')).toContainText('1 of ');
      // then the current one: its six items only
      await pick(page, 'League', new RegExp(`^${s.league.name}.*Fall 2026$`));
      await dismissConflicts(page);
      await expect(rows(page)).toHaveCount(6);
      await expect(rows(page).filter({ hasText: items.eventName })).toHaveCount(1);
      await screenshot(page, `league-admin-master-schedule-league-${size}`);
      // a date in the delete question has its year too
      await rows(page).filter({ hasText: items.eventName }).getByRole('button', { name: 'DELETE' }).click();
      await expect(areYouSure(page)).toContainText('on Tuesday, Sept. 1, 2026 at 6:00 pm?');
      await areYouSure(page).getByRole('button', { name: 'CANCEL' }).click();
      await expect(areYouSure(page)).toBeHidden();
    }
  });
});
