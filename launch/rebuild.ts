import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@league/infra/config';
import { createPostgresEventStore } from '@league/infra/eventstore';
import { createLogger } from '@league/infra/logging';
import { createThreadedPgliteClient, migrate, PGLITE_BATCH_SETTINGS } from '@league/infra/sql';
import {
  allProjections,
  rebuildProgressReporter,
  rebuildProjections,
  type RebuildOptions,
} from '@league/projectors';
import { requestRebuild, runningServer } from './server-lock';
import { openServerStores } from './stores';

/**
 * `npm run rebuild [-- --projection NAME …]`: rebuilds read models blue-green from the event log.
 * Readers keep the old tables until the new ones are complete.
 *
 * The script gives node semi-spaces of 64 MB (package.json, which holds no comments): folding the log
 * allocates objects for every event, and in node's default young generation the collector took about
 * 15 % of a rebuild. Measured on 1M events (`npm run bench -- --only rebuild --big`'s log), three runs
 * each: 97 s to 86 s, CPU 116 s to 103 s.
 */
async function main() {
  const { values } = parseArgs({ options: { projection: { type: 'string', multiple: true } } });
  const names = values.projection ?? [];
  const known = allProjections.map((p) => p.name);
  const unknown = names.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    console.error(`Unknown projection(s): ${unknown.join(', ')}. Known: ${known.join(', ')}`);
    process.exit(2);
  }

  const config = loadConfig();
  const logger = createLogger('rebuild', config.LOG_LEVEL);
  const started = Date.now();
  const progress = rebuildProgressReporter(process.stdout, (line) => logger.info(line));
  const rebuild = async (stores: Pick<RebuildOptions, 'store' | 'db'>) => {
    await rebuildProjections({ ...stores, projections: allProjections, names, logger, onProgress: progress });
    progress.done();
  };

  if (config.EVENT_STORE === 'pglite') {
    const dataDir = resolve(config.LEAGUE_DATA_DIR);
    const server = runningServer(dataDir);
    if (server) {
      // the running server holds the PGlite files: ask it to rebuild in-process, with the secret it
      // keeps in its lock (owner-only), so that no login, and no stranger's failed logins, stand between
      const rebuilt = await requestRebuild(server, names);
      console.log(`Rebuilt ${rebuilt.join(', ')} in the running server (${server.url}).`);
      return;
    }
    // this process only rebuilds, then exits: room for the tables' pages and their index sorts; the
    // database in a thread of its own, which reads the next events and writes the last rows while
    // this one folds and builds them
    const db = await createThreadedPgliteClient({
      dataDir: join(dataDir, 'pglite'),
      settings: PGLITE_BATCH_SETTINGS,
    });
    try {
      await migrate(db);
      const store = createPostgresEventStore(db);
      await rebuild({ store, db });
      await store.close();
    } finally {
      await db.close();
    }
  } else {
    const { store, db } = await openServerStores(config);
    try {
      await rebuild({ store, db });
    } finally {
      await store.close();
      await db.close();
    }
  }
  const { user, system } = process.cpuUsage();
  console.log(
    `Rebuilt ${(names.length ? names : known).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s` +
      ` (CPU ${((user + system) / 1e6).toFixed(1)} s).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
