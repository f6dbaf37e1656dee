import { expect, test } from '@playwright/test';
import {
  createGame,
  leagueApi,
  openAfterWrites,
  PHONE,
  readAfterWrites,
  recordKnockoutResult,
  recordResult,
  type GameSeed,
} from './league-play-support';
import { openAsAdminAfterWrites, seedLeague } from './league-admin-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

test.describe('the playoff bracket', () => {
  test.use({ actionTimeout: 15_000 });

  test('seeded from the standings, winners move on, a late correction is flagged and kept', async ({
    page,
    request,
  }) => {
    // a league of its own: other suites share the store
    const api = await leagueApi(request);
    const s = await seedLeague(api, 2027);
    const { cats, dogs, elks, pigs } = s.teams;
    const at = (date: string) => ({ leagueId: s.league.id, venueId: s.venue.id, date, time: '19:00' });
    // final standings: cats 1st, dogs 2nd, elks 3rd, pigs 4th
    const regular = async (date: string, home: string, visitor: string, h: number, v: number) =>
      recordResult(api, await createGame(api, { ...at(date), homeTeamId: home, visitorTeamId: visitor }), {
        home: { periods: [h, 0, 0, 0] },
        visitor: { periods: [v, 0, 0, 0] },
        status: 'FINAL',
      });
    await regular('2027-01-05', cats.id, pigs.id, 5, 0);
    await regular('2027-01-06', cats.id, elks.id, 4, 1);
    await regular('2027-01-07', dogs.id, pigs.id, 3, 1);
    await regular('2027-01-08', elks.id, pigs.id, 2, 1);
    await regular('2027-01-09', dogs.id, elks.id, 2, 1);
    const tbd = { playoff: true, homeTeamId: null, visitorTeamId: null };
    const semi1 = await createGame(api, { ...at('2027-02-01'), ...tbd, homeTeamSeed: 1, visitorTeamSeed: 4 });
    const semi2 = await createGame(api, { ...at('2027-02-02'), ...tbd, homeTeamSeed: 2, visitorTeamSeed: 3 });
    const final = await createGame(api, {
      ...at('2027-02-09'),
      homeTeamId: null,
      visitorTeamId: null,
      championship: true,
      homeFromGameId: semi1,
      visitorFromGameId: semi2,
    } as GameSeed);

    // the admin's game form shows where each side comes from
    await openAsAdminAfterWrites(page, request, `/admin/updateGame/${final}`, api);
    await expect(page.getByRole('combobox', { name: 'Home Team: winner of…' })).toHaveValue(
      /TBD @ TBD, 2027-02-01/,
    );
    await expect(page.getByRole('combobox', { name: 'Visitor Team: winner of…' })).toHaveValue(/2027-02-02/);

    // seeding from the standings, confirmed first
    await page.goto(`/schedule/admin/${s.league.id}`);
    await page.getByTestId('seed-bracket').click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'SEED' }).click();
    const seeded = page.getByTestId('seeded');
    await expect(seeded).toContainText(`(1) ${cats.name}: home side`);
    await expect(seeded).toContainText(`(4) ${pigs.name}: visitor side`);
    await expect(seeded.getByRole('listitem')).toHaveCount(4);

    // the semifinals are played: the final fills in
    await recordKnockoutResult(api, semi1, 'playoff', { homeTotal: 4, visitorTotal: 2 });
    await recordKnockoutResult(api, semi2, 'playoff', { homeTotal: 1, visitorTotal: 3 });
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAfterWrites(page, `/league/${s.league.id}/bracket`, api);
    await expect(page.getByRole('heading', { name: `${s.league.name} Playoff Bracket` })).toBeVisible();
    const list = page.getByTestId('bracket-list');
    await expect(list.getByRole('heading')).toHaveText(['Semifinals', 'Final']);
    const finalItem = list.getByRole('region', { name: 'Final', exact: true }).getByTestId('bracket-game');
    await expect(finalItem).toContainText(`(3) ${elks.name}`);
    await expect(finalItem).toContainText(`(1) ${cats.name}`);
    await expect(page.getByTestId('bracket-box')).toHaveCount(3);
    await expect(page.getByRole('region', { name: /Bracket picture/ })).toBeVisible();
    await screenshot(page, 'bracket-desktop');

    // on a phone the picture scrolls inside its region, the page itself does not
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByTestId('bracket-box')).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'bracket-phone');

    // the final is played, then a semifinal is corrected: a conflict, nothing rewritten
    await recordKnockoutResult(api, final, 'championship', { homeTotal: 3, visitorTotal: 2 });
    await recordKnockoutResult(api, semi1, 'playoff', { homeTotal: 1, visitorTotal: 2 });
    const admin = await readAfterWrites<{ conflicts: unknown[] }>(
      api,
      `/api/admin/league/${s.league.id}/bracket`,
    );
    expect(admin.conflicts).toHaveLength(1);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAsAdminAfterWrites(page, request, `/schedule/admin/${s.league.id}`, api);
    const warning = page.getByTestId('bracket-conflict');
    await expect(warning).toContainText(`makes ${pigs.name} the winner`);
    await expect(warning).toContainText(`but ${cats.name} already played this game`);
    // the conflicted game's own row is marked, and its marker leads to the warning
    const marker = page.getByRole('link', { name: 'Bracket conflict' });
    await expect(marker).toHaveCount(1);
    const conflictedRow = page.getByTestId('schedule-row').filter({ has: marker });
    await expect(conflictedRow).toContainText('CHAMPIONSHIP GAME');
    await expect(conflictedRow).toContainText(`${cats.name}`);
    await expect(page.getByTestId('schedule-row').filter({ hasText: 'PLAYOFF GAME' })).toHaveCount(2);
    await expect(
      page
        .getByTestId('schedule-row')
        .filter({ hasText: 'PLAYOFF GAME' })
        .getByTestId('row-bracket-conflict'),
    ).toHaveCount(0);
    await screenshot(page, 'bracket-conflict-admin');
    await marker.click();
    await expect(warning).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`#${await warning.getAttribute('id')}$`));
    await page.setViewportSize(PHONE);
    await marker.scrollIntoViewIfNeeded();
    await screenshot(page, 'bracket-conflict-admin-phone');
    await page.setViewportSize({ width: 1366, height: 900 });
    await warning.getByRole('button', { name: 'Keep played result' }).click();
    await expect(warning).toHaveCount(0);
    await expect(marker).toHaveCount(0);

    // the public bracket still shows the final as played
    await openAfterWrites(page, `/league/${s.league.id}/bracket`, api);
    await expect(
      page
        .getByTestId('bracket-list')
        .getByRole('region', { name: 'Final', exact: true })
        .getByTestId('bracket-game'),
    ).toContainText(`(1) ${cats.name} 3 (winner)`);
  });

  test('a league without playoff games says so', async ({ page, request }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api, 2027);
    await openAfterWrites(page, `/league/${s.league.id}/bracket`, api);
    await expect(page.getByTestId('bracket-empty')).toHaveText('No playoff games scheduled yet.');
  });
});
