import { ConfigError, loadConfig } from '@league/infra/config';
import { createLogger } from '@league/infra/logging';
import { startupBanner } from './banner';
import { recordedDemoTemplate, ROOT_DIR, startEmbedded } from './embedded-app';
import { DEFAULT_ADMIN_EMAIL } from './secrets';
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
  const site = await startEmbedded(config, logger);

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
