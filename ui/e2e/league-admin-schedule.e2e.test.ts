import { expect, test, type Page } from '@playwright/test';
import {
  createEvent,
  createGame,
  createVenue,
  leagueApi,
  recordResult,
  toggleLeague,
  type LeagueApi,
} from './league-play-support';
import {
  cellTexts,
  confirmWith,
  dismissConflicts,
  openAsAdminAfterWrites,
  pick,
  seedLeague,
  settle,
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
      'Tuesday, Sept. 1',
      '6:00 pm',
      '',
      '',
      items.eventName,
    ]);
    expect((await cellTexts(rows(page).nth(1))).slice(0, 5)).toEqual([
      'Tuesday, Sept. 1',
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
    await expect(link(1, 'Results')).toHaveAttribute('href', `/admin/gameResults/${items.unplayed}`);
    // a FINAL game: results only
    await expect(row(2)).toContainText(`${elks.name} @ ${pigs.name}`);
    await expect(row(2)).toContainText('FINAL');
    await expect(row(2)).toContainText('1 - 2');
    await expect(link(2, 'Edit')).toHaveCount(0);
    await expect(link(2, 'Results')).toHaveAttribute('href', `/admin/gameResults/${items.final}`);
    // a playoff game with a TBD team: editable, no results yet
    await expect(row(3)).toContainText(`TBD @ (1) ${cats.name}`);
    await expect(row(3)).toContainText('PLAYOFF GAME');
    await expect(link(3, 'Edit')).toHaveAttribute('href', `/admin/updateGame/${items.playoffTbd}`);
    await expect(link(3, 'Results')).toHaveCount(0);
    // championship and playoff games lead to their own results pages
    await expect(row(4)).toContainText('CHAMPIONSHIP GAME');
    await expect(link(4, 'Results')).toHaveAttribute(
      'href',
      `/admin/championshipGameResults/${items.championship}`,
    );
    await expect(link(5, 'Results')).toHaveAttribute('href', `/admin/playoffGameResults/${items.playoff}`);
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
      'Friday, Sept. 4',
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
    await expect(page).toHaveURL(new RegExp(`/admin/championshipGameResults/${items.championship}$`));
    await expect(page.getByTestId('playoff-banner')).toHaveText('PLAYOFF GAME!');
    await expect(page.getByRole('heading', { name: `${cats.name} vs. ${dogs.name}` })).toBeVisible();
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
    // a failure without a message shows the spec's text
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
    await expect(page).toHaveURL(/\/admin\/masterSchedule$/);
    await dismissConflicts(page);
    await expect(rows(page).filter({ hasText: `(2) ${dogs.name} @ (1) ${cats.name}` })).toContainText(
      '2 - 3',
    );

    // the playoff page shows the same banner and its own fallback text
    await page.goto(`/admin/playoffGameResults/${items.playoff}`);
    await expect(page.getByTestId('playoff-banner')).toHaveText('PLAYOFF GAME!');
    await expect(page.getByRole('heading', { name: `${dogs.name} vs. ${elks.name}` })).toBeVisible();
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

  test('regular results: 0–99 in the form, the rules between fields, the server message and the fallback text', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api);
    const { cats, dogs } = s.teams;
    const gameId = await createGame(api, {
      leagueId: s.league.id,
      venueId: s.venue.id,
      date: '2026-09-06',
      time: '00:15',
      visitorTeamId: cats.id,
      homeTeamId: dogs.id,
    });
    await openAsAdminAfterWrites(page, request, `/admin/gameResults/${gameId}`, api);
    await expect(page.getByRole('heading', { name: `${dogs.name} vs. ${cats.name}` })).toBeVisible();
    await expect(page.getByTestId('game-when')).toHaveText(`Sunday, Sept. 6 · 12:15 am · ${s.venue.name}`);
    await expect(page.getByLabel('GAME SUMMARY')).toHaveAttribute('rows', '3');
    await expect(page.getByRole('combobox', { name: 'GAME STATUS' })).toHaveValue('TBP');
    for (const period of ['1', '2', '3', 'OT/SO']) {
      await expect(page.getByLabel(`${dogs.name} period ${period}`)).toBeVisible();
      await expect(page.getByLabel(`${cats.name} period ${period}`)).toBeVisible();
    }
    // both rosters get goals and assists
    await expect(page.getByTestId('home-stats')).toContainText(dogs.player.fullName);
    await expect(page.getByTestId('visitor-stats')).toContainText(cats.player.fullName);

    // outside 0–99
    const save = page.getByRole('button', { name: 'SAVE' });
    await page.getByLabel(`${dogs.name} period 1`).fill('-1');
    await page.getByLabel(`${dogs.name} period 1`).blur();
    await expect(
      page.getByText('Goals, assists and period scores must be whole numbers from 0 to 99.'),
    ).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel(`${dogs.name} period 1`).fill('1');
    await page.getByLabel(`${cats.name} period 2`).fill('1');
    // Overtime needs a winner
    await pick(page, 'GAME STATUS', 'Overtime');
    await expect(page.getByTestId('result-problems')).toContainText(
      'An Overtime or Shootout game needs a winner: the totals cannot be equal.',
    );
    await page.getByLabel(`${dogs.name} period OT/SO`).fill('1');
    await expect(page.getByTestId('home-total')).toHaveText('2');
    // more goals than the team scored
    await page.getByLabel(`${dogs.player.fullName} goals`).fill('3');
    await expect(page.getByTestId('result-problems')).toContainText(
      "The home players' goals (3) are more than the home total (2).",
    );
    await expect(save).toBeDisabled();
    await screenshot(page, 'league-admin-results-problems');
    await page.getByLabel(`${dogs.player.fullName} goals`).fill('2');
    await page.getByLabel(`${dogs.player.fullName} assists`).fill('5');
    await expect(page.getByTestId('result-problems')).toContainText(
      "The home players' assists (5) are more than twice the home total (2).",
    );
    await page.getByLabel(`${dogs.player.fullName} assists`).fill('0');
    await expect(page.getByTestId('result-problems')).toHaveCount(0);
    await expect(save).toBeEnabled();

    // the fallback text when the server sends no message
    await page.route('**/api/admin/gameStats/**', (route) => route.fulfill({ status: 500, body: '' }));
    await save.click();
    const errorModal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(errorModal.getByTestId('error-message')).toHaveText(
      'Something went wrong with adding player stats',
    );
    await errorModal.getByRole('button', { name: 'Okay' }).click();
    await page.unroute('**/api/admin/gameStats/**');

    // another admin records a result meanwhile: the loaded version is stale and the server says so
    await recordResult(api, gameId, {
      status: 'FINAL',
      home: { periods: [0, 0, 0, 0] },
      visitor: { periods: [1, 0, 0, 0] },
    });
    await save.click();
    await expect(errorModal.getByTestId('error-message')).not.toBeEmpty();
    await expect(errorModal.getByTestId('error-message')).not.toHaveText(
      'Something went wrong with adding player stats',
    );
    await settle(page);
    await screenshot(page, 'league-admin-results-stale');
    await errorModal.getByRole('button', { name: 'Okay' }).click();

    // reloaded, the page shows the other admin's result and a save goes through
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'GAME STATUS' })).toHaveValue('FINAL');
    await expect(page.getByLabel(`${cats.name} period 1`)).toHaveValue('1');
    await pick(page, 'GAME STATUS', 'Shootout');
    await page.getByLabel(`${dogs.name} period 3`).fill('1');
    await page.getByLabel(`${dogs.name} period OT/SO`).fill('1');
    await page.getByLabel('GAME SUMMARY').fill('Dale won the shootout.');
    await save.click();
    await expect(page).toHaveURL(/\/admin\/masterSchedule$/);
    await dismissConflicts(page);
    await expect(rows(page).filter({ hasText: `${cats.name} @ ${dogs.name}` })).toContainText('1 - 2');
    await expect(rows(page).filter({ hasText: `${cats.name} @ ${dogs.name}` })).toContainText('Shootout');
  });

  test('the SCHEDULING CONFLICT!! modal on the master schedule and after a refused save, then save anyway', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api);
    const { cats, dogs, elks, pigs } = s.teams;
    const slot = { leagueId: s.league.id, venueId: s.venue.id, date: '2026-10-01', time: '19:00' };
    await createGame(api, { ...slot, visitorTeamId: cats.id, homeTeamId: dogs.id });
    await createGame(api, { ...slot, visitorTeamId: elks.id, homeTeamId: pigs.id, allowConflict: true });

    await openAsAdminAfterWrites(page, request, '/admin/masterSchedule', api);
    const modal = page.getByRole('dialog', { name: 'SCHEDULING CONFLICT!!' });
    await expect(modal).toContainText('We have multiple items scheduled for the same date, time, and place!');
    await expect(modal.getByTestId('conflict-list')).toContainText(`${cats.name} @ ${dogs.name}`);
    await expect(modal.getByTestId('conflict-list')).toContainText(`${elks.name} @ ${pigs.name}`);
    await expect(modal.getByTestId('conflict-list')).toContainText(
      `Thursday, Oct. 1, 7:00 pm at ${s.venue.name}`,
    );
    await settle(page);
    await screenshot(page, 'league-admin-master-conflict');
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();

    // a new event in the same slot: refused with the clash listed, then saved anyway
    const eventName = `Rink Maintenance ${s.suffix}`;
    await page.getByRole('link', { name: 'Add new Event' }).click();
    await expect(page).toHaveURL(/\/admin\/events\/new$/);
    await page.getByLabel('Event Name').fill(eventName);
    await page.getByLabel('Date').fill('2026-10-01');
    await page.getByLabel('Time').fill('19:00');
    await pick(page, 'Venue', s.venue.name);
    await page.getByRole('button', { name: 'ADD EVENT' }).click();
    await expect(modal).toContainText('We have multiple items scheduled for the same date, time, and place!');
    await expect(modal.getByTestId('conflict-list')).toContainText(`${cats.name} @ ${dogs.name}`);
    await settle(page);
    await screenshot(page, 'league-admin-event-conflict');
    await expect(page).toHaveURL(/\/admin\/events\/new$/);
    await modal.getByRole('button', { name: 'SAVE ANYWAY' }).click();
    await expect(page).toHaveURL(/\/admin\/masterSchedule$/);
    // the master schedule now lists the event among the clashing items
    await expect(modal.getByTestId('conflict-list')).toContainText(eventName);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(rows(page).filter({ hasText: eventName })).toHaveCount(1);
  });

  test('new and updated games and events (with the loaded version), and deletes after Are you sure?', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api);
    const { cats, dogs, elks } = s.teams;
    await openAsAdminAfterWrites(page, request, '/games/new', api);
    const add = page.getByRole('button', { name: 'ADD GAME' });
    await expect(add).toBeDisabled();
    await pick(page, 'League', new RegExp(s.league.name));
    await page.getByLabel('Date').fill('2026-11-02');
    await page.getByLabel('Time').fill('18:30');
    await pick(page, 'Venue', s.venue.name);
    // TBD is only offered for playoff and championship games
    await page.getByRole('combobox', { name: 'Visitor Team' }).click();
    await expect(page.getByRole('option', { name: 'TBD' })).toHaveCount(0);
    await page.getByRole('option', { name: cats.name }).click();
    await pick(page, 'Home Team', cats.name);
    await expect(page.getByText('The home and visitor teams must be two different teams.')).toBeVisible();
    await pick(page, 'Home Team', dogs.name);
    await screenshot(page, 'league-admin-new-game');
    await add.click();
    await expect(page).toHaveURL(/\/admin\/masterSchedule$/);
    await dismissConflicts(page);
    const gameRow = rows(page).filter({ hasText: `${cats.name} @ ${dogs.name}` });
    await expect(gameRow).toContainText('Monday, Nov. 2');
    await expect(gameRow).toContainText('6:30 pm');

    // update: preloaded, saved with the loaded version
    await gameRow.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/updateGame\/[0-9a-f-]{36}$/);
    const gameId = page.url().split('/').pop() ?? '';
    await expect(page.getByLabel('Date')).toHaveValue('2026-11-02');
    await expect(page.getByLabel('Time')).toHaveValue('18:30');
    await expect(page.getByRole('combobox', { name: 'Home Team' })).toHaveValue(dogs.name);
    await page.getByLabel('Time').fill('20:30');
    await pick(page, 'Visitor Team', elks.name);
    await page.getByRole('button', { name: 'UPDATE GAME' }).click();
    await expect(page).toHaveURL(/\/admin\/masterSchedule$/);
    await dismissConflicts(page);
    const updatedRow = rows(page).filter({ hasText: `${elks.name} @ ${dogs.name}` });
    await expect(updatedRow).toContainText('8:30 pm');

    // a stale edit: another admin saved in between
    await page.goto(`/admin/updateGame/${gameId}`);
    await expect(page.getByLabel('Time')).toHaveValue('20:30');
    const other = await request.patch(`/api/admin/${gameId}/updateGame`, {
      headers: api.headers,
      data: { time: '21:00' },
    });
    expect(other.ok(), await other.text()).toBe(true);
    await page.getByLabel('Time').fill('17:00');
    await page.getByRole('button', { name: 'UPDATE GAME' }).click();
    const errorModal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(errorModal.getByTestId('error-message')).not.toBeEmpty();
    await errorModal.getByRole('button', { name: 'Okay' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/updateGame/${gameId}$`));

    // events: new, then updated
    const eventName = `Awards Night ${s.suffix}`;
    await page.goto('/admin/events/new');
    await page.getByLabel('Event Name').fill(eventName);
    await page.getByLabel('Date').fill('2026-11-20');
    await page.getByLabel('Time').fill('12:00');
    await pick(page, 'Venue', s.venue.name);
    await pick(page, 'League (optional)', new RegExp(s.league.name));
    await page.getByRole('button', { name: 'ADD EVENT' }).click();
    await expect(page).toHaveURL(/\/admin\/masterSchedule$/);
    await dismissConflicts(page);
    const eventRow = rows(page).filter({ hasText: eventName });
    await expect(eventRow).toContainText('Friday, Nov. 20');
    await expect(eventRow).toContainText('12:00 pm');
    await eventRow.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/updateEvent\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Event Name')).toHaveValue(eventName);
    await page.getByLabel('Event Name').fill(`${eventName} and Banquet`);
    await page.getByRole('button', { name: 'UPDATE EVENT' }).click();
    await expect(page).toHaveURL(/\/admin\/masterSchedule$/);
    await dismissConflicts(page);
    const renamed = rows(page).filter({ hasText: `${eventName} and Banquet` });
    await expect(renamed).toHaveCount(1);

    // deletes: CANCEL keeps, DELETE removes
    await renamed.getByRole('button', { name: 'DELETE' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'CANCEL' }).click();
    await expect(renamed).toHaveCount(1);
    await renamed.getByRole('button', { name: 'DELETE' }).click();
    await settle(page);
    await screenshot(page, 'league-admin-delete-event');
    await confirmWith(page, 'DELETE');
    await expect(renamed).toHaveCount(0);
    await updatedRow.getByRole('button', { name: 'DELETE' }).click();
    await confirmWith(page, 'DELETE');
    await expect(updatedRow).toHaveCount(0);
  });
});
