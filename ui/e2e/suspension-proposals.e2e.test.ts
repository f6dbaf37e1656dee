import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './app-test';
import {
  createGame,
  createLeague,
  createTeam,
  createVenue,
  leagueApi,
  pageOverflowsSideways,
  PHONE,
  readAfterWrites,
  rosterOf,
  uniqueName,
  type LeagueApi,
} from './league-play-support';
import { openAsAdminAfterWrites } from './league-admin-support';
import { screenshot, skipWithoutChromium, uniqueSuffix } from './support';

skipWithoutChromium();

/**
 * Suspensions proposed from the game sheets (docs/api.md, "Suspensions from the game sheet"): a game
 * misconduct and a match penalty recorded through the sheet's API show on the suspensions page under
 * "Proposed from game sheets"; one is confirmed with 2 games (the player joins the suspended list), the
 * other dismissed.
 */

async function post(api: LeagueApi, path: string, data: object, status = 201) {
  const response = await api.request.post(path, { headers: api.headers, data });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(status);
  api.lastPosition = ((await response.json()) as { position: string }).position;
}

async function seedPenalties(api: LeagueApi) {
  const suffix = uniqueSuffix();
  const venueId = await createVenue(api, uniqueName('Proposal Rink'), '3 Penalty Box Rd');
  const leagueId = await createLeague(api, {
    leagueName: `Proposals ${suffix}`,
    session: 'Fall',
    year: 2026,
  });
  const home = `Lynx ${suffix}`;
  const visitor = `Moose ${suffix}`;
  const homeId = await createTeam(api, { leagueId, teamName: home });
  const visitorId = await createTeam(api, { leagueId, teamName: visitor });
  const [gus] = await rosterOf(api, homeId, [{ firstName: 'Gus', lastName: `Grit${suffix}`, number: 12 }]);
  const [mia] = await rosterOf(api, visitorId, [
    { firstName: 'Mia', lastName: `Mauler${suffix}`, number: 5 },
  ]);
  if (!gus || !mia) throw new Error('rosters not created');
  const gameId = await createGame(api, {
    leagueId,
    venueId,
    date: '2026-09-12',
    time: '18:00',
    homeTeamId: homeId,
    visitorTeamId: visitorId,
  });
  const sheet = `/api/admin/game/${gameId}/sheet`;
  for (const [side, player] of [
    ['home', gus],
    ['visitor', mia],
  ] as const) {
    const response = await api.request.put(`${sheet}/lineup/${side}`, {
      headers: api.headers,
      data: { rosterPlayerIds: [player.rosterPlayerId], goalieRosterPlayerId: null },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  const penalty = (side: string, rosterPlayerId: string, infraction: string, severity: string) =>
    post(api, `${sheet}/penalties`, {
      id: crypto.randomUUID(),
      side,
      period: 2,
      time: '11:30',
      rosterPlayerId,
      infraction,
      minutes: 10,
      severity,
    });
  await penalty('home', gus.rosterPlayerId, 'Fighting', 'game misconduct');
  await penalty('visitor', mia.rosterPlayerId, 'Spearing', 'match penalty');
  // the teams' next game, where a suspension confirmed now is unserved
  const nextGameId = await createGame(api, {
    leagueId,
    venueId,
    date: '2026-09-19',
    time: '18:00',
    homeTeamId: homeId,
    visitorTeamId: visitorId,
  });
  return { gus: `Gus Grit${suffix}`, mia: `Mia Mauler${suffix}`, home, visitor, nextGameId };
}

test.describe('suspensions proposed from the game sheets', () => {
  test.use({ actionTimeout: 15_000 });

  for (const [size, viewport] of [
    ['1280', { width: 1280, height: 900 }],
    ['390', PHONE],
  ] as const) {
    test(`are confirmed with the games the admin sets, or dismissed (${size} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const api = await leagueApi(request);
      const { gus, mia, home, visitor, nextGameId } = await seedPenalties(api);
      const answer = await readAfterWrites<{ suspensionProposals: Array<{ playerName: string }> }>(
        api,
        '/api/admin/suspensionProposals',
      );
      expect(answer.suspensionProposals.map((p) => p.playerName)).toEqual(expect.arrayContaining([gus, mia]));

      await openAsAdminAfterWrites(page, request, '/admin/suspended', api);
      const proposals = page.getByRole('region', { name: 'Proposed from game sheets' });
      await expect(proposals).toBeVisible();
      const gusRow = proposals.getByTestId('proposal-row').filter({ hasText: gus });
      const miaRow = proposals.getByTestId('proposal-row').filter({ hasText: mia });
      await expect(gusRow).toContainText(home);
      await expect(gusRow).toContainText(`vs ${visitor}`);
      await expect(gusRow).toContainText('Fighting');
      await expect(gusRow).toContainText('game misconduct');
      await expect(miaRow).toContainText('match penalty');
      const gusGames = gusRow.getByRole('textbox', { name: `Games of the suspension of ${gus}` });
      await expect(gusGames).toHaveValue(/^\d+$/);
      await expect(page.getByRole('region', { name: 'Games proposed per severity' })).toBeVisible();
      expect(await pageOverflowsSideways(page)).toBe(false);
      const violations = (
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .options({ resultTypes: ['violations'] })
          .setLegacyMode()
          .analyze()
      ).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      await screenshot(page, `suspension-proposals-${size}`);
      await page.screenshot({ path: `/tmp/suspension-proposals-${size}.png`, fullPage: true });

      // confirm with 2 games: the proposal leaves, the player is suspended for 2 games
      await gusGames.fill('2');
      await gusRow.getByRole('button', { name: 'Confirm' }).click();
      await expect(gusRow).toHaveCount(0);
      const suspended = page.getByTestId('suspension-row').filter({ hasText: gus });
      await expect(suspended).toBeVisible();
      await expect(suspended).toContainText(home);
      await expect(suspended).toContainText('Game misconduct (Fighting) in the game of 2026-09-12');
      await expect(suspended).toContainText('2');

      // dismiss: the proposal leaves, nobody is suspended
      await miaRow.getByRole('button', { name: 'Dismiss' }).click();
      await expect(miaRow).toHaveCount(0);
      await expect(page.getByTestId('suspension-row').filter({ hasText: mia })).toHaveCount(0);
      await page.screenshot({ path: `/tmp/suspension-proposals-decided-${size}.png`, fullPage: true });

      // the scorekeeper's next game: Gus is marked Suspended in the lineup, and dressing him warns
      await page.goto(`/admin/game/${nextGameId}/sheet`);
      const dressed = page.getByRole('group', { name: `Dressed for ${home}` });
      const gusButton = dressed.getByRole('button').filter({ hasText: gus.slice(4) });
      await expect(gusButton.getByTestId('suspended-mark')).toBeVisible();
      await expect(page.getByTestId('suspended-dressed')).toHaveCount(0);
      await gusButton.click();
      await expect(page.getByTestId('suspended-dressed')).toContainText(`Suspended, dressed: #12 ${gus}`);
      await page.screenshot({ path: `/tmp/suspension-lineup-${size}.png`, fullPage: true });
    });
  }
});
