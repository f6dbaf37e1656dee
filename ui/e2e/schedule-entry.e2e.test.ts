import { join } from 'node:path';
import { expect, test, type Page } from './app-test';
import { openAsAdminAfterWrites, pick, settle } from './league-admin-support';
import {
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  PHONE,
  type LeagueApi,
} from './league-play-support';
import { screensDir, screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

/**
 * An admin's evening of scheduling: games entered one after the other from a league, a team booked twice
 * caught (and saved anyway when meant), long pickers typed into, and the league's schedule showing what was
 * just saved.
 */

const TEAMS = ['Otters', 'Bears', 'Cubs', 'Dingos', 'Eagles', 'Foxes', 'Gulls', 'Hawks', 'Ibis'] as const;
type TeamName = (typeof TEAMS)[number];

/** A league of nine teams (its team pickers long enough to type into) with a season already scheduled. */
async function seedEvening(api: LeagueApi) {
  const suffix = uniqueSuffix();
  const leagueName = `Evening ${suffix}`;
  const leagueId = await createLeague(api, { leagueName, session: 'Fall', year: 2026 });
  const rink = { name: `Rink ${suffix}`, id: await createVenue(api, `Rink ${suffix}`) };
  const arena = { name: `Arena ${suffix}`, id: await createVenue(api, `Arena ${suffix}`) };
  const teams = {} as Record<TeamName, { name: string; id: string }>;
  for (const team of TEAMS) {
    const name = `${team} ${suffix}`;
    teams[team] = { name, id: await createTeam(api, { leagueId, teamName: name }) };
  }
  // a season before the evening's games: a schedule long enough to scroll
  for (let day = 1; day <= 24; day++) {
    const [home, visitor] = [TEAMS[day % 9], TEAMS[(day + 4) % 9]] as [TeamName, TeamName];
    await createGame(api, {
      leagueId,
      venueId: rink.id,
      date: `2026-09-${String(day).padStart(2, '0')}`,
      time: '19:00',
      homeTeamId: teams[home].id,
      visitorTeamId: teams[visitor].id,
    });
  }
  return { suffix, league: { id: leagueId, name: leagueName }, rink, arena, teams };
}

/** where `screenshot` puts its full-page shots, for a shot of the viewport only (what the admin sees) */
const screenPath = (name: string) => join(screensDir, `${name}.png`);

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const rows = (page: Page) => page.getByTestId('schedule-row');
const marked = (page: Page) => page.locator('[data-testid="schedule-row"][data-highlighted="true"]');

test.describe('schedule entry: games one after the other, clashes caught, the league schedule after', () => {
  test.use({ actionTimeout: 15_000 });

  test('from the league card, two games in a row with SAVE AND ADD ANOTHER, then the league schedule with them marked', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedEvening(api);
    const { Otters, Bears, Cubs, Dingos } = s.teams;

    await openAsAdminAfterWrites(page, request, '/admin/leagues/current', api);
    const card = page.getByTestId('league-card').filter({ hasText: s.league.name });
    await card.screenshot({ path: screenPath('schedule-entry-league-card') });
    await card.getByRole('link', { name: 'ADD GAME' }).click();
    await expect(page).toHaveURL(new RegExp(`/games/new\\?league=${s.league.id}$`));
    // started from the league: that league is chosen
    await expect(combobox(page, 'League')).toHaveValue(new RegExp(`^${s.league.name}`));

    await page.getByLabel('Date').fill('2026-10-08');
    await page.getByLabel('Time').fill('19:00');
    await pick(page, 'Venue', s.arena.name);
    // nine teams: the pickers are typed into, and typing narrows them
    const visitor = combobox(page, 'Visitor Team');
    await visitor.click();
    await visitor.fill('Otte');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: Otters.name }).click();
    await expect(visitor).toHaveValue(Otters.name);
    await pick(page, 'Home Team', Bears.name);
    await page.getByRole('button', { name: 'SAVE AND ADD ANOTHER' }).click();

    // a fresh form: the league, venue, date and time kept, the teams to choose
    await expect(page.getByTestId('added-notice')).toContainText('Game added.');
    await expect(combobox(page, 'League')).toHaveValue(new RegExp(`^${s.league.name}`));
    await expect(combobox(page, 'Venue')).toHaveValue(s.arena.name);
    await expect(page.getByLabel('Date')).toHaveValue('2026-10-08');
    await expect(page.getByLabel('Time')).toHaveValue('19:00');
    await expect(combobox(page, 'Visitor Team')).toHaveValue('');
    await expect(combobox(page, 'Home Team')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'ADD GAME' })).toBeDisabled();
    await settle(page);
    await screenshot(page, 'schedule-entry-add-another');

    await page.getByLabel('Time').fill('20:30');
    await pick(page, 'Visitor Team', Cubs.name);
    await pick(page, 'Home Team', Dingos.name);
    await page.setViewportSize(PHONE);
    await settle(page);
    await screenshot(page, 'schedule-entry-add-another-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'ADD GAME' }).click();

    // the league's schedule, not the master schedule: both games marked, scrolled into view
    await expect(page).toHaveURL(new RegExp(`/schedule/admin/${s.league.id}$`));
    await expect(page.getByTestId('saved-notice')).toContainText('2 games added.');
    await expect(rows(page)).toHaveCount(26);
    await expect(marked(page)).toHaveCount(2);
    await expect(marked(page).first()).toContainText(`${Otters.name} @ ${Bears.name}`);
    await expect(marked(page).first()).toContainText('Just saved');
    await expect(marked(page).last()).toContainText(`${Cubs.name} @ ${Dingos.name}`);
    await expect(marked(page).first()).toBeInViewport();
    await settle(page);
    await page.screenshot({ path: screenPath('schedule-entry-landing') });

    // the league schedule's own "Add new Game" starts in the league too
    await page.getByRole('link', { name: 'Add new Game' }).click();
    await expect(combobox(page, 'League')).toHaveValue(new RegExp(`^${s.league.name}`));
  });

  test('a team booked twice on one date: the SCHEDULING CONFLICT!! modal names it, SAVE ANYWAY records the game', async ({
    page,
    request,
  }) => {
    // on a phone, at the rink's side
    await page.setViewportSize(PHONE);
    const api = await leagueApi(request);
    const s = await seedEvening(api);
    const { Otters, Bears, Eagles } = s.teams;
    // the Otters already play at the rink that evening
    await createGame(api, {
      leagueId: s.league.id,
      venueId: s.rink.id,
      date: '2026-10-15',
      time: '19:00',
      visitorTeamId: Otters.id,
      homeTeamId: Bears.id,
    });

    await openAsAdminAfterWrites(page, request, `/schedule/admin/${s.league.id}`, api);
    await page.getByRole('link', { name: 'Add new Game' }).click();
    await page.getByLabel('Date').fill('2026-10-15');
    await page.getByLabel('Time').fill('21:00');
    await pick(page, 'Venue', s.arena.name);
    await pick(page, 'Visitor Team', Eagles.name);
    await pick(page, 'Home Team', Otters.name);
    await page.getByRole('button', { name: 'ADD GAME' }).click();

    const modal = page.getByRole('dialog', { name: 'SCHEDULING CONFLICT!!' });
    await expect(modal.getByTestId('conflict-message')).toHaveText(
      `A team already has a game on that date: ${Otters.name}.`,
    );
    await expect(modal.getByTestId('conflict-list')).toContainText(`${Otters.name} @ ${Bears.name}`);
    await expect(modal.getByTestId('conflict-list')).toContainText(
      `Thursday, Oct. 15, 2026, 7:00 pm at ${s.rink.name}`,
    );
    await settle(page);
    await screenshot(page, 'schedule-entry-team-clash');
    // OK keeps the form as it was, nothing saved
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/games\/new/);
    await page.getByRole('button', { name: 'ADD GAME' }).click();
    await modal.getByRole('button', { name: 'SAVE ANYWAY' }).click();

    await expect(page).toHaveURL(new RegExp(`/schedule/admin/${s.league.id}$`));
    await expect(marked(page)).toHaveCount(1);
    await expect(marked(page)).toContainText(`${Eagles.name} @ ${Otters.name}`);
    await expect(marked(page)).toBeInViewport();
    await settle(page);
    await page.screenshot({ path: screenPath('schedule-entry-landing-phone') });
    await expect(rows(page).filter({ hasText: 'Thursday, Oct. 15, 2026' })).toHaveCount(2);
  });

  test('a league that allows double-headers: set on the league form, shown on its card, cleared again', async ({
    page,
    request,
  }) => {
    const leagueName = `Doubles ${uniqueSuffix()}`;
    await openAsAdminAfterWrites(page, request, '/admin/league/new', await leagueApi(request));
    await page.getByLabel('League Name').fill(leagueName);
    await page.getByLabel('Session').fill('Summer');
    await page.getByLabel('Allow double-headers').check();
    await screenshot(page, 'schedule-entry-league-double-headers');
    await page.getByRole('button', { name: 'ADD LEAGUE' }).click();
    const card = page.getByTestId('league-card').filter({ hasText: leagueName });
    await expect(card).toContainText('double-headers allowed');

    await card.getByRole('link', { name: 'EDIT' }).click();
    await expect(page.getByLabel('Allow double-headers')).toBeChecked();
    await page.getByLabel('Allow double-headers').uncheck();
    await page.getByRole('button', { name: 'UPDATE LEAGUE' }).click();
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('double-headers allowed');
  });
});
