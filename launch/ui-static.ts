import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { SITE_NAME, SITE_DESCRIPTION } from '@league/contracts/site-pages';
import type { EventStore } from '@league/infra/eventstore';
import type { HttpApp } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import type { CheckpointFeed } from '@league/projectors';
import { sitemapPages, type SitemapPages } from '@league/read-models/site-pages';
import { waitOnFeed } from './api-deps';
import { describePage, sqlPageLookups, type PageHead, type PageLookups } from './page-heads';
import { encodePage, pageEncoding } from './page-encoding';
import { criticalCss, type CriticalCss } from './critical-css';
import { appStylesheets, pageTemplate, renderedPageTemplate } from './page-html';
import {
  appReads,
  createPageCache,
  type PageCache,
  PAGE_CACHE_BYTES,
  assetTexts,
  closesStyle,
  loadServerEntry,
  SERVER_ENTRY_DIR,
  pageLinks,
  pageModules,
  pageStream,
  readManifest,
  renderWithReads,
} from './page-render';
import { robotsTxt, sitemapXml, webManifest } from './site-files';

/** Vite's hashed output: a new build writes new names, so a browser may keep these for good. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The pages' HTML and the other unhashed files: asked again each time (a 304 when unchanged). */
export const REVALIDATE_CACHE = 'no-cache';
/** robots.txt and sitemap.xml: crawlers read them now and then; a new league shows within the hour. */
export const SITE_FILE_CACHE = 'public, max-age=3600';
/** The web app manifest changes with a release only. */
export const MANIFEST_CACHE = 'public, max-age=86400';

/**
 * Headers that speak to a document only (its CSP, framing, referrer, opener, HSTS…): the site's app
 * sends them with every answer, but a hashed asset is never a document, and a first visit fetches some
 * thirty of them, about 1 KB each. X-Content-Type-Options (a script is run only as what it is) and
 * Cross-Origin-Resource-Policy (no other site reads it) stay, with the caching headers.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

function setCacheControl(res: SetHeadersResponse, path: string): void {
  res.setHeader('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
}

/** What the server reads to answer for the pages: the lookups of their heads, and the sitemap's pages. */
export interface SitePages {
  lookups: PageLookups;
  sitemap(): Promise<SitemapPages>;
  /** waits (briefly) until the read models have every event recorded so far */
  caughtUp?: () => Promise<void>;
  /**
   * the newest position at which a read model's data changed, as the live stream knows it (null before
   * any): a rendered page's live stream starts there (docs/live.md)
   */
  livePosition?: () => string | null;
}

/** The site's pages over the read models; `caughtUp` and `livePosition` as in SitePages. */
export function sqlSitePages(
  db: SqlClient,
  caughtUp?: () => Promise<void>,
  livePosition?: () => string | null,
): SitePages {
  return {
    lookups: sqlPageLookups(db),
    sitemap: () => sitemapPages(db),
    ...(caughtUp ? { caughtUp } : {}),
    ...(livePosition ? { livePosition } : {}),
  };
}

/** How long a page found missing waits for the read models before its 404. */
export const PAGE_CATCH_UP_MS = 1_000;

/** SitePages' `caughtUp` over the projections' checkpoints: until they pass the store's head, or a second. */
export function caughtUpWith(store: EventStore, feed: CheckpointFeed): () => Promise<void> {
  const waitFor = waitOnFeed(store, feed);
  return async () => {
    const head = await store.headPosition();
    if (head) await waitFor(head, PAGE_CATCH_UP_MS);
  };
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's own address for absolute URLs (sitemap, og:url): the protocol and host of the request, as
 * the app's proxy setting (trustProxy) lets X-Forwarded-Proto and X-Forwarded-Host name them; a host
 * that is no host name falls back to localhost.
 */
export function siteOrigin(request: FastifyRequest): string {
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}

/** When a page's lookup fails: the app, left to say what went wrong, kept out of search results. */
const UNKNOWN_HEAD: PageHead = {
  status: 200,
  title: SITE_NAME,
  description: SITE_DESCRIPTION,
  noindex: true,
};

/** The memory given to the app's styles of kept pages (a page's are 10-20 KB). */
const PAGE_STYLE_CACHE_BYTES = 1024 * 1024;

/** What pageStyles keeps for a page whose part would end its `<style>` early: the link serves it. */
const LEFT_TO_LINK = '</style>';

/** The part of the app's stylesheets a kept page uses, worked out once per page and version. */
function keptPageStyle(
  renderer: { appStyles: CriticalCss; pageStyles: PageCache },
  versions: string,
  document: string,
): string | undefined {
  let kept = renderer.pageStyles.get(versions);
  if (kept === undefined) {
    const style = renderer.appStyles.of(document);
    kept = closesStyle(style) ? LEFT_TO_LINK : style;
    renderer.pageStyles.set(versions, kept);
  }
  return kept === LEFT_TO_LINK ? undefined : kept;
}

/**
 * Serves the built UI: the .br/.gz files the build wrote next to each asset when the browser accepts
 * them, long-lived caching for hashed assets; robots.txt, sitemap.xml and the web app manifest; and
 * for every other GET outside /api the app's index.html with the page's own head (title, description,
 * link preview), 200 for a page of the site and 404 (the app then shows its not-found page) for an
 * address that is none, or that names a league, team, venue, player or game that does not exist. A
 * public page is rendered on the server into that index.html, with the data it read (the build's
 * renderer, page-render.ts); a page it does not render, or fails to, is the app's shell as before.
 */
export async function serveUiBundle(app: HttpApp, uiDist: string, pages: SitePages): Promise<void> {
  const indexHtml = await readFile(join(uiDist, 'index.html'), 'utf8');
  const render = pageTemplate(indexHtml);
  const entry = await loadServerEntry(uiDist);
  const assets = assetTexts(uiDist);
  const renderer = entry && {
    entry,
    template: renderedPageTemplate(indexHtml),
    manifest: await readManifest(uiDist),
    assets,
    reads: appReads(app),
    pages: createPageCache(PAGE_CACHE_BYTES),
    appStyles: criticalCss(appStylesheets(indexHtml).map(assets).join('\n')),
    /** the part of the app's stylesheets each kept page uses, by what it was read at */
    pageStyles: createPageCache(PAGE_STYLE_CACHE_BYTES),
  };
  // a callback hook (every answer of the site passes it; an async one costs each a promise)
  app.addHook('onSend', (request, reply, payload, done) => {
    // an address under /assets/ that names no file is answered by the app's not-found page: a document
    if (request.url.startsWith('/assets/')) {
      const document = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (!document) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    done(null, payload);
  });
  await app.register(fastifyStatic, {
    root: uiDist,
    wildcard: false,
    // index.html goes out with each page's head (below), never as the file
    index: false,
    // the server's renderer is no file for browsers
    globIgnore: ['index.html', 'index.html.br', 'index.html.gz', `${SERVER_ENTRY_DIR}/**`],
    preCompressed: true,
    cacheControl: false,
    setHeaders: setCacheControl,
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', SITE_FILE_CACHE)
      .send(robotsTxt(siteOrigin(request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', SITE_FILE_CACHE)
      .send(sitemapXml(siteOrigin(request), await pages.sitemap())),
  );
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', MANIFEST_CACHE)
      .send(JSON.stringify(webManifest())),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] || '/';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/api/')) {
      return reply.code(404).send({ message: `No route ${request.method} ${path}` });
    }
    const origin = siteOrigin(request);
    // the page shows every write recorded before it was asked for (read-your-writes without the
    // browser's X-Min-Position): the read models catch up first (a second at most)
    const rendering =
      renderer && request.method === 'GET'
        ? (async () => {
            await pages.caughtUp?.();
            // taken before the reads: the data shows every change up to it, perhaps some after
            const liveSince = pages.livePosition?.() ?? null;
            const read = await renderWithReads(renderer.entry, renderer.reads, request.url, origin);
            if (!read) return null;
            const kept = read.versions === null ? undefined : renderer.pages.get(read.versions);
            return { ...read, liveSince, html: kept ?? (await read.page.render()) };
          })().catch((error: unknown) => {
            // the visitor gets the app's shell, which reads and renders in the browser as before
            request.log.error({ err: error, path }, 'rendering the page on the server failed');
            return null;
          })
        : null;
    let head: PageHead;
    try {
      head = await describePage(path, pages.lookups, pages.caughtUp);
    } catch (error) {
      request.log.error({ err: error, path }, 'looking up the page failed');
      head = UNKNOWN_HEAD;
    }
    const rendered = await rendering;
    // a not-found handler is no route: the app's compression does not see its answers
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE_CACHE)
      .header('vary', 'accept-encoding');
    if (renderer && rendered) {
      const { page, versions, html, liveSince } = rendered;
      const links = pageLinks(renderer.manifest, page.modules, renderer.assets);
      const parts = renderer.template(head, origin, path, {
        links,
        // a kept page's HTML is known before its head goes out: it takes the app's styles it uses
        // inline, and the rest once painted; a page streamed as React renders it links them all
        appStyle:
          typeof html === 'string' && versions !== null
            ? keptPageStyle(renderer, versions, html + links)
            : undefined,
        modules: pageModules(renderer.manifest, page.modules),
        dataId: renderer.entry.PAGE_DATA_ID,
        data: page.data,
        liveSince,
      });
      const keep =
        versions !== null && typeof html !== 'string'
          ? (written: string) => renderer.pages.set(versions, written)
          : undefined;
      if (encoding) reply.header('content-encoding', encoding);
      return reply.code(Math.max(head.status, page.status)).send(pageStream(parts, html, encoding, keep));
    }
    const html = render(head, origin, path);
    const body = encodePage(html, encoding);
    if (typeof body !== 'string' && encoding) reply.header('content-encoding', encoding);
    return reply.code(head.status).send(body);
  });
}
