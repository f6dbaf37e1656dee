import { expect, test } from './app-test';
import { createVenue, leagueApi, readAfterWrites } from './league-play-support';
import {
  confirmWith,
  dismissConflicts,
  expectCells,
  openAsAdminAfterWrites,
  pick,
} from './league-admin-support';
import { screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

/**
 * The "done when", in the browser: an admin creates a league, teams in two divisions, players
 * and a schedule, records regular, overtime, shootout, tie and playoff results, corrects one, and the
 * public standings show the numbers worked out by hand.
 */
test.describe('a season run by an admin from the browser', () => {
  test.setTimeout(300_000);
  test.use({ actionTimeout: 15_000 });

  test('league → teams in two divisions → players → games → results → a correction → standings', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const suffix = uniqueSuffix();
    const venueName = `Valley Arena ${suffix}`;
    await createVenue(api, venueName, '5 Boards Road');
    const leagueName = `Valley ${suffix}`;
    const name = (team: string) => `${team} ${suffix}`;

    // ---- the league, from the admin hub
    await openAsAdminAfterWrites(page, request, '/admin/leagues/current', api);
    await expect(page.getByRole('heading', { name: 'Current Leagues' })).toBeVisible();
    await page.getByRole('link', { name: 'Add a New League' }).click();
    await expect(page).toHaveURL(/\/admin\/league\/new$/);
    const addLeague = page.getByRole('button', { name: 'ADD LEAGUE' });
    await page.getByLabel('League Name').fill(leagueName);
    await page.getByLabel('Session').fill('Summer');
    await page.getByLabel('Year').fill('2026');
    await expect(addLeague).toBeEnabled();
    await addLeague.click();
    await expect(page).toHaveURL(/\/admin\/leagues\/current$/);
    const card = page.getByTestId('league-card').filter({ hasText: leagueName });
    await expect(card).toContainText('Summer 2026');

    // ---- four teams in two divisions, the first from the league's card
    await card.getByRole('link', { name: 'ADD TEAM' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${encodeURIComponent(leagueName)}/Summer/2026/newTeam$`));
    const newTeamUrl = page.url();
    const teams: Array<[string, string]> = [
      ['Hawks', 'East'],
      ['Lynx', 'East'],
      ['Rams', 'West'],
      ['Foxes', 'West'],
    ];
    for (const [index, [team, division]] of teams.entries()) {
      if (index > 0) await page.goto(newTeamUrl);
      await expect(page.getByRole('combobox', { name: 'League', exact: true })).toHaveValue(
        new RegExp(leagueName),
      );
      await page.getByLabel('Team Name').fill(name(team));
      await page.getByRole('combobox', { name: 'Division (optional)' }).fill(division);
      await page.keyboard.press('Escape'); // closes the division suggestions
      await page.getByRole('button', { name: 'ADD TEAM' }).click();
      await expect(page).toHaveURL(/\/teams$/);
      await expect(page.getByTestId('team-row').filter({ hasText: name(team) })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'East' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'West' })).toBeVisible();
    await screenshot(page, 'league-admin-season-teams');

    // ---- players: one made on the New Player page and picked, the others created on the roster form
    await page.goto('/admin/newPlayer');
    await page.getByLabel('First Name').fill('Pat');
    await page.getByLabel('Middle Initial').fill('q');
    await page.getByLabel('Last Name').fill(`Lee${suffix}`);
    await page.getByRole('button', { name: 'ADD PLAYER' }).click();
    await expect(page.getByText(`Pat Q. Lee${suffix} can now be added`)).toBeVisible();

    const players: Record<string, Array<[string, string, string]>> = {
      Hawks: [['Kim', 'Wu', '11']],
      Lynx: [
        ['Jo', 'Park', '4'],
        ['Ed', 'Nash', '8'],
      ],
      Rams: [
        ['Al', 'Ruiz', '2'],
        ['Bo', 'Chen', '5'],
      ],
      Foxes: [
        ['Cy', 'Dunn', '6'],
        ['Di', 'Hale', '7'],
      ],
    };
    for (const [team, newPlayers] of Object.entries(players)) {
      await page.goto(`/admin/${encodeURIComponent(name(team))}/2026/players`);
      await expect(page.getByText('NO PLAYERS ON THIS TEAM YET')).toBeVisible();
      await page.getByRole('link', { name: 'Add Player(s)' }).click();
      await expect(page).toHaveURL(/\/addPlayers$/);
      const lines = page.getByTestId('roster-line');
      if (team === 'Hawks') {
        await pick(page, 'Player', new RegExp(`Pat Q\\. Lee${suffix}`), lines.nth(0));
        await lines.nth(0).getByLabel('Number').fill('9');
        await page.getByRole('button', { name: '+ New player' }).click();
      } else {
        await lines.nth(0).getByText('New player').click();
        if (newPlayers.length > 1) await page.getByRole('button', { name: '+ New player' }).click();
      }
      const offset = team === 'Hawks' ? 1 : 0;
      for (const [index, [first, last, number]] of newPlayers.entries()) {
        const line = lines.nth(index + offset);
        await line.getByLabel('First Name').fill(first);
        await line.getByLabel('Last Name').fill(`${last}${suffix}`);
        await line.getByLabel('Number').fill(number);
      }
      if (team === 'Hawks') await screenshot(page, 'league-admin-season-add-players');
      await page.getByRole('button', { name: 'ADD PLAYER(S)' }).click();
      await expect(page).toHaveURL(/\/players$/);
      await expect(page.getByTestId('player-row')).toHaveCount(team === 'Hawks' ? 2 : newPlayers.length);
    }
    await page.goto(`/admin/${encodeURIComponent(name('Hawks'))}/2026/players`);
    await expect(page.getByTestId('player-row').first()).toContainText(`Pat Q. Lee${suffix}`);
    await expect(page.getByTestId('player-row').first()).toContainText('9');

    // ---- the schedule: four regular games and a playoff game
    const games: Array<{ date: string; visitor: string; home: string; playoff?: boolean }> = [
      { date: '2026-06-01', visitor: 'Lynx', home: 'Hawks' },
      { date: '2026-06-02', visitor: 'Foxes', home: 'Rams' },
      { date: '2026-06-03', visitor: 'Hawks', home: 'Foxes' },
      { date: '2026-06-04', visitor: 'Rams', home: 'Lynx' },
      { date: '2026-06-10', visitor: 'Rams', home: 'Hawks', playoff: true },
    ];
    for (const game of games) {
      await page.goto('/games/new');
      await pick(page, 'League', new RegExp(leagueName));
      await page.getByLabel('Date').fill(game.date);
      await page.getByLabel('Time').fill('19:00');
      await pick(page, 'Venue', venueName);
      if (game.playoff) {
        await page.getByLabel('Playoff game').check();
        await page.getByLabel('Visitor Team Seed').fill('2');
        await page.getByLabel('Home Team Seed').fill('1');
      }
      await pick(page, 'Visitor Team', new RegExp(`^${name(game.visitor)}`));
      await pick(page, 'Home Team', new RegExp(`^${name(game.home)}`));
      if (game.playoff) await screenshot(page, 'league-admin-season-new-playoff-game');
      await page.getByRole('button', { name: 'ADD GAME' }).click();
      await expect(page).toHaveURL(/\/schedule\/admin\/[0-9a-f-]{36}$/);
    }
    await page.goto('/admin/masterSchedule');
    await dismissConflicts(page);
    const leagueRows = page.getByTestId('schedule-row').filter({ hasText: leagueName });
    await expect(leagueRows).toHaveCount(5);
    await screenshot(page, 'league-admin-season-master-schedule');

    // ---- results: each game's Results link on the master schedule
    const rowOf = (visitor: string, home: string) =>
      leagueRows.filter({ hasText: new RegExp(`${name(visitor)} @ (\\(\\d\\) )?${name(home)}`) });
    const openResults = async (visitor: string, home: string, kind = 'gameResults') => {
      await page.goto('/admin/masterSchedule');
      await dismissConflicts(page);
      await rowOf(visitor, home).first().getByRole('link', { name: 'Results' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${kind}/`));
      await expect(page.getByRole('heading', { name: `${name(visitor)} @ ${name(home)}` })).toBeVisible();
    };
    const periods = async (team: string, goals: number[]) => {
      for (const [index, period] of ['1', '2', '3', 'OT/SO'].entries()) {
        await page.getByLabel(`${name(team)} period ${period}`).fill(String(goals[index] ?? 0));
      }
    };
    const stat = async (player: string, goals: number, assists: number) => {
      await page.getByLabel(`${player} goals`).fill(String(goals));
      await page.getByLabel(`${player} assists`).fill(String(assists));
    };
    const save = async () => {
      await page.getByRole('button', { name: 'SAVE' }).click();
      await expect(page).toHaveURL(/\/admin\/masterSchedule$/);
      await dismissConflicts(page);
    };

    // G1, first recorded as a Lynx win 1 - 2 (corrected below)
    await openResults('Lynx', 'Hawks');
    await expect(page.getByTestId('game-when')).toHaveText(`Monday, June 1 · 7:00 pm · ${venueName}`);
    await pick(page, 'GAME STATUS', 'FINAL');
    await periods('Hawks', [1, 0, 0, 0]);
    await periods('Lynx', [1, 1, 0, 0]);
    await stat(`Pat Q. Lee${suffix}`, 1, 0);
    await stat(`Jo Park${suffix}`, 2, 0);
    await expect(page.getByTestId('home-total')).toHaveText('1');
    await expect(page.getByTestId('visitor-total')).toHaveText('2');
    await save();
    await expect(rowOf('Lynx', 'Hawks')).toContainText('2 - 1');
    // a FINAL game has no Edit link any more, but its results stay editable
    await expect(rowOf('Lynx', 'Hawks').getByRole('link', { name: 'Edit' })).toHaveCount(0);

    // G2 Overtime: Rams 3 - Foxes 2
    await openResults('Foxes', 'Rams');
    await pick(page, 'GAME STATUS', 'Overtime');
    await periods('Rams', [1, 1, 0, 1]);
    await periods('Foxes', [1, 1, 0, 0]);
    await stat(`Al Ruiz${suffix}`, 2, 1);
    await stat(`Cy Dunn${suffix}`, 1, 1);
    await page.getByLabel('GAME SUMMARY').fill('Ruiz ended it in overtime.');
    await save();

    // G3 Shootout: Hawks (visitor) 3 - Foxes 2
    await openResults('Hawks', 'Foxes');
    await pick(page, 'GAME STATUS', 'Shootout');
    await periods('Foxes', [2, 0, 0, 0]);
    await periods('Hawks', [1, 1, 0, 1]);
    await stat(`Kim Wu${suffix}`, 1, 1);
    await save();

    // G4 a 2 - 2 tie under FINAL
    await openResults('Rams', 'Lynx');
    await pick(page, 'GAME STATUS', 'FINAL');
    await periods('Lynx', [0, 2, 0, 0]);
    await periods('Rams', [1, 0, 1, 0]);
    await save();
    await expect(rowOf('Rams', 'Lynx')).toContainText('TIE');

    // G5 the playoff game: a final score only, under the PLAYOFF GAME! banner
    await openResults('Rams', 'Hawks', 'playoffGameResults');
    await expect(page.getByTestId('playoff-banner')).toHaveText('PLAYOFF GAME!');
    await expect(page.getByRole('combobox', { name: 'GAME STATUS' })).toHaveCount(0);
    await page.getByLabel(`${name('Hawks')} final score`).fill('4');
    await page.getByLabel(`${name('Rams')} final score`).fill('1');
    await stat(`Pat Q. Lee${suffix}`, 2, 0);
    await screenshot(page, 'league-admin-season-playoff-results');
    await save();
    await expect(rowOf('Rams', 'Hawks')).toContainText('(2) Rams');
    await expect(rowOf('Rams', 'Hawks')).toContainText('1 - 4');
    await expect(rowOf('Rams', 'Hawks')).toContainText('PLAYOFF GAME');

    // the correction: G1 was really a Hawks win 3 - 1
    await openResults('Lynx', 'Hawks');
    await expect(page.getByLabel(`${name('Lynx')} period 2`)).toHaveValue('1');
    await periods('Hawks', [1, 2, 0, 0]);
    await periods('Lynx', [0, 1, 0, 0]);
    await stat(`Pat Q. Lee${suffix}`, 2, 1);
    await stat(`Kim Wu${suffix}`, 1, 1);
    await stat(`Jo Park${suffix}`, 1, 0);
    await page.getByLabel('GAME SUMMARY').fill('Corrected: Lee scored twice.');
    await screenshot(page, 'league-admin-season-correction');
    await save();
    await expect(rowOf('Lynx', 'Hawks')).toContainText('1 - 3');

    // ---- the public standings show the hand-worked numbers at once
    const { currentLeagues } = await readAfterWrites<{
      currentLeagues: Array<{ _id: string; leagueName: string }>;
    }>(api, '/api/admin/leagues/current');
    const leagueId = currentLeagues.find((league) => league.leagueName === leagueName)?._id;
    expect(leagueId).toBeTruthy();
    await page.goto(`/league/leagues/${leagueId}/standings`);
    const standing = (team: string) => page.getByTestId('standings-row').filter({ hasText: name(team) });
    // after the rank (the team is the row header):
    // (L10 and STRK count the regular season's games, overtime and shootout losses as losses)
    //                         PTS  GP   W    L    T    OTL  SOL  Win %    L10      STRK  GF   GA   DIFF  RW
    const expected: Record<string, string[]> = {
      Hawks: ['4', '2', '2', '0', '0', '0', '0', '1.000', '2-0-0', 'W2', '6', '3', '+3', '1'],
      Lynx: ['1', '2', '0', '1', '1', '0', '0', '0.250', '0-1-1', 'T1', '3', '5', '-2', '0'],
      Rams: ['3', '2', '1', '0', '1', '0', '0', '0.750', '1-0-1', 'T1', '5', '4', '+1', '0'],
      Foxes: ['2', '2', '0', '0', '0', '1', '1', '0.000', '0-2-0', 'L2', '4', '6', '-2', '0'],
    };
    for (const [team, numbers] of Object.entries(expected)) {
      await expectCells(standing(team), numbers, 1);
    }
    await screenshot(page, 'league-admin-season-standings');

    // ---- and the admin players page counts every recorded game, the playoff one included
    await page.goto(`/admin/${encodeURIComponent(name('Hawks'))}/2026/players`);
    const lee = page.getByTestId('player-row').filter({ hasText: `Pat Q. Lee${suffix}` });
    //            name, number, G (2 + 2), A (1)
    await expectCells(lee, [`Pat Q. Lee${suffix}`, '9', '4', '1']);

    // ---- the season over, the league is archived from its card (with the version the hub read)
    await page.goto('/admin/leagues/current');
    await card.getByRole('button', { name: 'ARCHIVE' }).click();
    await confirmWith(page, 'ARCHIVE');
    await expect(card).toHaveCount(0);
  });
});
