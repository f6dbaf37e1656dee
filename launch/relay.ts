import type { Config } from '@league/infra/config';
import type { EventStore } from '@league/infra/eventstore';
import { createKafka } from '@league/infra/kafka';
import type { Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createKafkaRelay } from '@league/projectors';

/** The Kafka relay runs wherever KAFKA_BROKERS is set (always in the distributed mode's relay service). */
export async function startRelayIfConfigured(
  config: Config,
  deps: { store: EventStore; db: SqlClient; logger: Logger; mode: 'embedded' | 'distributed' },
) {
  if (!config.KAFKA_BROKERS) return null;
  const relay = createKafkaRelay({ ...deps, kafka: createKafka(config.KAFKA_BROKERS, 'league-relay') });
  await relay.start();
  deps.logger.info({ brokers: config.KAFKA_BROKERS }, 'relaying events to Kafka topic league.events.v1');
  return relay;
}
