import type * as KafkaJs from 'kafkajs';
import type { Kafka, KafkaConfig, LogEntry } from 'kafkajs';
import { lazyRequire } from '../lazy';
import { createLogger, type Logger } from '../logging';

const kafkajs = lazyRequire<typeof KafkaJs>('kafkajs');

/** "k1:9092, k2:9093" or a list → ['k1:9092', 'k2:9093'] (KAFKA_BROKERS is a comma-separated list). */
export function parseBrokers(brokers: string | readonly string[]): string[] {
  const list = typeof brokers === 'string' ? brokers.split(',') : [...brokers];
  const parsed = list.map((b) => b.trim()).filter((b) => b.length > 0);
  if (parsed.length === 0) throw new Error('No Kafka broker given');
  return parsed;
}

/** kafkajs logs through our pino logger; its INFO lines (connects, group joins) are routine, so debug. */
function pinoLogCreator(logger: Logger): KafkaConfig['logCreator'] {
  return () =>
    ({ namespace, level, log }: LogEntry) => {
      const { logLevel } = kafkajs();
      const { message, ...extra } = log;
      const entry = { namespace, ...extra };
      if (level === logLevel.ERROR) logger.error(entry, message);
      else if (level === logLevel.WARN) logger.warn(entry, message);
      else logger.debug(entry, message);
    };
}

export interface KafkaClientOptions {
  logger?: Logger;
  /** ms to wait for a broker connection (kafkajs' default 1 s is short for a busy CI machine) */
  connectionTimeout?: number;
}

/** A kafkajs client for the given brokers. It connects lazily: producers and consumers connect themselves. */
export function createKafka(
  brokers: string | readonly string[],
  clientId = 'league',
  options: KafkaClientOptions = {},
): Kafka {
  const logger = options.logger ?? createLogger('kafka');
  const { Kafka, logLevel } = kafkajs();
  return new Kafka({
    clientId,
    brokers: parseBrokers(brokers),
    connectionTimeout: options.connectionTimeout ?? 5_000,
    logLevel: logLevel.INFO,
    logCreator: pinoLogCreator(logger),
  });
}
