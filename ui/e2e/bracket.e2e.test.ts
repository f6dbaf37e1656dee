import { expect, test, type Page } from './app-test';
import {
  createGame,
  createTeam,
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

/** Each line of the picture ends at the middle of the row of the side it feeds, not at the other side's. */
async function expectLinesMeetTheirSides(page: Page) {
  const lines = page.getByTestId('bracket-line');
  expect(await lines.count()).toBeGreaterThan(0);
  for (const line of await lines.all()) {
    const [gameId, side] = (await line.getAttribute('data-to'))!.split(' ');
    const end = await line.evaluate((path: SVGPathElement) => {
      const point = path.getPointAtLength(path.getTotalLength());
      const screen = new DOMPoint(point.x, point.y).matrixTransform(path.getScreenCTM()!);
      return screen.y;
    });
    const box = page.locator(`[data-testid="bracket-box"][data-game="${gameId}"]`);
    const middle = async (which: string) => {
      const rect = (await box.locator(`[data-side="${which}"] [data-testid="bracket-name"]`).boundingBox())!;
      return rect.y + rect.height / 2;
    };
    const own = await middle(side!);
    const other = await middle(side === 'home' ? 'visitor' : 'home');
    expect(Math.abs(end - own)).toBeLessThan(6);
    expect(Math.abs(end - other)).toBeGreaterThan(12);
  }
}

/** In every box with scores, each name (the winner's bold) ends before its score begins. */
async function expectNamesClearOfScores(page: Page) {
  const scored = page.getByTestId('bracket-side').filter({ has: page.getByTestId('bracket-score') });
  expect(await scored.count()).toBeGreaterThan(0);
  for (const side of await scored.all()) {
    const name = (await side.getByTestId('bracket-name').boundingBox())!;
    const score = (await side.getByTestId('bracket-score').boundingBox())!;
    expect(name.x + name.width).toBeLessThan(score.x - 2);
  }
}

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
      /\(4\) TBD @ \(1\) TBD, 2027-02-01/,
    );
    await expect(page.getByRole('combobox', { name: 'Visitor Team: winner of…' })).toHaveValue(/2027-02-02/);

    // before seeding: the TBD sides show their seeds, the final's sides name the semifinals they wait for
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAfterWrites(page, `/league/${s.league.id}/bracket`, api);
    const games = page.getByTestId('bracket-list').getByTestId('bracket-game');
    await expect(games).toHaveText([
      /^\(4\) TBD @ \(1\) TBD · /,
      /^\(3\) TBD @ \(2\) TBD · /,
      /^Winner of Semifinal 2 @ Winner of Semifinal 1 · /,
    ]);
    const box = (gameId: string) => page.locator(`[data-testid="bracket-box"][data-game="${gameId}"]`);
    await expect(box(semi1).getByTestId('bracket-name')).toHaveText(['(4) TBD', '(1) TBD']);
    // the final's home side, fed by the upper semifinal, is drawn on top: the lines do not cross
    await expect(box(final).getByTestId('bracket-name')).toHaveText([
      'Winner of Semifinal 1',
      'Winner of Semifinal 2',
    ]);
    await expectLinesMeetTheirSides(page);
    await screenshot(page, 'bracket-tbd-desktop');

    // seeding from the standings, confirmed first
    await page.goto(`/schedule/admin/${s.league.id}`);
    await page.getByTestId('seed-bracket').click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'SEED' }).click();
    const seeded = page.getByTestId('seeded');
    await expect(seeded).toContainText(`(1) ${cats.name}: home side`);
    await expect(seeded).toContainText(`(4) ${pigs.name}: visitor side`);
    await expect(seeded.getByRole('listitem')).toHaveCount(4);
    // once a semifinal's teams are known, the final's side names them (the page reads after the seeding)
    await page.goto(`/league/${s.league.id}/bracket`);
    await expect(games.nth(2)).toContainText(
      `Winner of ${elks.name} / ${dogs.name} @ Winner of ${pigs.name} / ${cats.name} · `,
    );

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
    // the list keeps "visitor @ home"; the picture draws the home side (from the upper semifinal) on top
    await expect(finalItem).toContainText(`(3) ${elks.name} @ (1) ${cats.name}`);
    await expect(box(final).getByTestId('bracket-name')).toHaveText([`(1) ${cats.name}`, `(3) ${elks.name}`]);
    await expectLinesMeetTheirSides(page);
    await expectNamesClearOfScores(page);
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

  test('a long winning name is cut to fit beside its score, and given in full in the list', async ({
    page,
    request,
  }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api, 2027);
    const longName = `Guilderland Grizzlies Ball Hockey Club ${s.suffix}`;
    const long = await createTeam(api, { leagueId: s.league.id, teamName: longName });
    // a short name of fixed letters that always fits (the league is this test's own)
    const rams = await createTeam(api, { leagueId: s.league.id, teamName: 'Rams' });
    const game = await createGame(api, {
      leagueId: s.league.id,
      venueId: s.venue.id,
      date: '2027-03-01',
      time: '19:00',
      playoff: true,
      homeTeamId: long,
      visitorTeamId: rams,
      homeTeamSeed: 2,
      visitorTeamSeed: 3,
    });
    await recordKnockoutResult(api, game, 'playoff', { homeTotal: 10, visitorTotal: 9 });
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAfterWrites(page, `/league/${s.league.id}/bracket`, api);
    const names = page.getByTestId('bracket-box').getByTestId('bracket-name');
    await expect(names).toHaveText(['(3) Rams', /^\(2\) Guilderland .*…$/]);
    await expect(
      page.getByTestId('bracket-side').filter({ hasText: '(2) Guilderland' }).locator('title'),
    ).toHaveText(`(2) ${longName}`);
    await expectNamesClearOfScores(page);
    await expect(page.getByTestId('bracket-game')).toContainText(`(2) ${longName} 10 (winner)`);
    await screenshot(page, 'bracket-long-name');
  });

  test('a league without playoff games says so', async ({ page, request }) => {
    const api = await leagueApi(request);
    const s = await seedLeague(api, 2027);
    await openAfterWrites(page, `/league/${s.league.id}/bracket`, api);
    await expect(page.getByTestId('bracket-empty')).toHaveText('No playoff games scheduled yet.');
  });
});
