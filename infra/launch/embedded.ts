import { ConfigError, loadConfig } from '@league/infra/config';
import { createLogger } from '@league/infra/logging';
import { startEmbedded } from './embedded-app';

/** `npm start`: the whole league site in one process on the embedded PGlite store. */
async function main() {
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
  const site = await startEmbedded(config, logger);

  const lines = [
    '',
    `  League site running at ${site.url}`,
    `  Admin login: ${site.url}/admin/login`,
    `    e-mail:   ${site.admin.email}`,
    site.admin.file && !site.admin.generated
      ? `    password: saved in ${site.admin.file}`
      : `    password: ${site.admin.password}${site.admin.generated ? `   (generated now, saved in ${site.admin.file})` : ''}`,
    site.demoLoaded ? '  Demo league loaded (LEAGUE_DEMO=0 starts empty).' : '',
    '',
  ];
  console.log(lines.filter((l, i) => l !== '' || i === 0 || i === lines.length - 1).join('\n'));

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
