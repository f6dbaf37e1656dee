import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './shared/api/apiRequest';
import { readPageData } from './app/serverRender';
import { PageReadFailed, renderPage, type RenderedPage } from './entry-server';

const LEAGUE_ID = '3f9a2f4e-8d7b-4c1a-9e55-2b6f3c1d0a11';
const OLD_LEAGUE_ID = '6848efc5-beee-4a4f-80e1-d12b6e0784eb';
/** A name an admin could type: markup, quotes and the end of a script element. */
const HOSTILE = `Men's "A" <b>League</b></script><script>alert(1)</script>`;

const league = {
  _id: LEAGUE_ID,
  leagueName: HOSTILE,
  divisionName: null,
  session: 'Fall',
  year: 2026,
  allowDoubleHeaders: false,
  periodMinutes: 20,
  version: 0,
};

/** The API as the server answers the page's reads: each path its status and body. */
let answers: Record<string, [number, unknown]>;
const fetched: string[] = [];

beforeEach(() => {
  fetched.length = 0;
  answers = {
    '/api/admin/leagues/current': [
      200,
      { currentLeagues: [league], currentLeaguesSortedNoDuplicates: [league] },
    ],
    '/api/league/previousLeagues': [
      200,
      {
        previousLeagues: [
          { _id: OLD_LEAGUE_ID, leagueName: 'Over 35', divisionName: null, session: 'Spring', year: 2025 },
        ],
      },
    ],
    [`/api/league/leagues/${LEAGUE_ID}/standings`]: [404, { message: 'No League Found!' }],
  };
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const [status, body] = answers[url] ?? [404, { message: `No route GET ${url}` }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The page's HTML as React writes it (into what it takes for a Node writable stream: write, end, on). */
async function html(page: RenderedPage): Promise<string> {
  const rendered = await page.render();
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    const decoder = new TextDecoder();
    const sink = {
      write(chunk: Uint8Array | string) {
        chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
        return true;
      },
      end() {
        resolve(chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode());
      },
      on() {
        return sink;
      },
    };
    rendered.pipe(sink as never);
  });
}

const ORIGIN = 'https://league.example.org';

describe('a public page rendered on the server', () => {
  it('shows what its reads answered, with those answers embedded for the browser', async () => {
    const page = await renderPage('/statsandstandings', ORIGIN);
    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    expect(fetched.sort()).toEqual(['/api/admin/leagues/current', '/api/league/previousLeagues']);
    const body = await html(page!);
    expect(body).toContain('Stats &amp; Standings');
    expect(body).toContain(`href="/league/${LEAGUE_ID}"`);
    expect(body).toContain('Over 35');
    // every session signed out: the header offers no staff navigation
    expect(body).not.toContain('LOGOUT');
    // no fallback left for a script to fill in: the page reads the same without one
    expect(body).not.toMatch(/<script|<template|\$RC|\$RB/);
    const data = readPageData(page!.data);
    expect(data.notFoundAt).toBeNull();
    const keys = data.queries.queries.map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['league-stats', 'current-leagues'],
        ['league-stats', 'previous-leagues'],
      ]),
    );
    const current = data.queries.queries.find((query) => query.queryKey[1] === 'current-leagues');
    expect(current?.state.data).toEqual({
      currentLeagues: [league],
      currentLeaguesSortedNoDuplicates: [league],
    });
    expect(page!.modules).toEqual([
      'src/features/home/SiteFooter.tsx',
      'src/features/stats/StatsAndStandingsPage.tsx',
    ]);
  });

  it('escapes what admins typed: in the HTML as text, in the embedded data so that it cannot end its script', async () => {
    const page = await renderPage('/statsandstandings', ORIGIN);
    const body = await html(page!);
    expect(body).not.toContain('<b>League</b>');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain('&lt;b&gt;League&lt;/b&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page!.data).not.toContain('<');
    expect(page!.data).toContain('\\u003c/script>\\u003cscript>alert(1)');
    const data = readPageData(page!.data);
    const current = data.queries.queries.find((query) => query.queryKey[1] === 'current-leagues');
    expect(
      (current?.state.data as { currentLeagues: Array<{ leagueName: string }> }).currentLeagues[0]!
        .leagueName,
    ).toBe(HOSTILE);
  });

  it('renders the not-found page with 404 when what the address names does not exist, the failed read kept', async () => {
    const path = `/league/leagues/${LEAGUE_ID}/standings`;
    const page = await renderPage(path, ORIGIN);
    expect(page!.status).toBe(404);
    const body = await html(page!);
    expect(body).toContain('Page Not Found');
    expect(body).not.toContain('Standings</h1>');
    expect(page!.modules).toContain('src/features/not-found/NotFoundPage.tsx');
    const data = readPageData(page!.data);
    expect(data.notFoundAt).toBe(path);
    const standings = data.queries.queries.find((query) => query.queryKey[1] === 'standings');
    // the browser gets the failure as the error its pages tell "missing" by
    expect(standings?.state.error).toBeInstanceOf(ApiError);
    expect((standings?.state.error as ApiError).status).toBe(404);
    expect((standings?.state.error as ApiError).message).toBe('No League Found!');
  });

  it("embeds the rosters page's team picker as the page reads it, so that taking the page over changes nothing", async () => {
    answers[`/api/league/leagues/${LEAGUE_ID}/standings`] = [
      200,
      { listOfTeams: [{ teamId: 'team-1', teamName: 'Cohoes Crushers' }] },
    ];
    const page = await renderPage('/rosters', ORIGIN);
    expect(page!.status).toBe(200);
    const data = readPageData(page!.data);
    const picker = data.queries.queries.find((query) => query.queryKey[1] === 'current-teams');
    expect(picker?.queryKey).toEqual(['league-stats', 'current-teams', [LEAGUE_ID]]);
    expect(picker?.state.status).toBe('success');
    expect(picker?.state.data).toEqual([
      { listOfTeams: [{ teamId: 'team-1', teamName: 'Cohoes Crushers' }] },
    ]);
  });

  it('renders the not-found page with 404 for an address that is no page', async () => {
    const page = await renderPage('/no/such/page', ORIGIN);
    expect(page!.status).toBe(404);
    expect(await html(page!)).toContain('Page Not Found');
    expect(fetched).toEqual([]);
  });

  it('leaves staff and coach pages to the browser', async () => {
    expect(await renderPage('/admin/leagues/current', ORIGIN)).toBeNull();
    expect(fetched).toEqual([]);
  });

  it('gives up on a page whose read failed otherwise, for the shell to read again in the browser', async () => {
    answers['/api/league/previousLeagues'] = [500, { message: 'Something broke' }];
    await expect(renderPage('/statsandstandings', ORIGIN)).rejects.toBeInstanceOf(PageReadFailed);
  });
});
