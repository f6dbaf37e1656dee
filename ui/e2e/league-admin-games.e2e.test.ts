import { expect, test, type Page } from './app-test';
import { createGame, gameVersion, leagueApi } from './league-play-support';
import {
  confirmWith,
  dismissConflicts,
  openAsAdminAfterWrites,
  pick,
  seedLeague,
  settle,
} from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

const rows = (page: Page) => page.getByTestId('schedule-row');

test.describe('league play admin: games, events and schedule conflicts', () => {
  test.use({ actionTimeout: 15_000 });

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
      `Thursday, Oct. 1, 2026, 7:00 pm at ${s.venue.name}`,
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
    // a saved game or event of the league is shown on the league's schedule
    const leagueSchedule = new RegExp(`/schedule/admin/${s.league.id}$`);
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
    await expect(page).toHaveURL(leagueSchedule);
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
    await expect(page).toHaveURL(leagueSchedule);
    await dismissConflicts(page);
    const updatedRow = rows(page).filter({ hasText: `${elks.name} @ ${dogs.name}` });
    await expect(updatedRow).toContainText('8:30 pm');

    // a stale edit: another admin saved in between
    await page.goto(`/admin/updateGame/${gameId}`);
    await expect(page.getByLabel('Time')).toHaveValue('20:30');
    // (at the version this page shows: it has just read it)
    const other = await request.patch(`/api/admin/${gameId}/updateGame`, {
      headers: { ...api.headers, 'If-Match': String(await gameVersion(api, gameId)) },
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
    await expect(page).toHaveURL(leagueSchedule);
    await dismissConflicts(page);
    const eventRow = rows(page).filter({ hasText: eventName });
    await expect(eventRow).toContainText('Friday, Nov. 20');
    await expect(eventRow).toContainText('12:00 pm');
    await eventRow.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/updateEvent\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Event Name')).toHaveValue(eventName);
    await page.getByLabel('Event Name').fill(`${eventName} and Banquet`);
    await page.getByRole('button', { name: 'UPDATE EVENT' }).click();
    await expect(page).toHaveURL(leagueSchedule);
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
