// `npm start`: the embedded site (embedded.ts) run by plain node from one compiled file. Loading the
// TypeScript sources through tsx costs about a second and ~100 MB of resident memory for as long as the
// server runs; esbuild compiles them into .cache/server/embedded.mjs in well under a second, again
// whenever a source is newer than that file. Packages from node_modules stay outside the bundle.
//
// The node flags of `npm start` (package.json, which holds no comments) bound the server's memory; measured
// by bench/src/load.ts (a seeded 12-team league, 50 readers and 2 writers) on a seeded restart:
// --max-semi-space-size=2   a small young generation (the V8 default grows it to 16 MB a semi-space).
// --liftoff-only            PGlite's WASM stays in V8's baseline code; without it V8 recompiles hot
//                           PostgreSQL functions with TurboFan on its worker threads, whose malloc arenas
//                           kept ~60 MB for good (the rest of RSS beside the heap and WASM: 207 -> 145 MB
//                           idle); reads and writes under load were within a few per cent.
// --heap-growing-percent=20 after each full GC the V8 heap may grow to 1.2x what was live, not up to 4x:
//                           under load 63 MB of heap instead of 168 MB, reads ~5 % fewer a second.
//                           (--optimize-for-size held the heap as small but cost ~40 % of the reads.)
// MALLOC_MMAP_THRESHOLD_=131072 (set before node, in the environment, where glibc's malloc reads it)
//                           allocations of 128 KB and more are mapped and given back when freed. By default
//                           glibc raises that threshold each time such a block is freed, up to 32 MB, and
//                           then keeps later ones in its heaps: each password hash (scrypt, 16 MB, on one
//                           of libuv's four threads) left 16 MB resident per thread for good. Measured on a
//                           first start: 208 -> 178 MB listening, and 257 -> 179 MB after four logins at once.
// A first start also creates its database in a short-lived process of its own (embedded.ts): creating it
// left ~60 MB of native memory in the process that did it (264 -> 209 MB on a first start, listening).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const bundle = join(root, '.cache', 'server', 'embedded.mjs');
const sources = [
  'contracts',
  'command-api',
  'query-api',
  'projectors',
  'infra',
  'read-models',
  'launch',
  'package.json',
];

/** Newest modification time under `path`, skipping node_modules and build output. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.cache') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Compiles embedded.ts and the workspace sources it imports into one ES module. */
export async function buildServerBundle() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'launch', 'embedded.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'league-sources',
        setup(esbuild) {
          // packages load from node_modules as they are, from the folder each one was installed in
          // (workspaces have node_modules of their own); the workspaces (@league/*) are compiled in
          esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.path.startsWith('@league/') || args.pluginData === 'as-installed') return undefined;
            if (args.path.startsWith('node:') || builtinModules.includes(args.path)) {
              return { path: args.path, external: true };
            }
            const found = await esbuild.resolve(args.path, {
              resolveDir: args.resolveDir,
              kind: args.kind,
              pluginData: 'as-installed',
            });
            if (found.errors.length > 0) return { errors: found.errors };
            return { path: pathToFileURL(found.path).href, external: true };
          });
          // files found next to a source (migrations, the repository root) are found from the source's
          // own place, wherever the bundle is
          esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
            const { readFile } = await import('node:fs/promises');
            const text = await readFile(args.path, 'utf8');
            return {
              contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
              loader: 'ts',
            };
          });
        },
      },
    ],
  });
  return bundle;
}

/**
 * Whether the UI bundle is missing or older than its sources (the rule of launch/ui-bundle.ts, which
 * builds it): Vite's build, run inside the server, left ~330 MB of native memory (rolldown) in its process
 * for as long as the server ran, so a start that must build the UI builds it in a short-lived process first.
 */
function uiNeedsBuild() {
  const dist = process.env.LEAGUE_UI_DIST ?? join(root, 'ui', 'dist');
  // the app and the server's renderer of its pages (ui-bundle.ts builds both)
  const builtAt = Math.min(
    newestChange(join(dist, 'index.html')),
    newestChange(join(dist, 'server', 'entry-server.js')),
  );
  const sources = ['ui/src', 'ui/index.html', 'ui/vite.config.ts', 'ui/package.json', 'contracts/src'];
  return builtAt === 0 || sources.some((source) => newestChange(join(root, source)) > builtAt);
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
  if (builtAt === 0 || sources.some((source) => newestChange(join(root, source)) > builtAt)) {
    await buildServerBundle();
  }
  const preparing = process.argv.some((arg) => arg.startsWith('--prepare'));
  if (!preparing && uiNeedsBuild()) {
    const built = spawnSync(process.execPath, [bundle, '--prepare-ui'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  await import(pathToFileURL(bundle).href);
}
