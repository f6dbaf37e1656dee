import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { siteRoute } from '@league/contracts/site-pages';

/**
 * The JavaScript a first visit to each public page downloads, from ui/dist's Vite manifest: the entry
 * chunk and its static imports, the app it starts once the page is painted (its dynamic imports) and
 * theirs, plus the route's lazy page chunk and its static imports. Raw, gzip and brotli sizes (the
 * server sends the precompressed files the build writes) against the goals: at most so many bytes as
 * sent, in at most so many files.
 */
export const PUBLIC_JS_GOAL_BYTES = 80 * 1024;
export const PUBLIC_JS_GOAL_FILES = 6;

const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** One chunk of `.vite/manifest.json`, keyed by its source (or `_name-hash.js` for shared chunks). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PublicRoute {
  path: string;
  /** the lazy page module, relative to ui/ without extension (src/features/home/HomePage); none = not built */
  pageModule?: string;
}

const LAZY_PAGE = /const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)/g;
const PAGE_ENTRY = /^\s*(\w+): (\w+),$/gm;

/**
 * The public routes of the site (siteRoute) and their pages, read from the list that gives each public
 * route's name its lazy page (ui/src/app/pages/publicPages.ts): it is browser code, so the bench reads it
 * as text.
 */
export function readPublicRoutes(uiDir: string): PublicRoute[] {
  const file = join(uiDir, 'src', 'app', 'pages', 'publicPages.ts');
  const lazyModules = new Map<string, string>();
  const pages = new Map<string, string>();
  const source = readFileSync(file, 'utf8');
  for (const [, name, specifier] of source.matchAll(LAZY_PAGE))
    lazyModules.set(name!, relative(uiDir, resolve(dirname(file), specifier!)));
  for (const [, routeName, page] of source.matchAll(PAGE_ENTRY)) pages.set(routeName!, page!);
  return Object.entries(siteRoute)
    .filter(([, route]) => route.access === 'public')
    .map(([routeName, route]) => {
      const page = pages.get(routeName);
      const pageModule = page ? lazyModules.get(page) : undefined;
      return pageModule ? { path: route.path, pageModule } : { path: route.path };
    });
}

/** The specifier of `import … from '…'` / `export … from '…'`, unless it imports types only. */
function runtimeImport(statement: string): { specifier: string; names: string[] } | null {
  // a statement begins on its own line, perhaps after comments
  const lines = statement.split('\n');
  const first = lines.findIndex((line) => /^(?:import|export)\s/.test(line));
  if (first < 0) return null;
  const text = lines.slice(first).join('\n').trim();
  if (!/^(?:import|export)\s/.test(text) || /^(?:import|export) type\s/.test(text)) return null;
  const from = text.lastIndexOf(" from '");
  if (from < 0) return null;
  const clause = text.slice(text.indexOf(' ') + 1, from).trim();
  const listed = clause.startsWith('{')
    ? clause
        .slice(1, -1)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : null;
  if (listed?.every((name) => name.startsWith('type '))) return null;
  const names = (listed ?? [clause])
    .filter((name) => !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
  return { specifier: text.slice(from + 7, text.indexOf("'", from + 7)), names };
}
const SOURCE_EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * What a UI module loads before it runs: each package (or package subpath) its static imports that are
 * not type-only name, with the names imported from it, followed through the UI's own modules; lazy
 * `import()`s are not followed.
 */
export function staticImports(uiDir: string, module: string): Map<string, Set<string>> {
  const packages = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const statement of readFileSync(file, 'utf8').split(';')) {
      const found = runtimeImport(statement);
      if (!found) continue;
      const { specifier, names } = found;
      if (!specifier.startsWith('.')) {
        const imported = packages.get(specifier) ?? new Set<string>();
        for (const name of names) imported.add(name);
        packages.set(specifier, imported);
        continue;
      }
      const base = resolve(dirname(file), specifier);
      const source = SOURCE_EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate));
      if (source) visit(source);
    }
  };
  const entry = SOURCE_EXTENSIONS.map((ext) => join(uiDir, module) + ext).find((file) => existsSync(file));
  if (!entry) throw new Error(`${module} not found under ${uiDir}`);
  visit(entry);
  return packages;
}

/** The packages (and package subpaths) a UI module loads before it runs (see staticImports). */
export function staticPackageImports(uiDir: string, module: string): Set<string> {
  return new Set(staticImports(uiDir, module).keys());
}

/** The manifest key of a source module given without extension. */
function manifestKey(manifest: Manifest, module: string): string {
  const key = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => module + ext).find((k) => k in manifest);
  if (!key) throw new Error(`${module} is not in the Vite manifest`);
  return key;
}

/** Files (JS and CSS) a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Omit<Weight, 'files'>>();

/** Raw, gzip -9 and brotli 11 sizes of files under dist (as the build's precompressed siblings). */
export function weigh(dist: string, files: readonly string[]): Weight {
  const total: Weight = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    let sizes = sizeCache.get(join(dist, file));
    if (!sizes) {
      const content = readFileSync(join(dist, file));
      sizes = {
        raw: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        brotli: brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }).length,
      };
      sizeCache.set(join(dist, file), sizes);
    }
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

export interface RouteWeight {
  path: string;
  js: Weight;
  css: Weight;
}

/** The first-visit weight of every public route of a build. */
export function publicRouteWeights(
  dist: string,
  manifest: Manifest,
  routes: readonly PublicRoute[],
): RouteWeight[] {
  return routes.map((route) => {
    const keys = [
      'index.html',
      ...(manifest['index.html']?.dynamicImports ?? []),
      ...(route.pageModule ? [manifestKey(manifest, route.pageModule)] : []),
    ];
    const { js, css } = staticClosure(manifest, keys);
    return { path: route.path, js: weigh(dist, js), css: weigh(dist, css) };
  });
}

/** As sent: the smaller of the build's precompressed files. */
const withinBytes = (js: Weight) => Math.min(js.gzip, js.brotli) <= PUBLIC_JS_GOAL_BYTES;
const withinFiles = (js: Weight) => js.files <= PUBLIC_JS_GOAL_FILES;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatWeights(rows: readonly RouteWeight[]): string {
  const header = [
    'public route',
    'JS files',
    'JS raw',
    'JS gzip',
    'JS brotli',
    'CSS gzip',
    'CSS brotli',
    'bytes goal',
    'files goal',
  ];
  const body = rows.map(({ path, js, css }) => [
    path,
    String(js.files),
    kb(js.raw),
    kb(js.gzip),
    kb(js.brotli),
    kb(css.gzip),
    kb(css.brotli),
    withinBytes(js) ? 'ok' : 'OVER',
    withinFiles(js) ? 'ok' : 'OVER',
  ]);
  const widths = header.map((_, c) => Math.max(...[header, ...body].map((cells) => cells[c]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** `npm run bench` section: builds the UI when ui/dist has no manifest, then prints the table. */
export function reportUiWeight(uiDir = join(ROOT_DIR, 'ui')): void {
  const dist = join(uiDir, 'dist');
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.log('\nBuilding the UI for its weight (npm run build) …');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'ignore' });
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const rows = publicRouteWeights(dist, manifest, readPublicRoutes(uiDir));
  const over = rows.filter((row) => !withinBytes(row.js) || !withinFiles(row.js));
  console.log(
    `\nUI weight: JavaScript of a first visit to each public page (goal ≤ ${kb(PUBLIC_JS_GOAL_BYTES)} compressed, in ≤ ${PUBLIC_JS_GOAL_FILES} files)\n`,
  );
  console.log(formatWeights(rows));
  console.log(
    over.length === 0
      ? `\nEvery public page is within the goal.`
      : `\n${over.length} public page(s) over the goal: ${over.map((row) => row.path).join(', ')}`,
  );
}
