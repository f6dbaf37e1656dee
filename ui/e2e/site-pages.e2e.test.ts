import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type Response } from './app-test';
import {
  addPlayers,
  createGame,
  createLeague,
  createPlayer,
  createTeam,
  createVenue,
  leagueApi,
  PHONE,
  readAfterWrites,
  uniqueName,
  type LeagueApi,
} from './league-play-support';
import { screenshot, skipWithoutChromium } from './support';

skipWithoutChromium();

const SITE = 'Ball Hockey League';

interface Seeded {
  api: LeagueApi;
  leagueId: string;
  leagueName: string;
  /** a name an admin could type: markup and quotes */
  visitor: string;
  home: string;
  gameId: string;
  playerId: string;
}

let seeded: Seeded | null = null;
/** One league, two teams, a player and a game for the whole file (again only if a worker restarted). */
async function league(request: APIRequestContext): Promise<Seeded> {
  if (!seeded) {
    const api = await leagueApi(request);
    const venueId = await createVenue(api);
    const leagueName = uniqueName("Men's A");
    const leagueId = await createLeague(api, { leagueName, session: 'Spring', year: 2026 });
    const visitor = `${uniqueName('Albany Aces')} <script>window.pwned = 1</script> "Q"`;
    const home = uniqueName('Boston Bees');
    const visitorId = await createTeam(api, { leagueId, teamName: visitor });
    const homeId = await createTeam(api, { leagueId, teamName: home });
    const playerId = await createPlayer(api, { firstName: 'Wayne', middleInitial: 'D', lastName: 'Gretzky' });
    await addPlayers(api, visitorId, [{ playerId, number: 99 }]);
    const gameId = await createGame(api, {
      leagueId,
      venueId,
      date: '2026-05-03',
      time: '19:00',
      homeTeamId: homeId,
      visitorTeamId: visitorId,
    });
    seeded = { api, leagueId, leagueName, visitor, home, gameId, playerId };
  }
  seeded.api.request = request;
  // the read models have every write before a page is opened (the server looks the page up in them)
  await readAfterWrites(seeded.api, `/api/admin/game/${seeded.gameId}`);
  return seeded;
}

/** The <title> the server sent with the page, unescaped. */
async function sentTitle(response: Response | null): Promise<string | undefined> {
  const html = (await response?.text()) ?? '';
  return /<title>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('not-found-text')).toHaveText('Sorry, there is no page at this address.');
  await expect(page.getByRole('link', { name: 'HOME', exact: true })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(`Page Not Found — ${SITE}`);
  // the not-found page, not an error over an empty page
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('An Error Occurred!')).toHaveCount(0);
}

for (const size of [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: PHONE },
]) {
  test.describe(`pages that are not there (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('an unknown game shows the not-found page (HTTP 404) with a link home', async ({ page }) => {
      const response = await page.goto(`/gameSummary/${randomUUID()}`);
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page);
      await screenshot(page, `site-pages-unknown-game-${size.name}`);

      // the way home, and back: the not-found page again, a known page once the address changes
      await page.getByRole('link', { name: 'HOME', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
      await page.goBack();
      await expectNotFoundPage(page);
    });

    test('an address that is no page shows the not-found page (HTTP 404)', async ({ page }) => {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(404);
      expect(await sentTitle(response)).toBe(`Page Not Found — ${SITE}`);
      await expectNotFoundPage(page);
      await screenshot(page, `site-pages-unknown-route-${size.name}`);
    });

    test('an id that cannot be one, a league, a player and a team that do not exist: the not-found page', async ({
      page,
      request,
    }) => {
      const { leagueName } = await league(request);
      for (const path of [
        '/gameSummary/not-a-game',
        `/league/${randomUUID()}`,
        `/league/leagues/${randomUUID()}/standings`,
        `/${randomUUID()}/history`,
        `/league/schedule/${encodeURIComponent(leagueName)}/Spring/2026/Nobody`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expectNotFoundPage(page);
      }
    });
  });

  test.describe(`document titles (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('league, team, game and player pages are titled after what they show, by the server too', async ({
      page,
      request,
    }) => {
      const s = await league(request);
      const label = `${s.leagueName} Spring 2026`;
      const teamPath = (teamName: string) =>
        `/league/schedule/${encodeURIComponent(s.leagueName)}/Spring/2026/${encodeURIComponent(teamName)}`;
      const pages: Array<[string, string, string]> = [
        [`/league/${s.leagueId}`, `${label} — ${SITE}`, 'league'],
        [`/league/leagues/${s.leagueId}/standings`, `Standings — ${label} — ${SITE}`, 'standings'],
        [teamPath(s.visitor), `${s.visitor} — ${label} — ${SITE}`, 'team'],
        [`/gameSummary/${s.gameId}`, `${s.visitor} @ ${s.home}, May 3 2026 — ${SITE}`, 'game'],
        [`/${s.playerId}/history`, `Wayne D. Gretzky — Player History — ${SITE}`, 'player'],
      ];
      for (const [path, title, name] of pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await sentTitle(response), path).toBe(title);
        await expect(page, path).toHaveTitle(title);
        await expect(page.locator('h1'), path).toHaveCount(1);
        if (name === 'game' || name === 'team') await screenshot(page, `site-pages-${name}-${size.name}`);
      }
      // the team's name went into the page and its title as text, never as markup
      expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    });
  });
}
