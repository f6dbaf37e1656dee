import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '@league/infra/config';
import { createPostgresEventStore } from '@league/infra/eventstore';
import { createTokenService } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import { createPgliteClient, migrate } from '@league/infra/sql';
import { allProjections, rebuildProjections } from '@league/projectors';
import { jwtSecret } from './secrets';
import { runningServer } from './server-lock';
import { openServerStores } from './stores';

/**
 * `npm run rebuild [-- --projection NAME …]`: rebuilds read models blue-green from the event log.
 * Readers keep the old tables until the new ones are complete.
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

  if (config.EVENT_STORE === 'pglite') {
    const dataDir = resolve(config.LEAGUE_DATA_DIR);
    const server = runningServer(dataDir);
    if (server) {
      // the running server holds the PGlite files: ask it, as an admin, to rebuild in-process
      const tokens = createTokenService(await jwtSecret(dataDir, config.LEAGUE_JWT_SECRET));
      const response = await fetch(`${server.url}/api/admin/system/rebuild`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.sign({ role: 'admin', id: 'rebuild-cli' }).token}`,
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
    const db = await createPgliteClient({ dataDir: join(dataDir, 'pglite') });
    try {
      await migrate(db);
      const store = createPostgresEventStore(db);
      await rebuildProjections({ store, db, projections: allProjections, names, logger });
      await store.close();
    } finally {
      await db.close();
    }
  } else {
    const { store, db } = await openServerStores(config);
    try {
      await rebuildProjections({ store, db, projections: allProjections, names, logger });
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
