import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_ACTIONS_SCRIPT } from '@league/contracts/early-actions';
import { createHttpApp, type HttpApp } from '@league/infra/http';
import type { PageHead } from './page-heads';
import { appStylesheets, pageTemplate, renderedPageTemplate } from './page-html';
import {
  appReads,
  pageLinks,
  pageModules,
  pageStream,
  renderWithReads,
  SERVER_ENTRY_FILE,
  type Manifest,
  type PageHtml,
  type RenderedPage,
  type ServerEntry,
} from './page-render';
import type { PageLookups } from './page-heads';
import { serveUiBundle, type SitePages } from './ui-static';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Site</title>' +
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/main-c3.css"></head>' +
  '<body><div id="root"></div></body></html>';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-a1.js', dynamicImports: ['src/main.tsx'] },
  'src/main.tsx': { file: 'assets/main-g7.js', imports: ['_react-b2.js'], css: ['assets/main-c3.css'] },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  '_table-d4.js': { file: 'assets/table-d4.js', imports: ['index.html'], css: ['assets/table-d4.css'] },
  'src/features/stats/StandingsPage.tsx': {
    file: 'assets/StandingsPage-e5.js',
    imports: ['index.html', '_table-d4.js', '_react-b2.js'],
    dynamicImports: ['src/features/stats/RaceChart.tsx'],
  },
  'src/features/stats/RaceChart.tsx': { file: 'assets/RaceChart-f6.js', css: ['assets/RaceChart-f6.css'] },
};
const CSS: Record<string, string> = {
  'assets/main-c3.css': 'h1{margin:0}.card{color:red}:root{--gap:1px;--unused:2px}h1{padding:var(--gap)}',
  'assets/table-d4.css': '._table_1{border:0}',
  'assets/RaceChart-f6.css': '._chart_2{width:100%}',
};

const head: PageHead = { status: 200, title: 'Standings <A>', description: 'd', noindex: false };

/** The app's HTML as React streams it, stood in by `html` written at once. */
const pageHtml = (html: string): PageHtml => ({
  pipe(destination) {
    destination.write(html);
    destination.end();
    return destination;
  },
});

/** A page as the renderer gives it. */
function renderedPage(html: string): RenderedPage {
  return {
    status: 200,
    data: '{"queries":{"mutations":[],"queries":[]},"notFoundAt":null}',
    modules: ['src/features/stats/StandingsPage.tsx'],
    render: async () => pageHtml(html),
  };
}

async function text(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the document around a page rendered on the server', () => {
  it('has the head, the page links before </head>, the app inside #root and its data right after', () => {
    const parts = renderedPageTemplate(INDEX_HTML)(head, 'http://league.test', '/x', {
      links: '<style>.a{}</style>',
      modules: ['/assets/table-d4.js', '/assets/StandingsPage-e5.js'],
      dataId: 'page-data',
      data: '{"a":"\\u003c/script>"}',
    });
    expect(parts.start).toContain('<title>Standings &lt;A&gt;</title>');
    expect(parts.start).toMatch(/main-c3\.css"><style>\.a\{\}<\/style><\/head><body><div id="root">$/);
    // index.html's script waits for the page's first paint: asked for at low priority, not in its way
    expect(parts.start).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js">',
    );
    // the app's shell (a page not rendered here) needs it at once
    expect(pageTemplate(INDEX_HTML)(head, 'http://league.test', '/x')).toContain(
      '<script type="module" crossorigin src="/assets/index-a1.js">',
    );
    // the page's own scripts are named for index.html's script, which fetches them once the page is painted
    expect(parts.start).not.toContain('modulepreload');
    expect(parts.end).toBe(
      '</div><script type="application/json" id="page-data"' +
        ' data-modules="/assets/table-d4.js /assets/StandingsPage-e5.js">{"a":"\\u003c/script>"}</script></body></html>',
    );
  });

  it('names on its data where the read models were when the data was read, for the live stream to start there', () => {
    const render = renderedPageTemplate(INDEX_HTML);
    const rendered = { links: '', modules: [], dataId: 'page-data', data: '{}' };
    expect(render(head, 'http://league.test', '/x', { ...rendered, liveSince: '812.40' }).end).toBe(
      '</div><script type="application/json" id="page-data" data-live-since="812.40">{}</script></body></html>',
    );
    // before any read model has changed, nothing
    expect(render(head, 'http://league.test', '/x', { ...rendered, liveSince: null }).end).toBe(
      '</div><script type="application/json" id="page-data">{}</script></body></html>',
    );
  });

  it("opens its head with the script that keeps a visitor's early actions, which the CSP allows by its hash", async () => {
    const parts = renderedPageTemplate(INDEX_HTML)(head, 'http://league.test', '/x', {
      links: '',
      modules: [],
      dataId: 'page-data',
      data: '{}',
    });
    // before any stylesheet, which would hold an inline script (and the page) up until it has loaded
    expect(parts.start).toMatch(
      /^<!doctype html>\s*<html lang="en">\s*<head><script>([^<]+)<\/script>\s*<meta/,
    );
    expect(parts.start.match(/<script>([^<]+)<\/script>/)?.[1]).toBe(EARLY_ACTIONS_SCRIPT);
    expect(parts.start.match(/<script>/g)).toHaveLength(1);
    const app = await createHttpApp();
    app.get('/x', () => 'x');
    const csp = String((await app.inject({ method: 'GET', url: '/x' })).headers['content-security-policy']);
    await app.close();
    const hash = createHash('sha256').update(EARLY_ACTIONS_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it("takes the app's styles a page uses in place of index.html's links to them, before the page's own", () => {
    const parts = renderedPageTemplate(INDEX_HTML)(head, 'http://league.test', '/x', {
      links: '<style>.a{}</style>',
      appStyle: 'h1{margin:0}',
      modules: [],
      dataId: 'page-data',
      data: '{}',
    });
    expect(parts.start).not.toContain('<link rel="stylesheet"');
    expect(parts.start).toMatch(
      /<\/script><style data-app-styles="\/assets\/main-c3\.css">h1\{margin:0\}<\/style>\s*<style>\.a\{\}<\/style><\/head>/,
    );
    expect(appStylesheets(INDEX_HTML)).toEqual(['assets/main-c3.css']);
  });

  it('names no scripts on the data of a page that has none of its own', () => {
    const parts = renderedPageTemplate(INDEX_HTML)(head, 'http://league.test', '/x', {
      links: '',
      modules: [],
      dataId: 'page-data',
      data: '{}',
    });
    expect(parts.end).toBe('</div><script type="application/json" id="page-data">{}</script></body></html>');
  });

  it('refuses an index.html without the root element', () => {
    expect(() => renderedPageTemplate('<html><head></head><body></body></html>')).toThrow(
      'no <div id="root">',
    );
  });

  it("writes the page's own stylesheets into its head, but the app's", () => {
    const links = pageLinks(MANIFEST, ['src/features/stats/StandingsPage.tsx'], (file) => CSS[file] ?? '');
    expect(links).toBe(
      [
        '<style>._table_1{border:0}</style>',
        '<link rel="stylesheet" crossorigin href="/assets/table-d4.css" media="not all">',
        // the chart loads lazily, its styles come with the page all the same: no shift when it shows
        '<style>._chart_2{width:100%}</style>',
        '<link rel="stylesheet" crossorigin href="/assets/RaceChart-f6.css" media="not all">',
      ].join(''),
    );
  });

  it("names the page's own scripts, but those the app loads", () => {
    expect(pageModules(MANIFEST, ['src/features/stats/StandingsPage.tsx'])).toEqual([
      '/assets/table-d4.js',
      '/assets/StandingsPage-e5.js',
    ]);
  });

  it('links a stylesheet that could close its <style> rather than writing it in', () => {
    const links = pageLinks(MANIFEST, ['src/features/stats/StandingsPage.tsx'], (file) =>
      file === 'assets/table-d4.css' ? '.a::after{content:"</style>"}' : '',
    );
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/table-d4.css">');
    expect(links).not.toContain('</style>"}');
  });

  it('streams the document: its start, the app as React writes it, its end; compressed when asked', async () => {
    const parts = { start: '<html><body><div id="root">', end: '</div></body></html>' };
    let kept = '';
    const plain = await text(
      pageStream(parts, pageHtml('<h1>Standings</h1>'), null, (html) => (kept = html)),
    );
    expect(plain.toString()).toBe('<html><body><div id="root"><h1>Standings</h1></div></body></html>');
    expect(kept).toBe('<h1>Standings</h1>');
    const br = await text(pageStream(parts, pageHtml('<h1>Standings</h1>'), 'br'));
    expect(brotliDecompressSync(br).toString()).toBe(plain.toString());
    // a page kept from before goes out the same
    expect((await text(pageStream(parts, kept, null))).toString()).toBe(plain.toString());
  });
});

describe('the reads of a page rendered on the server', () => {
  let app: HttpApp;
  beforeAll(async () => {
    app = await createHttpApp({});
    app.get('/api/answer', async (_request, reply) => reply.header('etag', '"v1"').send({ teams: ['Aces'] }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('are answered by the app in this process, statuses included', async () => {
    const read = appReads(app);
    const found = await read('/api/answer');
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ teams: ['Aces'] });
    const missing = await read('/api/nothing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: expect.stringContaining('/api/nothing') });
    await expect(read('/api/answer', { method: 'POST' })).rejects.toThrow('sent POST /api/answer');
  });

  it("send the UI's fetch of a path to the app while the page renders, and only then", async () => {
    const entry: ServerEntry = {
      PAGE_DATA_ID: 'page-data',
      async renderPage() {
        const answer = (await (await fetch('/api/answer')).json()) as { teams: string[] };
        return renderedPage(`<p>${answer.teams.join()}</p>`);
      },
    };
    const read = await renderWithReads(entry, appReads(app), '/x', 'http://h');
    const html = await text(pageStream({ start: '', end: '' }, await read!.page.render(), null));
    expect(html.toString()).toBe('<p>Aces</p>');
    // the page was read at its address, the day and its answer's version
    expect(read!.versions).toBe(['http://h', '/x', new Date().toDateString(), '/api/answer "v1"'].join('\n'));
    await expect(fetch('/api/answer')).rejects.toThrow();
  });
});

// a stand-in for the built renderer (ui/src/entry-server.tsx): what it renders is up to the address
const FAKE_ENTRY = `
export const PAGE_DATA_ID = 'page-data';
export async function renderPage(url, origin) {
  if (url.startsWith('/admin/')) return null;
  if (url.includes('broken')) throw new Error('the page threw');
  const answer = await (await fetch('/api/answer')).json();
  return {
    status: url.startsWith('/gameSummary/') ? 404 : 200,
    data: JSON.stringify({ url, origin }),
    modules: ['src/features/stats/StandingsPage.tsx'],
    async render() {
      globalThis.pagesRendered = (globalThis.pagesRendered ?? 0) + 1;
      if (url.includes('throws')) throw new Error('the page threw');
      return {
        pipe(destination) {
          destination.write('<h1>' + answer.teams.join() + '</h1>');
          destination.end();
          return destination;
        },
      };
    },
  };
}
`;

describe('a site whose build has the renderer', () => {
  let dist: string;
  /** the version of the API's one answer (its ETag) */
  let version = 1;
  let app: HttpApp;
  const pages: SitePages = {
    // the addresses below name nothing to look up
    lookups: {} as PageLookups,
    sitemap: async () => ({ leagues: [], teams: [], games: [], players: [] }) as never,
  };
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'league-rendered-'));
    await mkdir(join(dist, 'server'), { recursive: true });
    await mkdir(join(dist, '.vite'), { recursive: true });
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, SERVER_ENTRY_FILE), FAKE_ENTRY);
    await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    for (const [file, css] of Object.entries(CSS)) await writeFile(join(dist, file), css);
    app = await createHttpApp({});
    app.get('/api/answer', async (_request, reply) =>
      reply.header('etag', `"v${version}"`).send({ teams: ['Aces', 'Bees'].slice(0, version + 1) }),
    );
    await serveUiBundle(app, dist, pages);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers a public page rendered, with its data, links and head', async () => {
    const page = await app.inject({ url: '/statsandstandings', headers: { host: 'league.test' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Stats and Standings — Ball Hockey League</title>');
    expect(page.body).toContain('<div id="root"><h1>Aces,Bees</h1></div>');
    expect(page.body).toContain(
      '<script type="application/json" id="page-data" data-modules="/assets/table-d4.js /assets/StandingsPage-e5.js">' +
        '{"url":"/statsandstandings","origin":"http://league.test"}</script>',
    );
    expect(page.body).toContain('<style>._table_1{border:0}</style>');
  });

  it('compresses it as the browser accepts', async () => {
    const page = await app.inject({ url: '/statsandstandings', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>Aces,Bees</h1>');
  });

  it("answers 404 when the renderer found the page's subject missing, or the head did", async () => {
    const missingGame = await app.inject({ url: '/gameSummary/x' });
    expect(missingGame.statusCode).toBe(404);
    expect(missingGame.body).toContain('<h1>Aces,Bees</h1>');
    const noPage = await app.inject({ url: '/no/such/page' });
    expect(noPage.statusCode).toBe(404);
    expect(noPage.body).toContain('<title>Page Not Found — Ball Hockey League</title>');
  });

  it("answers the app's shell for a staff page, a page whose render failed, and a HEAD", async () => {
    for (const url of ['/admin/leagues/current', '/rosters?broken=1', '/rosters?throws=1']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).not.toContain('page-data');
    }
    const head = await app.inject({ method: 'HEAD', url: '/statsandstandings' });
    expect(head.statusCode).toBe(200);
  });

  it('renders a page again only once an answer it read has changed', async () => {
    const rendered = () => (globalThis as { pagesRendered?: number }).pagesRendered ?? 0;
    const first = await app.inject({ url: '/info' });
    const before = rendered();
    const again = await app.inject({ url: '/info' });
    expect(rendered()).toBe(before);
    // kept, the page takes the app's styles it uses in place of their link (streamed, it links them)
    const withoutAppStyles = (body: string) =>
      body
        .replace('<link rel="stylesheet" crossorigin href="/assets/main-c3.css">', '')
        .replace(/<style data-app-styles="[^"]*">[^<]*<\/style>\s*/, '');
    expect(first.body).toContain('<link rel="stylesheet" crossorigin href="/assets/main-c3.css">');
    expect(again.body).toContain(
      '<style data-app-styles="/assets/main-c3.css">h1{margin:0}:root{--gap:1px}h1{padding:var(--gap)}</style>',
    );
    expect(again.body).not.toContain('href="/assets/main-c3.css"');
    expect(withoutAppStyles(again.body)).toBe(withoutAppStyles(first.body));
    version = 0;
    const changed = await app.inject({ url: '/info' });
    expect(rendered()).toBe(before + 1);
    expect(changed.body).toContain('<div id="root"><h1>Aces</h1></div>');
    version = 1;
  });

  it('never serves the renderer itself as a file', async () => {
    expect((await app.inject({ url: `/${SERVER_ENTRY_FILE}` })).body).not.toContain('renderPage');
  });
});
