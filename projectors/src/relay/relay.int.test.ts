import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Kafka } from 'kafkajs';
import { GenericContainer, Wait } from 'testcontainers';
import { createInMemoryEventStore } from '@league/infra/eventstore';
import { createKafka } from '@league/infra/kafka';
import {
  containerEngineAvailable,
  createTestPostgres,
  kcatPath,
  startMockKafka,
} from '@league/infra/testing';
import { newEvent } from '../runner/test-support';
import { loadRelayCheckpoint } from './checkpoint';
import { createKafkaRelay } from './relay';
import { relayConformance } from './relay.conformance';

relayConformance(
  "librdkafka's mock cluster (kcat)" +
    (kcatPath() ? '' : ' — skipped: kcat is not installed (apt-get install kcat)'),
  async () => {
    const mock = await startMockKafka();
    if (!mock) throw new Error('kcat is not installed');
    return mock;
  },
  { skip: !kcatPath() },
);

const engine = await containerEngineAvailable();

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Where published ports are reached: the engine's host for a tcp DOCKER_HOST, else this machine. */
function engineHost(): string {
  const host = process.env.DOCKER_HOST;
  return host?.startsWith('tcp://') ? new URL(host).hostname : 'localhost';
}

relayConformance(
  'Apache Kafka (KRaft) in a container' + (engine ? '' : ' — skipped: no container engine'),
  async () => {
    // Kafka tells clients the address to use: it must be the published one, so the host port is chosen first
    const port = await freePort();
    const host = engineHost();
    const container = await new GenericContainer('apache/kafka:3.9.0')
      .withExposedPorts({ container: 9092, host: port })
      .withEnvironment({
        KAFKA_NODE_ID: '1',
        KAFKA_PROCESS_ROLES: 'broker,controller',
        KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
        KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://${host}:${port}`,
        KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
        KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
        KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
        KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
        KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
        KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
        KAFKA_NUM_PARTITIONS: '3',
      })
      .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
      .withStartupTimeout(120_000)
      .start();
    return { brokers: [`${host}:${port}`], stop: async () => void (await container.stop()) };
  },
  { skip: !engine },
);

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!kcatPath() || !serverUrl)(
  'Kafka relay, distributed on a PostgreSQL server (kcat + TEST_DATABASE_URL)',
  () => {
    it('two relays: only the one holding the lock sends', async () => {
      const mock = (await startMockKafka())!;
      const database = (await createTestPostgres())!;
      const store = createInMemoryEventStore();
      const kafka = createKafka(mock.brokers, 'relay-test');
      const sends = new Map<string, number>();
      const counting = (who: string): Pick<Kafka, 'producer'> => ({
        producer: (config) => {
          const producer = kafka.producer(config);
          const send = producer.send.bind(producer);
          producer.send = async (record) => {
            sends.set(who, (sends.get(who) ?? 0) + 1);
            return send(record);
          };
          return producer;
        },
      });
      const options = {
        store,
        db: database.db,
        topic: 'league.events.lock',
        pollMs: 50,
        standbyRetryMs: 100,
      };
      const a = createKafkaRelay({ ...options, kafka: counting('a') });
      const b = createKafkaRelay({ ...options, kafka: counting('b') });
      try {
        await Promise.all([a.start(), b.start()]);
        for (let i = 0; i < 5; i++) await store.append(`team-${i}`, [newEvent('Counted')], 'any');
        await Promise.all([a.catchUp(), b.catchUp()]);
        expect(sends.size).toBe(1);
        expect(await loadRelayCheckpoint(database.db, 'league.events.lock')).toBe(await store.headPosition());
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await database.drop();
        await mock.stop();
      }
    });
  },
);
