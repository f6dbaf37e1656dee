import { ConfigError, loadConfig, type Config } from '@league/infra/config';
import { createLogger, type Logger } from '@league/infra/logging';

/**
 * Shared start-up of the distributed mode's services: validated configuration, a logger, and a clean
 * stop on SIGTERM (what `docker compose stop` sends).
 */
export function runService(
  name: string,
  start: (config: Config, logger: Logger) => Promise<() => Promise<void>>,
) {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  if (!config.LEAGUE_JWT_SECRET && (name === 'command-api' || name === 'query-api')) {
    console.error(
      'Invalid configuration:\n  - LEAGUE_JWT_SECRET: is required by the distributed services (they must share it)',
    );
    process.exit(1);
  }
  const logger = createLogger(name, config.LOG_LEVEL);
  start(config, logger).then(
    (stop) => {
      const shutdown = () => {
        logger.info('stopping');
        stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGTERM', shutdown);
      process.once('SIGINT', shutdown);
    },
    (error: unknown) => {
      logger.fatal({ err: error }, 'could not start');
      process.exit(1);
    },
  );
}
