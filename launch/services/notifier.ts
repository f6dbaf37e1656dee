import { createKafka } from '@league/infra/kafka';
import { createPgClient } from '@league/infra/sql';
import { startKafkaNotifier } from '@league/projectors/notifier';
import { runService } from './run-service';

/**
 * The mail notifier of the distributed mode: consumes league.events.v1 (consumer group league-notifier),
 * keeps the outbox in the PostgreSQL of DATABASE_URL and delivers through SMTP_URL. Run one.
 */
runService('notifier', async (config, logger) => {
  if (!config.KAFKA_BROKERS) throw new Error('KAFKA_BROKERS is required by the notifier service');
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL is required by the notifier service');
  const db = createPgClient(config.DATABASE_URL);
  const notifier = await startKafkaNotifier(
    createKafka(config.KAFKA_BROKERS, 'league-notifier', { logger }),
    db,
    {
      smtpUrl: config.SMTP_URL,
      leagueAddress: config.LEAGUE_MAIL_TO ?? config.LEAGUE_ADMIN_EMAIL,
      logger,
    },
  );
  logger.info({ smtp: Boolean(config.SMTP_URL) }, 'notifier consuming league.events.v1');
  return async () => {
    await notifier.stop();
    await db.close();
  };
});
