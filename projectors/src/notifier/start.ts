import type { EventStore } from '@league/infra/eventstore';
import type { Kafka } from 'kafkajs';
import type { Logger } from '@league/infra/logging';
import { createSmtpMailer } from '@league/infra/mail';
import type { SqlClient } from '@league/infra/sql';
import { startKafkaNotifierFeed } from './kafka-feed';
import { createNotifier } from './notifier';
import { createStoreNotifierFeed } from './store-feed';

export interface NotifierSettings {
  /** SMTP_URL; without it messages stay in the outbox */
  smtpUrl?: string | undefined;
  /** LEAGUE_MAIL_TO, else the league admin's address: where contact messages go and what mail is sent from */
  leagueAddress?: string | undefined;
  logger: Logger;
}

function notifierFor(db: SqlClient, settings: NotifierSettings) {
  const leagueAddress = settings.leagueAddress ?? null;
  const mailer = settings.smtpUrl
    ? createSmtpMailer(settings.smtpUrl, leagueAddress ?? 'no-reply@localhost')
    : null;
  if (!mailer) settings.logger.info('no SMTP_URL: e-mail stays in the outbox (admin: Mail outbox)');
  return createNotifier({ db, mailer, leagueAddress, logger: settings.logger });
}

/** The embedded mode's notifier: in-process, fed from the event store. */
export async function startEmbeddedNotifier(store: EventStore, db: SqlClient, settings: NotifierSettings) {
  const notifier = notifierFor(db, settings);
  await notifier.start();
  const feed = createStoreNotifierFeed({ store, db, notifier });
  await feed.start();
  return {
    notifier,
    feed,
    async stop() {
      await feed.stop();
      await notifier.stop();
    },
  };
}

/** The distributed mode's notifier: a consumer of league.events.v1. */
export async function startKafkaNotifier(
  kafka: Pick<Kafka, 'consumer'>,
  db: SqlClient,
  settings: NotifierSettings,
) {
  const notifier = notifierFor(db, settings);
  await notifier.start();
  const feed = await startKafkaNotifierFeed({ kafka, notifier, logger: settings.logger });
  return {
    notifier,
    async stop() {
      await feed.stop();
      await notifier.stop();
    },
  };
}
