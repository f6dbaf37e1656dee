import { spawnSync } from 'node:child_process';
import { existsSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, type Config } from '@league/infra/config';
import { createLogger } from '@league/infra/logging';
import { startupBanner } from './banner';
import {
  PGLITE_DIR,
  prepareDatabase,
  recordedDemoTemplate,
  ROOT_DIR,
  startEmbedded,
  type PreparedDatabase,
} from './embedded-app';
import { adminCredentials, DEFAULT_ADMIN_EMAIL } from './secrets';
import { ensureUiBundle } from './ui-bundle';

/** `npm start`: the whole league site in one process on the embedded PGlite store. */
async function main() {
  // every file this process writes (the data dir, the demo template) is its user's alone
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger('league', config.LOG_LEVEL);
  if (process.argv.includes('--prepare-ui')) {
    // start.mjs builds a changed UI in a process of its own: Vite's build left ~330 MB of native memory
    // (rolldown) in the server's process for as long as it ran
    await ensureUiBundle(ROOT_DIR, logger);
    process.exit(0);
  }
  if (process.argv.includes('--prepare')) {
    // npm run build: record the demo league's template now, so that the first start copies it
    if (config.LEAGUE_DEMO === '1') {
      await recordedDemoTemplate(config, logger, config.LEAGUE_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL);
    }
    process.exit(0);
  }
  if (process.argv.includes('--prepare-data')) {
    const prepared = await prepareDatabase(config, logger, process.env.LEAGUE_PREPARE_ADMIN_EMAIL!);
    writeSync(PREPARED_FD, `${JSON.stringify({ prepared })}\n`);
    process.exit(0);
  }
  const admin = await adminCredentials(
    resolve(config.LEAGUE_DATA_DIR),
    config.LEAGUE_ADMIN_EMAIL,
    config.LEAGUE_ADMIN_PASSWORD,
  );
  const site = await startEmbedded(config, logger, {
    admin,
    prepared: prepareInOwnProcess(config, admin.email),
  });

  console.log(startupBanner(site));
  // from the process's start: module loading, the database, the demo league, listening
  logger.info({ seconds: Number((performance.now() / 1000).toFixed(2)) }, 'ready to serve');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await site.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The file descriptor on which the preparing process answers what it prepared. */
const PREPARED_FD = 3;

/**
 * A first start creates its database (or copies the demo's) in a short-lived process of its own, started
 * as this one was: creating a database leaves about 60 MB of native memory in the process that did it,
 * for as long as it runs (README.md, "npm start"). A later start finds it and opens it here.
 */
function prepareInOwnProcess(config: Config, adminEmail: string): PreparedDatabase {
  if (existsSync(join(resolve(config.LEAGUE_DATA_DIR), PGLITE_DIR))) return 'existing';
  const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, '--prepare-data'], {
    env: { ...process.env, LEAGUE_PREPARE_ADMIN_EMAIL: adminEmail },
    // its log goes where this one's goes; its answer comes on a pipe of its own
    stdio: ['ignore', 'inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  const answer = /^\{"prepared":"([a-z ]+)"\}$/m.exec(String(child.output?.[PREPARED_FD] ?? ''));
  if (child.status !== 0 || !answer) {
    throw new Error(`preparing the database in ${config.LEAGUE_DATA_DIR} failed (exit ${child.status})`);
  }
  return answer[1] as PreparedDatabase;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
