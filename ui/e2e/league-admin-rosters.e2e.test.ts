import { expect, test } from './app-test';
import { createLeague, createTeam, leagueApi, rosterOf, toggleTeam, uniqueName } from './league-play-support';
import { cellTexts, confirmWith, expectCells, openAsAdminAfterWrites, settle } from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

const enc = encodeURIComponent;

test.describe('league play admin: rosters and players', () => {
  test.use({ actionTimeout: 15_000 });

  test('roster and players pages: numbers, edits, removals, adding players, and an archived team', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const leagueId = await createLeague(api, {
      leagueName: uniqueName('Roster'),
      session: 'Fall',
      year: 2026,
    });
    const teamName = uniqueName('Pumas');
    const teamId = await createTeam(api, { leagueId, teamName });
    const emptyTeam = uniqueName('Empty');
    await createTeam(api, { leagueId, teamName: emptyTeam });
    const [ann, bob] = await rosterOf(api, teamId, [
      { firstName: 'Ann', lastName: 'Arbor', middleInitial: 'M', number: 5 },
      { firstName: 'Bob', lastName: 'Burr', number: 17 },
    ]);
    if (!ann || !bob) throw new Error('roster not created');

    await openAsAdminAfterWrites(page, request, `/admin/${enc(emptyTeam)}/2026/roster`, api);
    await expect(page.getByText('NO PLAYERS ON THIS TEAM YET')).toBeVisible();

    // roster: Player Name and Number, DELETE per player and Add Player(s) while current
    await page.goto(`/admin/${enc(teamName)}/2026/roster`);
    await expect(page.getByRole('columnheader', { name: 'Player Name' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Number' })).toBeVisible();
    const rosterRows = page.getByTestId('roster-row');
    await expect(rosterRows).toHaveCount(2);
    expect((await cellTexts(rosterRows.first())).slice(0, 2)).toEqual(['Ann M. Arbor', '5']);
    await screenshot(page, 'league-admin-roster');
    await page.getByRole('link', { name: 'Add Player(s)' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${enc(teamName)}/2026/newPlayer$`));
    // this route starts with a new player; a number outside 0–99 is refused in the form
    const line = page.getByTestId('roster-line').first();
    await line.getByLabel('First Name').fill('Cal');
    await line.getByLabel('Last Name').fill('Cruz');
    await line.getByLabel('Number').fill('5');
    await page.getByRole('button', { name: '+ Existing player' }).click();
    const second = page.getByTestId('roster-line').nth(1);
    // players already on the team are not offered
    await second.getByRole('combobox', { name: 'Player' }).click();
    await expect(page.getByRole('option', { name: 'Burr, Bob Burr' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await second.getByRole('button', { name: 'Remove line' }).click();
    // the box takes digits only: emptied, it asks for a number
    await line.getByLabel('Number').fill('');
    await line.getByLabel('Number').blur();
    await expect(page.getByText('Please enter a number from 0 to 99.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'ADD PLAYER(S)' })).toBeDisabled();
    // number 5 is Ann's: the server refuses it and the page says why
    await line.getByLabel('Number').fill('5');
    await page.getByRole('button', { name: 'ADD PLAYER(S)' }).click();
    const errorModal = page.getByRole('dialog', { name: 'An Error Occurred!' });
    await expect(errorModal.getByTestId('error-message')).not.toBeEmpty();
    await settle(page);
    await screenshot(page, 'league-admin-add-players-refused');
    await errorModal.getByRole('button', { name: 'Okay' }).click();
    await line.getByLabel('Number').fill('30');
    await page.getByRole('button', { name: 'ADD PLAYER(S)' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${enc(teamName)}/2026/players$`));

    // players: name with middle initial, number, Edit, Add Photo, Remove Player, Add Player(s)
    const playerRows = page.getByTestId('player-row');
    await expect(playerRows).toHaveCount(3);
    const annRow = playerRows.filter({ hasText: 'Ann M. Arbor' });
    await expect(annRow.getByRole('link', { name: 'Add Photo' })).toHaveAttribute(
      'href',
      `/admin/${ann.playerId}/playerPhoto`,
    );
    await expect(page.getByRole('link', { name: 'Add Player(s)' })).toHaveAttribute(
      'href',
      `/admin/${enc(teamName)}/2026/addPlayers`,
    );
    await screenshot(page, 'league-admin-players');
    await annRow.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/${enc(teamName)}/2026/${ann.rosterPlayerId}/changeNumber$`),
    );
    await expect(page.getByLabel('Number')).toHaveValue('5');
    await page.getByLabel('Number').fill('');
    await page.getByLabel('Number').blur();
    await expect(page.getByText('Please enter a number from 0 to 99.')).toBeVisible();
    await page.getByLabel('Number').fill('17');
    await page.getByRole('button', { name: 'CHANGE NUMBER' }).click();
    await expect(page.getByRole('dialog', { name: 'An Error Occurred!' })).toBeVisible();
    await page
      .getByRole('dialog', { name: 'An Error Occurred!' })
      .getByRole('button', { name: 'Okay' })
      .click();
    await page.getByLabel('Number').fill('23');
    await page.getByRole('button', { name: 'CHANGE NUMBER' }).click();
    await expect(page).toHaveURL(/\/players$/);
    await expectCells(annRow, ['Ann M. Arbor', '23']);

    // the player's own name (update player)
    await annRow.getByRole('link', { name: 'Name' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/updatePlayer/${ann.playerId}$`));
    await expect(page.getByLabel('First Name')).toHaveValue('Ann');
    await expect(page.getByLabel('Middle Initial')).toHaveValue('M');
    await page.getByLabel('First Name').fill('Anna');
    await page.getByRole('button', { name: 'UPDATE PLAYER' }).click();
    await expect(page).toHaveURL(/\/players$/);
    await expect(playerRows.filter({ hasText: 'Anna M. Arbor' })).toBeVisible();

    // Remove Player asks first
    await playerRows.filter({ hasText: 'Bob Burr' }).getByRole('button', { name: 'Remove Player' }).click();
    await confirmWith(page, 'DELETE');
    await expect(playerRows).toHaveCount(2);
    // and DELETE on the roster page
    await page.goto(`/admin/${enc(teamName)}/2026/roster`);
    await rosterRows.filter({ hasText: 'Cal Cruz' }).getByRole('button', { name: 'DELETE' }).click();
    await confirmWith(page, 'DELETE');
    await expect(rosterRows).toHaveCount(1);

    // an archived team's roster is read-only
    await toggleTeam(api, teamId);
    await openAsAdminAfterWrites(page, request, `/admin/${enc(teamName)}/2026/roster`, api);
    await expect(rosterRows).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'DELETE' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Player(s)' })).toHaveCount(0);
    await page.goto(`/admin/${enc(teamName)}/2026/players`);
    await expect(playerRows).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove Player' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Player(s)' })).toHaveCount(0);
    await expect(playerRows.getByRole('link', { name: 'Edit' })).toBeVisible();
  });
});
