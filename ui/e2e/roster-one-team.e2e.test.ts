import { expect, test } from './app-test';
import { createLeague, createTeam, leagueApi, readAfterWrites, rosterOf, PHONE } from './league-play-support';
import { openAsAdminAfterWrites, settle } from './league-admin-support';
import { screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

const enc = encodeURIComponent;

test.describe('rosters: one current team per league', () => {
  test.use({ actionTimeout: 15_000 });

  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    test(`a player on another team of the league is refused, then added with the admin's reason (${size})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const api = await leagueApi(request);
      const suffix = uniqueSuffix();
      const leagueId = await createLeague(api, {
        leagueName: `One Team ${suffix}`,
        session: 'Fall',
        year: 2026,
      });
      const [acesName, bearsName] = [`Albany Aces ${suffix}`, `Bay Bears ${suffix}`];
      const aces = await createTeam(api, { leagueId, teamName: acesName });
      await createTeam(api, { leagueId, teamName: bearsName });
      const [zoe] = await rosterOf(api, aces, [{ firstName: 'Zoe', lastName: `Quill${suffix}`, number: 4 }]);
      if (!zoe) throw new Error('roster not created');
      const zoeName = `Zoe Quill${suffix}`;

      await openAsAdminAfterWrites(page, request, `/admin/${enc(bearsName)}/2026/addPlayers`, api);
      const line = page.getByTestId('roster-line').first();
      await line.getByRole('combobox', { name: 'Player' }).fill(`Quill${suffix}`);
      await page.getByRole('option', { name: `Quill${suffix}, ${zoeName}` }).click();
      await line.getByLabel('Number').fill('9');
      const addPlayers = page.getByRole('button', { name: 'ADD PLAYER(S)' });
      await addPlayers.click();

      // refused: the question names the team she is on, and so does her line
      const question = page.getByRole('dialog', { name: 'Already on another team' });
      await expect(question.getByTestId('override-players')).toHaveText(
        `${zoeName} is already on the ${acesName} roster in this league.`,
      );
      await expect(line).toContainText(`Already on the ${acesName} roster in this league.`);
      // a reason is required
      await question.getByRole('button', { name: 'ADD ANYWAY' }).click();
      await expect(question.getByText('Please give the reason for adding the player anyway.')).toBeVisible();
      await settle(page);
      await screenshot(page, `roster-override-question-${size}`);
      // cancelled: nothing is recorded
      await question.getByRole('button', { name: 'CANCEL' }).click();
      await expect(question).toBeHidden();
      const roster = () =>
        readAfterWrites<{ listOfPlayers: unknown[] }>(api, `/api/admin/${enc(bearsName)}/2026/roster`);
      expect((await roster()).listOfPlayers).toHaveLength(0);
      await expect(page).toHaveURL(new RegExp(`/admin/${enc(bearsName)}/2026/addPlayers$`));

      // asked again, the admin gives the reason: she joins the Bears too
      await addPlayers.click();
      await question.getByLabel('Reason for the exception').fill('Covers in goal until March');
      await question.getByRole('button', { name: 'ADD ANYWAY' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${enc(bearsName)}/2026/players$`));
      await expect(page.getByTestId('player-row').filter({ hasText: zoeName })).toBeVisible();
    });
  }
});
