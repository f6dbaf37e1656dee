import { expect, test } from './app-test';
import { createGame, leagueApi, PHONE, pageOverflowsSideways } from './league-play-support';
import { dismissConflicts, openAsAdminAfterWrites, seedLeague } from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

test.describe('league play admin on a phone (390×844)', () => {
  test.use({ viewport: PHONE, actionTimeout: 15_000 });

  test('every admin page of league play fits the screen; wide tables scroll inside their own box', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api);
    const { cats, dogs } = s.teams;
    const gameId = await createGame(api, {
      leagueId: s.league.id,
      venueId: s.venue.id,
      date: '2026-12-01',
      time: '19:00',
      visitorTeamId: cats.id,
      homeTeamId: dogs.id,
    });
    const playoffId = await createGame(api, {
      leagueId: s.league.id,
      venueId: s.venue.id,
      date: '2026-12-08',
      time: '19:00',
      visitorTeamId: cats.id,
      homeTeamId: dogs.id,
      visitorTeamSeed: 2,
      homeTeamSeed: 1,
      playoff: true,
    });
    const enc = encodeURIComponent;
    const pages: Array<[string, string, string]> = [
      ['hub', '/admin/leagues/current', 'Current Leagues'],
      ['league-teams', `/admin/${enc(s.league.name)}/all/Fall/2026/teams`, `${s.league.name} Teams`],
      ['roster', `/admin/${enc(dogs.name)}/2026/roster`, `${dogs.name} 2026 Roster`],
      ['players', `/admin/${enc(dogs.name)}/2026/players`, `${dogs.name} 2026 Players`],
      ['add-players', `/admin/${enc(dogs.name)}/2026/addPlayers`, `Add Player(s) to ${dogs.name}`],
      ['new-team', '/admin/team/new', 'New Team'],
      ['new-player', '/admin/newPlayer', 'New Player'],
      ['league-schedule', `/schedule/admin/${s.league.id}`, `${s.league.name} Schedule`],
      ['venue-schedule', `/admin/${s.venue.id}/schedule`, `${s.venue.name} Schedule`],
      ['new-game', '/games/new', 'New Game'],
      ['new-event', '/admin/events/new', 'New Event'],
      ['results', `/admin/gameResults/${gameId}`, `${cats.name} @ ${dogs.name}`],
      ['playoff-results', `/admin/playoffGameResults/${playoffId}`, `${cats.name} @ ${dogs.name}`],
    ];
    await openAsAdminAfterWrites(page, request, '/admin/masterSchedule', api);
    await dismissConflicts(page);
    await expect(page.getByRole('heading', { name: 'Master Schedule' })).toBeVisible();
    expect(await pageOverflowsSideways(page)).toBe(false);
    await screenshot(page, 'league-admin-phone-master-schedule');
    for (const [name, path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // the page's own content is there (not just its title)
      await expect(
        page.getByRole('main').locator('table, form, [data-testid="league-card"]').first(),
      ).toBeVisible();
      expect(await pageOverflowsSideways(page), `${name} scrolls sideways`).toBe(false);
      await screenshot(page, `league-admin-phone-${name}`);
    }
    // the menu button opens the admin drawer with the league hub one tap away (the title link)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leagues\/current$/);
  });
});
