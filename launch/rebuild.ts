import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@league/infra/config';
import { createPostgresEventStore } from '@league/infra/eventstore';
import { createLogger } from '@league/infra/logging';
import { createPgliteClient, migrate, PGLITE_BATCH_SETTINGS } from '@league/infra/sql';
import {
  allProjections,
  rebuildProgressReporter,
  rebuildProjections,
  type RebuildOptions,
} from '@league/projectors';
import { knownAdminCredentials } from './secrets';
import { runningServer } from './server-lock';
import { openServerStores } from './stores';

/**
 * `npm run rebuild [-- --projection NAME …]`: rebuilds read models blue-green from the event log.
 * Readers keep the old tables until the new ones are complete.
 */
async function adminToken(
  url: string,
  dataDir: string,
  config: { LEAGUE_ADMIN_EMAIL?: string | undefined; LEAGUE_ADMIN_PASSWORD?: string | undefined },
): Promise<string> {
  const admin = await knownAdminCredentials(dataDir, config.LEAGUE_ADMIN_EMAIL, config.LEAGUE_ADMIN_PASSWORD);
  if (!admin)
    throw new Error('Set LEAGUE_ADMIN_EMAIL and LEAGUE_ADMIN_PASSWORD as for the server, to log in to it.');
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!response.ok) throw new Error(`The running server refused the admin login (${response.status}).`);
  return ((await response.json()) as { token: string }).token;
}

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
      // the running server holds the PGlite files: ask it, logged in as its admin, to rebuild in-process
      // (tokens are checked against the admin account, so the CLI cannot just sign one)
      const token = await adminToken(server.url, dataDir, config);
      const response = await fetch(`${server.url}/api/admin/system/rebuild`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ projections: names }),
      });
      if (!response.ok)
        throw new Error(`The running server answered ${response.status}: ${await response.text()}`);
      console.log(
        `Rebuilt ${(names.length ? names : known).join(', ')} in the running server (${server.url}).`,
      );
      return;
    }
    // this process only rebuilds, then exits: room for the tables' pages and their index sorts
    const db = await createPgliteClient({
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
  console.log(
    `Rebuilt ${(names.length ? names : known).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
