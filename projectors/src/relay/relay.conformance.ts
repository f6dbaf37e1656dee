import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { START } from '@league/contracts';
import { type EventStore, createInMemoryEventStore } from '@league/infra/eventstore';
import { createKafka } from '@league/infra/kafka';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import type { Kafka, KafkaMessage } from 'kafkajs';
import { newEvent } from '../runner/test-support';
import { loadRelayCheckpoint } from './checkpoint';
import { createKafkaRelay } from './relay';

export interface Broker {
  brokers: string[];
  stop(): Promise<void>;
}

interface Received {
  key: string;
  headers: Record<string, string>;
  value: {
    type: string;
    streamId: string;
    streamVersion: number;
    position: string;
    data: Record<string, unknown>;
  };
}

function decode(message: KafkaMessage): Received {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([k, v]) => [k, Buffer.isBuffer(v) ? v.toString() : String(v)]),
  );
  return {
    key: message.key!.toString(),
    headers,
    value: JSON.parse(message.value!.toString()) as Received['value'],
  };
}

/** Reads a topic from the beginning through a consumer group of its own, collecting every record. */
async function consume(kafka: Kafka, topic: string) {
  const received: Received[] = [];
  const consumer = kafka.consumer({
    groupId: `test-${randomUUID()}`,
    heartbeatInterval: 500,
    maxWaitTimeInMs: 100, // a short fetch wait: disconnect waits for the fetch in flight
  });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({ eachMessage: async ({ message }) => void received.push(decode(message)) });
  return {
    received,
    async until(count: number, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return received;
    },
    stop: () => consumer.disconnect(),
  };
}

/** The relay's behaviour against one Kafka-protocol broker; `start` gives the broker, null = skip. */
export function relayConformance(label: string, start: () => Promise<Broker>, { skip = false } = {}): void {
  describe.skipIf(skip)(`Kafka relay: ${label}`, () => {
    let broker: Broker;
    let kafka: Kafka;
    let db: SqlClient;
    let store: EventStore;
    let topic: string;

    beforeAll(async () => {
      broker = await start();
      kafka = createKafka(broker.brokers, 'relay-test', { connectionTimeout: 10_000 });
    }, 180_000);
    afterAll(async () => broker?.stop());
    beforeEach(async () => {
      db = await createTestPglite();
      store = createInMemoryEventStore();
      topic = `league.events.test.${randomUUID().slice(0, 8)}`;
    });
    afterEach(async () => db.close());

    async function appendRound(round: number): Promise<void> {
      for (const stream of ['team-a', 'team-b', 'coach-c']) {
        for (let i = 0; i < 3; i++) {
          const data = stream === 'coach-c' ? { round, i, passwordHash: 'secret' } : { round, i };
          await store.append(stream, [newEvent(`Round${round}`, data)], 'any');
        }
      }
    }

    it('publishes every event keyed by stream, in stream order, with headers and without password hashes', async () => {
      await appendRound(1);
      const relay = createKafkaRelay({ store, db, kafka, topic, mode: 'embedded' });
      await relay.catchUp();
      const consumer = await consume(kafka, topic);
      try {
        const received = await consumer.until(9);
        expect(received).toHaveLength(9);
        const log = await store.readAll(null, 100);
        for (const stream of ['team-a', 'team-b', 'coach-c']) {
          const mine = received.filter((r) => r.key === stream);
          expect(mine.map((r) => r.value.streamVersion)).toEqual([0, 1, 2]);
          for (const r of mine) {
            const recorded = log.find((e) => e.position === r.value.position)!;
            expect(r.headers).toEqual({
              eventId: recorded.metadata.eventId,
              type: recorded.type,
              position: recorded.position,
            });
            expect(r.value).toMatchObject({ type: recorded.type, streamId: stream });
            expect(r.value.data).not.toHaveProperty('passwordHash');
          }
        }
        expect(await loadRelayCheckpoint(db, topic)).toBe(await store.headPosition());
      } finally {
        await consumer.stop();
        await relay.stop();
      }
    });

    it('moves its checkpoint only after the broker acknowledged, and a restart re-sends nothing acknowledged', async () => {
      await appendRound(1);
      let failSends = true;
      let checkpointsSeenAtSend: string[] = [];
      const observed: Pick<Kafka, 'producer'> = {
        producer: (config) => {
          const producer = kafka.producer(config);
          const send = producer.send.bind(producer);
          producer.send = async (record) => {
            if (failSends) throw new Error('broker unreachable');
            const acknowledged = await send(record);
            // acknowledged, not yet returned to the relay: the checkpoint must still be the previous one
            checkpointsSeenAtSend.push(await loadRelayCheckpoint(db, topic));
            return acknowledged;
          };
          return producer;
        },
      };
      const failing = createKafkaRelay({ store, db, kafka: observed, topic, mode: 'embedded' });
      await expect(failing.catchUp()).rejects.toThrow(/unreachable/);
      await failing.stop();
      expect(await loadRelayCheckpoint(db, topic)).toBe(START);

      failSends = false;
      checkpointsSeenAtSend = [];
      const first = createKafkaRelay({ store, db, kafka: observed, topic, mode: 'embedded', batchSize: 4 });
      await first.catchUp();
      await first.stop();
      // each batch was acknowledged while the checkpoint still named the batch before it
      const log = await store.readAll(null, 100);
      expect(checkpointsSeenAtSend).toEqual([START, log[3]!.position, log[7]!.position]);

      await appendRound(2);
      const restarted = createKafkaRelay({ store, db, kafka, topic });
      await restarted.start();
      const consumer = await consume(kafka, topic);
      try {
        await restarted.catchUp();
        const received = await consumer.until(18);
        await new Promise((r) => setTimeout(r, 500)); // time for any duplicate to show up
        expect(received).toHaveLength(18);
        expect(new Set(received.map((r) => r.headers.eventId)).size).toBe(18);
      } finally {
        await consumer.stop();
        await restarted.stop();
      }
    });
  });
}
