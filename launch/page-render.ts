import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { PageHtml, RenderedPage } from '@league/contracts/site-pages';
import type { HttpApp } from '@league/infra/http';
import type { PageEncoding } from './page-encoding';
import type { PageParts } from './page-html';

/**
 * The server's side of the pages rendered on the server (docs/architecture.md, "Pages rendered on the
 * server"): the renderer Vite builds from ui/src/entry-server.tsx beside the app, the reads it makes
 * answered in this process, and the files each page preloads.
 */

export type { PageHtml, RenderedPage };

/** What the built renderer exports. */
export interface ServerEntry {
  /** null for a page that stays rendered in the browser (coach, admin and account pages) */
  renderPage(url: string, origin: string): Promise<RenderedPage | null>;
  PAGE_DATA_ID: string;
}

/** Where launch/ui-bundle.ts has Vite write the renderer, under the app's build. */
export const SERVER_ENTRY_DIR = 'server';
export const SERVER_ENTRY_FILE = join(SERVER_ENTRY_DIR, 'entry-server.js');

/** The renderer of a build, or null when the build has none (a build from before it, a test's stand-in). */
export async function loadServerEntry(uiDist: string): Promise<ServerEntry | null> {
  const file = join(uiDist, SERVER_ENTRY_FILE);
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
  if (typeof entry.renderPage !== 'function' || typeof entry.PAGE_DATA_ID !== 'string') {
    throw new Error(`${file} is not the site's renderer (no renderPage)`);
  }
  return entry as ServerEntry;
}

type ApiRead = (path: string, init?: RequestInit) => Promise<Response>;

/** The reads of one page being rendered, and the versions (ETags) of the answers they got. */
interface PageReads {
  read: ApiRead;
  /** each answer's ETag, in the order read; null once an answer had none (the page is not kept then) */
  versions: string[] | null;
}
const inProcessApi = new AsyncLocalStorage<PageReads>();
let fetchInstalled = false;

/**
 * The UI's reads call `fetch('/api/…')` (ui/src/shared/api/apiRequest.ts). While a page renders here,
 * such an address (a path: no network fetch takes one) is answered by `read`, in this process; every
 * other fetch goes to the network as ever.
 */
function installInProcessFetch(): void {
  if (fetchInstalled) return;
  fetchInstalled = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const reads = inProcessApi.getStore();
    if (!reads || typeof input !== 'string' || !input.startsWith('/')) return networkFetch(input, init);
    const answer = await reads.read(input, init);
    const version = answer.headers.get('etag');
    reads.versions = version && reads.versions ? [...reads.versions, `${input} ${version}`] : null;
    return answer;
  };
}

/**
 * Reads of the API through the app itself (`inject`: the routes, their access checks and the answer
 * cache, without a socket). GET only: rendering a page never writes.
 */
export function appReads(app: HttpApp): ApiRead {
  return async (path, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`a page rendered on the server sent ${method} ${path}`);
    const answer = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const name of ['content-type', 'etag']) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}

/**
 * Makes the reads of the page at `url`, answered by `read`. `versions` names what the page was read
 * at: the address, the day (a page may show what is next from today), and each answer's ETag (the
 * versions of the read models it was read under); null when an answer had no ETag (a failed read).
 */
export async function renderWithReads(
  entry: ServerEntry,
  read: ApiRead,
  url: string,
  origin: string,
): Promise<{ page: RenderedPage; versions: string | null } | null> {
  installInProcessFetch();
  const reads: PageReads = { read, versions: [] };
  const page = await inProcessApi.run(reads, () => entry.renderPage(url, origin));
  if (!page) return null;
  const day = new Date().toDateString();
  return { page, versions: reads.versions && [origin, url, day, ...reads.versions].join('\n') };
}

/**
 * The HTML of pages rendered lately, by what they were read at (renderWithReads' `versions`): the same
 * answers give the same page, so a page asked again before anything it shows changed is not rendered
 * again. The oldest go first beyond `maxBytes`.
 */
export function createPageCache(maxBytes: number) {
  const pages = new Map<string, string>();
  let bytes = 0;
  return {
    get(versions: string): string | undefined {
      const html = pages.get(versions);
      if (html === undefined) return undefined;
      pages.delete(versions);
      pages.set(versions, html);
      return html;
    },
    set(versions: string, html: string): void {
      const size = versions.length + html.length;
      if (size > maxBytes) return;
      const old = pages.get(versions);
      if (old !== undefined) {
        bytes -= versions.length + old.length;
        pages.delete(versions);
      }
      pages.set(versions, html);
      bytes += size;
      for (const [key, kept] of pages) {
        if (bytes <= maxBytes) break;
        pages.delete(key);
        bytes -= key.length + kept.length;
      }
    },
    get size() {
      return pages.size;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

/** The memory the embedded site gives to the rendered pages it keeps (a page is 20-100 KB). */
export const PAGE_CACHE_BYTES = 4 * 1024 * 1024;

/** One chunk of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(uiDist: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(uiDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js: string[] = [];
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.imports?.forEach(visit);
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
  };
  keys.forEach(visit);
  return { js, css };
}

/** The text of a built file (a stylesheet), read once. */
export type AssetText = (file: string) => string;

/** The built files of `uiDist`, each read once, as a rendered page's head inlines them. */
export function assetTexts(uiDist: string): AssetText {
  const texts = new Map<string, string>();
  return (file) => {
    let text = texts.get(file);
    if (text === undefined) {
      text = readFileSync(join(uiDist, file), 'utf8');
      texts.set(file, text);
    }
    return text;
  };
}

/** What index.html loads: its script and, once that starts it, the app (its dynamic imports), with their imports. */
function entryFiles(manifest: Manifest): Set<string> {
  const entry = staticClosure(manifest, ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])]);
  return new Set([...entry.js, ...entry.css]);
}

/** Whether `css` holds a `</style`, at which a `<style>` written with it would end. */
export const closesStyle = (css: string) => /<\/style/i.test(css);

/**
 * What a rendered page adds to its head: the stylesheets of its modules and of the parts they load
 * lazily (a section's table, the news), written into a `<style>` each, so the page is laid out as
 * rendered before any script runs with no request more in the way of its first paint; and each also
 * as a `<link media="not all">`, which no browser applies, so that the app sees the stylesheet as
 * loaded and never adds it again. The app's own stylesheets are index.html's already.
 */
export function pageLinks(manifest: Manifest, modules: readonly string[], text: AssetText): string {
  const have = entryFiles(manifest);
  const page = staticClosure(manifest, modules);
  const lazyParts = modules.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  const styles = [...page.css, ...staticClosure(manifest, lazyParts).css];
  const links: string[] = [];
  for (const file of new Set(styles)) {
    if (have.has(file)) continue;
    const css = text(file);
    const closes = closesStyle(css);
    if (!closes) links.push(`<style>${css}</style>`);
    links.push(`<link rel="stylesheet" crossorigin href="/${file}"${closes ? '' : ' media="not all"'}>`);
  }
  return links.join('');
}

/**
 * The scripts a rendered page's modules load first, beyond the app's: index.html's script fetches them
 * beside the app once the page is painted (ui/src/boot.ts), so none is in the way of the first paint.
 */
export function pageModules(manifest: Manifest, modules: readonly string[]): string[] {
  const have = entryFiles(manifest);
  return [...new Set(staticClosure(manifest, modules).js)]
    .filter((file) => !have.has(file))
    .map((file) => `/${file}`);
}

/**
 * Brotli's quality for a rendered page: 6 writes the demo's home page 8 % smaller than 4 (13.0 KB
 * rather than 14.1 KB, under the 14.6 KB a new connection's first round trip carries) for about 0.3 ms
 * more; above 6 it takes several times as long for little more.
 */
const PAGE_BROTLI_QUALITY = 6;

/**
 * The answer's body: the document's start, the app's HTML as React streams it (or as kept from an
 * earlier answer), the end; compressed as the client accepts (brotli PAGE_BROTLI_QUALITY, gzip 6).
 */
export function pageStream(
  parts: PageParts,
  html: PageHtml | string,
  encoding: PageEncoding | null,
  /** given the app's HTML once it was all written */
  keep?: (html: string) => void,
): Readable {
  const written: Buffer[] = [];
  const document = new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      if (keep) written.push(Buffer.from(chunk));
      done(null, chunk);
    },
    flush(done) {
      keep?.(Buffer.concat(written).toString());
      done(null, parts.end);
    },
  });
  document.push(parts.start);
  if (typeof html === 'string') document.end(html);
  else html.pipe(document);
  if (!encoding) return document;
  const compress =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip({ level: 6 });
  document.on('error', (error) => compress.destroy(error));
  return document.pipe(compress);
}
