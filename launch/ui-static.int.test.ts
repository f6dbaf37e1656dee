import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pageTitles,
  SITE_NAME,
  SITE_ROUTES,
  SITE_THEME_COLOR,
  siteRoute,
} from '@league/contracts/site-pages';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createHttpApp, createTokenService, type HttpApp } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { leagueFixture } from '@league/projectors/league-fixture';
import { precompressDir } from '../ui/vite/precompress';
import { composeInProcessApis } from './api-deps';
import { ROOT_DIR } from './embedded-app';
import { escapeHtml } from './page-html';
import {
  caughtUpWith,
  DOCUMENT_ONLY_HEADERS,
  IMMUTABLE_CACHE,
  MANIFEST_CACHE,
  REVALIDATE_CACHE,
  serveUiBundle,
  SITE_FILE_CACHE,
  sqlSitePages,
} from './ui-static';

// a stand-in for ui/dist: what a Vite build writes, big enough to be worth compressing
const indexHtml = `<!doctype html><html><head><meta charset="UTF-8" /><title>${SITE_NAME}</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const entryJs = `export const routes = ${JSON.stringify(Array.from({ length: 80 }, (_, i) => `/league/page-${i}`))};`;
const favicon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

// names an admin could type: markup and quotes of every kind
const HOSTILE_LEAGUE = `Men's "A" <b>League</b>`;
const HOSTILE_TEAM = `<script>alert("aces")</script> & 'Co'`;

let dist: string;
let db: SqlClient;
let store: EventStore;
let site: Awaited<ReturnType<typeof composeInProcessApis>>;
let app: HttpApp;
let s: Awaited<ReturnType<typeof seedLeague>>;

async function seedLeague() {
  const f = leagueFixture(store);
  const rink = await f.venue('Main Rink');
  const league = await f.league({ leagueName: "Men's A", session: 'Spring', year: 2026 });
  const aces = await f.team(league, 'Albany Aces');
  const bees = await f.team(league, 'Boston Bees');
  const ann = await f.player('Ann', 'Zed', 'Q');
  const annOnAces = await f.roster(aces, ann, 9);
  const played = await f.game({
    leagueId: league,
    date: '2026-05-03',
    time: '19:00',
    venueId: rink,
    homeTeamId: bees,
    visitorTeamId: aces,
  });
  await f.result(played, { status: 'Overtime', home: 2, visitor: 3, visitorStats: [[annOnAces, 1, 1]] });
  const upcoming = await f.game({
    leagueId: league,
    date: '2026-05-10',
    time: '9:30',
    venueId: rink,
    homeTeamId: aces,
    visitorTeamId: bees,
  });
  const removed = await f.game({
    leagueId: league,
    date: '2026-05-17',
    time: '19:00',
    venueId: rink,
    homeTeamId: aces,
    visitorTeamId: bees,
  });
  await f.removeGame(removed);
  const semifinal = await f.game({
    leagueId: league,
    date: '2026-05-24',
    time: '19:00',
    venueId: rink,
    homeTeamId: aces,
    visitorTeamId: bees,
    playoff: true,
  });
  const hostileLeague = await f.league({ leagueName: HOSTILE_LEAGUE, session: 'Fall', year: 2026 });
  const hostileTeam = await f.team(hostileLeague, HOSTILE_TEAM);
  const hostileGame = await f.game({
    leagueId: hostileLeague,
    date: '2026-09-05',
    time: '18:00',
    venueId: rink,
    homeTeamId: hostileTeam,
    visitorTeamId: aces,
  });
  // a playoff game removed: the league's bracket has no game, and is not listed
  const removedPlayoff = await f.game({
    leagueId: hostileLeague,
    date: '2026-09-12',
    time: '18:00',
    venueId: rink,
    homeTeamId: hostileTeam,
    visitorTeamId: aces,
    playoff: true,
  });
  await f.removeGame(removedPlayoff);
  const oldLeague = await f.league({ leagueName: 'Old Timers', session: 'Fall', year: 2024 });
  const oldTeam = await f.team(oldLeague, 'Retired Rams');
  const bob = await f.player('Bob', 'Old');
  await f.roster(oldTeam, bob, 4);
  const oldGame = await f.game({
    leagueId: oldLeague,
    date: '2024-10-01',
    time: '19:00',
    venueId: rink,
    homeTeamId: oldTeam,
    visitorTeamId: oldTeam,
  });
  await f.archiveTeam(oldTeam);
  await f.archiveLeague(oldLeague);
  // an event of no league: on the venue's schedule, never a page of its own
  await f.event({
    eventName: 'Skills night',
    date: '2026-05-20',
    time: '18:00',
    venueId: rink,
  });
  return {
    oldPlayer: bob,
    oldGame,
    oldLeague,
    oldTeam,
    semifinal,
    rink,
    league,
    aces,
    bees,
    ann,
    played,
    upcoming,
    removed,
    hostileLeague,
    hostileTeam,
    hostileGame,
  };
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'league-ui-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), indexHtml);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), entryJs);
  await writeFile(join(dist, 'favicon.svg'), favicon);
  await precompressDir(dist);

  db = await createTestPglite();
  store = createPostgresEventStore(db);
  const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
  site = await composeInProcessApis({ store, db, tokens, logger: createLogger('ui-static', 'silent') });
  app = site.app;
  await serveUiBundle(app, dist, sqlSitePages(db, caughtUpWith(store, site.feed)));
  await app.ready();
  s = await seedLeague();
  await site.runner.catchUp();
});
afterAll(async () => {
  await app.close();
  await site.runner.stop();
  await store.close();
  await db.close();
  await rm(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', host: 'league.test', ...headers } });
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('serving the built UI', () => {
  it('the build writes .br and .gz next to each asset worth compressing', () => {
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      expect(existsSync(join(dist, `${file}.br`)), `${file}.br`).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
    expect(existsSync(join(dist, 'favicon.svg.br'))).toBe(false);
  });

  it('sends the brotli file of a hashed asset, cached for good', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    // a script is no document: none of the document's headers, but those that guard what it is
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(entryJs);
  });

  it('sends the gzip file to a client without brotli, and the file itself to one with neither', async () => {
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(entryJs);

    const plain = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entryJs);
  });

  it('sends the app for / and for deep links, with the page head, compressed and revalidated on every visit', async () => {
    for (const url of ['/', '/admin/venues', '/rosters?team=1']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe(REVALIDATE_CACHE);
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html, url).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
      expect(html.match(/<title>/g), url).toHaveLength(1);
    }
    const gz = await app.inject({ url: '/rosters', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(titleOf(gunzipSync(gz.rawPayload).toString())).toBe(`Rosters — ${SITE_NAME}`);
  });

  it('never sends index.html as a file of its own', async () => {
    expect((await page('/index.html')).statusCode).toBe(404);
    expect((await page('/index.html.br')).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route GET /api/nothing-here' });
  });

  it('answers a write to an address of no API route with a JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/rosters', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route POST /rosters' });
  });
});

describe('status of the pages', () => {
  it('answers 404 with the app (and its not-found head) for an address that is no page', async () => {
    for (const url of [
      '/nothing-here',
      '/gameSummary',
      '/league/a/b/c/d/e/f',
      '/favicon.ico',
      '/assets/gone.js',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      // a page, under /assets/ too: it keeps the document's headers
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(titleOf(res.body), url).toBe(`Page Not Found — ${SITE_NAME}`);
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
    }
    const head = await app.inject({ method: 'HEAD', url: '/nothing-here' });
    expect(head.statusCode).toBe(404);
  });

  it('answers 404 for a game, player, league, venue or team that does not exist', async () => {
    const unknown = randomUUID();
    const urls = [
      siteRoute.gameSummary.href({ gameId: unknown }),
      siteRoute.gameSummary.href({ gameId: 'not-a-uuid' }),
      siteRoute.gameSummary.href({ gameId: s.removed }),
      siteRoute.playerHistory.href({ playerId: unknown }),
      siteRoute.playerHistory.href({ playerId: s.league }), // a league's id is no player's
      siteRoute.leagueHub.href({ leagueId: unknown }),
      siteRoute.standings.href({ leagueId: unknown }),
      siteRoute.scoringLeaders.href({ leagueId: unknown }),
      siteRoute.leagueSchedule.href({ leagueId: unknown }),
      siteRoute.venueSchedule.href({ venueId: unknown }),
      siteRoute.teamHistory.href({ id: unknown }),
      siteRoute.team.href({ teamId: unknown }),
      siteRoute.team.href({ teamId: 'not-a-uuid' }),
      siteRoute.team.href({ teamId: s.league }), // a league's id is no team's
      siteRoute.bracket.href({ leagueId: unknown }),
      siteRoute.bracket.href({ leagueId: 'not-a-uuid' }),
      siteRoute.bracket.href({ leagueId: s.aces }), // a team's id is no league's
      siteRoute.teamSchedule.href({
        leagueName: "Men's A",
        session: 'Spring',
        year: 2026,
        teamName: 'Nobody',
      }),
      siteRoute.teamSchedule.href({
        leagueName: "Men's A",
        session: 'Fall',
        year: 2026,
        teamName: 'Albany Aces',
      }),
      '/league/schedule/Men%27s%20A/Spring/1066/Albany%20Aces',
    ];
    for (const url of urls) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(titleOf(res.body), url).toBe(`Page Not Found — ${SITE_NAME}`);
    }
  });

  it('answers 200 for those that exist, titled and described after them', async () => {
    const league = { leagueName: "Men's A", session: 'Spring', year: 2026 };
    const expected: Array<[string, string, string]> = [
      [
        siteRoute.gameSummary.href({ gameId: s.played }),
        `Albany Aces @ Boston Bees, May 3 2026 — ${SITE_NAME}`,
        'Men&#39;s A: Albany Aces 3, Boston Bees 2 (Overtime). Sunday, May 3, 2026 at 7:00 pm, Main Rink.',
      ],
      [
        siteRoute.gameSummary.href({ gameId: s.upcoming }),
        `Boston Bees @ Albany Aces, May 10 2026 — ${SITE_NAME}`,
        'Men&#39;s A: Boston Bees @ Albany Aces. Sunday, May 10, 2026 at 9:30 am, Main Rink.',
      ],
      [
        siteRoute.playerHistory.href({ playerId: s.ann }),
        `Ann Q. Zed — Player History — ${SITE_NAME}`,
        'Ann Q. Zed: teams, seasons, numbers, goals and assists.',
      ],
      [siteRoute.leagueHub.href({ leagueId: s.league }), `Men&#39;s A Spring 2026 — ${SITE_NAME}`, ''],
      [
        siteRoute.standings.href({ leagueId: s.league }),
        `Standings — Men&#39;s A Spring 2026 — ${SITE_NAME}`,
        '',
      ],
      [
        siteRoute.scoringLeaders.href({ leagueId: s.league }),
        `Scoring Leaders — Men&#39;s A Spring 2026 — ${SITE_NAME}`,
        '',
      ],
      [
        siteRoute.leagueSchedule.href({ leagueId: s.league }),
        `Schedule — Men&#39;s A Spring 2026 — ${SITE_NAME}`,
        '',
      ],
      [siteRoute.venueSchedule.href({ venueId: s.rink }), `Schedule — Main Rink — ${SITE_NAME}`, ''],
      [
        siteRoute.teamSchedule.href({ ...league, teamName: 'Albany Aces' }),
        `Albany Aces — Men&#39;s A Spring 2026 — ${SITE_NAME}`,
        'Albany Aces, Men&#39;s A Spring 2026: record, roster and schedule.',
      ],
      [siteRoute.teamHistory.href({ id: s.aces }), `Team History — Albany Aces 2026 — ${SITE_NAME}`, ''],
      [
        siteRoute.team.href({ teamId: s.aces }),
        `Albany Aces — Men&#39;s A Spring 2026 — ${SITE_NAME}`,
        'Albany Aces, Men&#39;s A Spring 2026: record, rank, next game, roster, schedule and results.',
      ],
      // an archived team's page and a previous league's bracket still answer
      [siteRoute.team.href({ teamId: s.oldTeam }), `Retired Rams — Old Timers Fall 2024 — ${SITE_NAME}`, ''],
      [
        siteRoute.bracket.href({ leagueId: s.league }),
        `Playoff Bracket — Men&#39;s A Spring 2026 — ${SITE_NAME}`,
        'Playoff bracket of Men&#39;s A Spring 2026: the playoff and championship games by round, with seeds and results.',
      ],
      [
        siteRoute.bracket.href({ leagueId: s.oldLeague }),
        `Playoff Bracket — Old Timers Fall 2024 — ${SITE_NAME}`,
        '',
      ],
    ];
    for (const [url, title, description] of expected) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(title);
      expect(metaOf(res.body, 'og:title'), url).toBe(title);
      if (description) expect(metaOf(res.body, 'description'), url).toBe(description);
      expect(metaOf(res.body, 'og:description'), url).toBe(metaOf(res.body, 'description'));
      expect(metaOf(res.body, 'og:url'), url).toBe(escapeHtml(`http://league.test${url}`));
      expect(metaOf(res.body, 'robots'), url).toBeUndefined();
    }
  });

  it('titles a page exactly as the UI does (pageTitles)', async () => {
    const res = await page(siteRoute.standings.href({ leagueId: s.league }));
    expect(titleOf(res.body)).toBe(
      escapeHtml(pageTitles.standings({ leagueName: "Men's A", session: 'Spring', year: 2026 })),
    );
  });

  it('answers 200 for every admin and coach page (the app guards them), kept out of search results', async () => {
    const gated = SITE_ROUTES.filter((route) => route.access !== 'public');
    expect(gated.length).toBeGreaterThan(40);
    for (const route of gated) {
      const url = route.path.replace(/:(\w+)/g, () => randomUUID());
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(titleOf(res.body), url).toBe(`${route.name} — ${SITE_NAME}`.replace('&', '&amp;'));
      expect(metaOf(res.body, 'robots'), url).toBe('noindex');
    }
  });

  it('answers 200 for every public page that names nothing', async () => {
    for (const route of SITE_ROUTES.filter((r) => r.access === 'public' && !r.path.includes(':'))) {
      const res = await page(route.path);
      expect(res.statusCode, route.path).toBe(200);
      expect(titleOf(res.body), route.path).toBe(`${route.name} — ${SITE_NAME}`);
    }
  });
});

describe('link previews', () => {
  it('fills OpenGraph and Twitter tags, the image an absolute address of the logo', async () => {
    const res = await page(siteRoute.gameSummary.href({ gameId: s.played }));
    expect(metaOf(res.body, 'og:type')).toBe('website');
    expect(metaOf(res.body, 'og:site_name')).toBe(SITE_NAME);
    expect(metaOf(res.body, 'og:image')).toBe('http://league.test/icon-maskable-512.png');
    expect(metaOf(res.body, 'twitter:card')).toBe('summary');
  });

  it('escapes names an admin typed, in every tag', async () => {
    const urls = [
      siteRoute.gameSummary.href({ gameId: s.hostileGame }),
      siteRoute.leagueHub.href({ leagueId: s.hostileLeague }),
      siteRoute.teamSchedule.href({
        leagueName: HOSTILE_LEAGUE,
        session: 'Fall',
        year: 2026,
        teamName: HOSTILE_TEAM,
      }),
      siteRoute.teamHistory.href({ id: s.hostileTeam }),
      siteRoute.team.href({ teamId: s.hostileTeam }),
      siteRoute.bracket.href({ leagueId: s.hostileLeague }),
    ];
    for (const url of urls) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      // the only elements of the head: those of index.html and the page's own tags
      expect(head.match(/<script/g), url).toHaveLength(1);
      expect(head, url).not.toContain('<b>');
      expect(head.match(/<title>/g), url).toHaveLength(1);
      for (const key of ['description', 'og:title', 'og:description', 'og:url']) {
        expect(metaOf(head, key), `${url} ${key}`).toBeDefined();
        expect(metaOf(head, key), `${url} ${key}`).not.toMatch(/[<>"']/);
      }
    }
    const team = await page(siteRoute.teamHistory.href({ id: s.hostileTeam }));
    expect(titleOf(team.body)).toBe(
      `Team History — &lt;script&gt;alert(&quot;aces&quot;)&lt;/script&gt; &amp; &#39;Co&#39; 2026 — ${SITE_NAME}`,
    );
    const league = await page(siteRoute.leagueHub.href({ leagueId: s.hostileLeague }));
    expect(titleOf(league.body)).toBe(
      `Men&#39;s &quot;A&quot; &lt;b&gt;League&lt;/b&gt; Fall 2026 — ${SITE_NAME}`,
    );
  });

  it('escapes the address itself in og:url', async () => {
    const res = await page('/nothing/%22%3E%3Cscript%3E"><script>');
    expect(res.statusCode).toBe(404);
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it('names the site by a sane host only', async () => {
    const res = await page('/rosters', { host: 'evil.test"><script>' });
    expect(metaOf(res.body, 'og:url')).toBe('http://localhost/rosters');
  });
});

describe('robots.txt, sitemap.xml and the web app manifest', () => {
  it('robots.txt lets robots read the public pages, not the admin, coach or API addresses', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SITE_FILE_CACHE);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /teamRegistration/');
    expect(lines).toContain('Sitemap: http://league.test/sitemap.xml');
  });

  it('sitemap.xml lists the public pages of the current leagues, their brackets, teams, games and players', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SITE_FILE_CACHE);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const unescapeXml = (text: string) =>
      text
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&quot;', '"')
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
      unescapeXml(m[1]!).replace('http://league.test', ''),
    );
    for (const path of [
      '/',
      '/statsandstandings',
      '/rosters',
      '/league/previousLeagues',
      siteRoute.leagueHub.href({ leagueId: s.league }),
      siteRoute.standings.href({ leagueId: s.league }),
      siteRoute.scoringLeaders.href({ leagueId: s.league }),
      siteRoute.leagueSchedule.href({ leagueId: s.league }),
      siteRoute.bracket.href({ leagueId: s.league }),
      siteRoute.team.href({ teamId: s.aces }),
      siteRoute.team.href({ teamId: s.bees }),
      siteRoute.team.href({ teamId: s.hostileTeam }),
      siteRoute.gameSummary.href({ gameId: s.played }),
      siteRoute.gameSummary.href({ gameId: s.semifinal }),
      siteRoute.gameSummary.href({ gameId: s.upcoming }),
      siteRoute.gameSummary.href({ gameId: s.hostileGame }),
      siteRoute.playerHistory.href({ playerId: s.ann }),
    ]) {
      expect(locs, path).toContain(path);
    }
    expect(locs).not.toContain(siteRoute.gameSummary.href({ gameId: s.removed }));
    expect(locs).not.toContain('/admin/login');
    // a league whose only playoff game was removed has no bracket to list
    expect(locs).toContain(siteRoute.leagueHub.href({ leagueId: s.hostileLeague }));
    expect(locs).not.toContain(siteRoute.bracket.href({ leagueId: s.hostileLeague }));
    // a team is listed at its canonical address only, not by name
    expect(locs.filter((loc) => loc.startsWith('/league/schedule/') && loc.split('/').length > 4)).toEqual(
      [],
    );
    expect(locs).not.toContain(siteRoute.team.href({ teamId: s.oldTeam }));
    // an archived league's pages, teams, games and players are not listed
    expect(locs.some((loc) => /Old%20Timers|Retired%20Rams/.test(loc))).toBe(false);
    expect(locs).not.toContain(siteRoute.gameSummary.href({ gameId: s.oldGame }));
    expect(locs).not.toContain(siteRoute.playerHistory.href({ playerId: s.oldPlayer }));
    expect(new Set(locs).size).toBe(locs.length);
    // every listed page answers 200
    for (const loc of locs) expect((await page(loc)).statusCode, loc).toBe(200);
    // names an admin typed are escaped: the file stays well-formed XML
    expect(res.body).not.toMatch(/<(?!\?xml|\/?urlset|\/?url>|\/?loc>)/);
  });

  it('the manifest names the site, its colours and the logo as icons', async () => {
    const res = await page('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe(MANIFEST_CACHE);
    const manifest = JSON.parse(res.body) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: SITE_NAME,
      short_name: 'Ball Hockey',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b1f3a',
      background_color: '#ffffff',
    });
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string }>;
    expect(icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512', '512x512']);
    for (const icon of icons)
      expect(existsSync(join(ROOT_DIR, 'ui', 'public', icon.src)), icon.src).toBe(true);
  });

  it("the UI's index.html links the manifest and the touch icon, in the manifest's theme colour", async () => {
    const html = await readFile(join(ROOT_DIR, 'ui', 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toContain(`<meta name="theme-color" content="${SITE_THEME_COLOR}" />`);
    expect(existsSync(join(ROOT_DIR, 'ui', 'public', 'apple-touch-icon.png'))).toBe(true);
    expect(titleOf(html)).toBe(SITE_NAME);
  });
});

describe('behind a proxy', () => {
  it('writes absolute addresses with the forwarded protocol and host only when the app trusts the proxy', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.league.org' };
    const direct = await page('/robots.txt', forwarded);
    expect(direct.body).toContain('Sitemap: http://league.test/sitemap.xml');

    const proxied = await createHttpApp({ trustProxy: 1 });
    await serveUiBundle(proxied, dist, sqlSitePages(db));
    try {
      const robots = await proxied.inject({
        url: '/robots.txt',
        headers: { host: 'app:3000', ...forwarded },
      });
      expect(robots.body).toContain('Sitemap: https://www.league.org/sitemap.xml');
      const sitemap = await proxied.inject({
        url: '/sitemap.xml',
        headers: { host: 'app:3000', ...forwarded },
      });
      expect(sitemap.body).toContain('<loc>https://www.league.org/</loc>');
      const game = await proxied.inject({
        url: siteRoute.gameSummary.href({ gameId: s.played }),
        headers: { host: 'app:3000', 'accept-encoding': 'identity', ...forwarded },
      });
      expect(metaOf(game.body, 'og:url')).toBe(
        `https://www.league.org${siteRoute.gameSummary.href({ gameId: s.played })}`,
      );
    } finally {
      await proxied.close();
    }
  });
});
