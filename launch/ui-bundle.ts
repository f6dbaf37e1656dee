import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@league/infra/logging';
import { SERVER_ENTRY_DIR, SERVER_ENTRY_FILE } from './page-render';

/** The source of the server's renderer, under ui/. */
const SERVER_ENTRY_SOURCE = 'src/entry-server.tsx';

/** Newest modification time under `path` (a file or a folder), 0 when missing. */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/**
 * Builds the UI with Vite when ui/dist (or LEAGUE_UI_DIST, which lets test runs keep builds of their
 * own) is missing or older than any of its sources (ui/ and contracts/): the app for the browser, then
 * the server's renderer of its pages (ui/src/entry-server.tsx) into its `server/` folder. A build
 * counts as made once both are written.
 */
export async function ensureUiBundle(rootDir: string, logger: Logger): Promise<string> {
  const uiDir = join(rootDir, 'ui');
  const dist = process.env.LEAGUE_UI_DIST ?? join(uiDir, 'dist');
  const builtAt = Math.min(
    newestChange(join(dist, 'index.html')),
    newestChange(join(dist, SERVER_ENTRY_FILE)),
  );
  const sourcesChangedAt = Math.max(
    newestChange(join(uiDir, 'src')),
    newestChange(join(uiDir, 'index.html')),
    newestChange(join(uiDir, 'vite.config.ts')),
    newestChange(join(uiDir, 'vite')),
    newestChange(join(uiDir, 'package.json')),
    newestChange(join(rootDir, 'contracts', 'src')),
  );
  if (builtAt > 0 && builtAt >= sourcesChangedAt) return dist;
  logger.info(builtAt === 0 ? 'building the UI (first start)…' : 'UI sources changed: rebuilding the UI…');
  const { build } = await import('vite');
  await build({
    root: uiDir,
    configFile: join(uiDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
  });
  await build({
    root: uiDir,
    configFile: join(uiDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: SERVER_ENTRY_SOURCE, outDir: join(dist, SERVER_ENTRY_DIR), emptyOutDir: false },
  });
  return dist;
}
