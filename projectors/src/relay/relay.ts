import { comparePositions, type Position } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { createLogger, type Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import type * as KafkaJs from 'kafkajs';
import type { Kafka, Producer } from 'kafkajs';
import { lazyRequire } from '@league/infra/lazy';
import { createLeadership } from '../runner/leadership';
import { RELAY_LOCK_NAMESPACE, readAfter } from '../runner/names';
import { runLeaderLoop } from '../runner/leader-loop';
import { createSerial, createWake, sleep } from '../runner/wake';
import { loadRelayCheckpoint, moveRelayCheckpoint } from './checkpoint';
import { sqlPersonalData } from '@league/infra/personal-data';
import { publicStreamId, toEventMessage } from './message';

const kafkajs = lazyRequire<typeof KafkaJs>('kafkajs');

export const DEFAULT_TOPIC = 'league.events.v1';

export interface KafkaRelayOptions {
  store: EventStore;
  db: SqlClient;
  kafka: Pick<Kafka, 'producer'>;
  topic?: string;
  logger?: Logger;
  /** distributed (default): an advisory lock keeps one relay active across processes; embedded: no lock */
  mode?: 'embedded' | 'distributed';
  /** events per produce request (default 100) */
  batchSize?: number;
  /** poll besides onAppended (default 500 ms), and a standby's retry of the lock (default 3 s) */
  pollMs?: number;
  standbyRetryMs?: number;
}

export interface KafkaRelay {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** resolves once every event up to the store's head (as of the call) is acknowledged by the broker */
  catchUp(): Promise<void>;
}

/**
 * Publishes the global log to Kafka, at least once: a batch is produced with acks = all, and the checkpoint
 * moves only after the broker acknowledged it. A crash in between re-sends that batch on restart, so
 * consumers de-duplicate by the eventId header. Per-stream order holds: the key is the stream id, batches
 * go out one at a time, and each batch is in log order.
 */
export function createKafkaRelay(options: KafkaRelayOptions): KafkaRelay {
  const { store, db, kafka } = options;
  const topic = options.topic ?? DEFAULT_TOPIC;
  const logger = (options.logger ?? createLogger('relay')).child({ topic });
  const batchSize = options.batchSize ?? 100;
  const pollMs = options.pollMs ?? 500;
  const standbyRetryMs = options.standbyRetryMs ?? 3_000;
  const distributed = (options.mode ?? 'distributed') === 'distributed';
  const leadership = createLeadership(db, RELAY_LOCK_NAMESPACE);
  const personalData = sqlPersonalData(db);
  const emailKey = (email: string) => personalData.emailStreamKey(email);
  const serial = createSerial();
  const wake = createWake();

  let producer: Producer | null = null;
  let checkpoint: Position | null = null;
  let running = false;
  let loop: Promise<void> = Promise.resolve();
  let unsubscribe: (() => void) | null = null;
  let stopped: () => void = () => undefined;
  let stopSignal: Promise<void> = Promise.resolve();

  async function connectedProducer(): Promise<Producer> {
    if (!producer) {
      const created = kafka.producer({
        allowAutoTopicCreation: true,
        maxInFlightRequests: 1, // with retries, more in flight could reorder a stream's events
        createPartitioner: kafkajs().Partitioners.DefaultPartitioner,
      });
      await created.connect();
      producer = created;
    }
    return producer;
  }

  /** One batch: produce, await the acknowledgement, then move the checkpoint. True when it sent anything. */
  async function relayBatch(): Promise<boolean> {
    const from = checkpoint ?? (await loadRelayCheckpoint(db, topic));
    checkpoint = from;
    const events = await store.readAll(readAfter(from), batchSize);
    const last = events.at(-1);
    if (!last) return false;
    const messages = await Promise.all(
      events.map(async (event) => toEventMessage(event, await publicStreamId(event.streamId, emailKey))),
    );
    await (await connectedProducer()).send({ topic, acks: -1, messages });
    if (await moveRelayCheckpoint(db, topic, from, last.position)) {
      checkpoint = last.position;
    } else {
      logger.warn('relay checkpoint moved by another relay: reloading (its batch may have gone out twice)');
      checkpoint = null;
    }
    return true;
  }

  const leads = () => !distributed || leadership.isLeading(topic);
  const pause = (ms: number) => Promise.race([sleep(ms), stopSignal]);

  const run = () =>
    runLeaderLoop({
      name: topic,
      leadership: distributed ? leadership : null,
      isRunning: () => running,
      pause,
      stopSignal: () => stopSignal,
      wake,
      pollMs,
      standbyRetryMs,
      logger,
      pass: () => serial(relayBatch),
      onLead: () => (checkpoint = null),
      onFailure: () => (checkpoint = null),
      failureMessage: 'relaying to Kafka failed',
    });

  return {
    async start() {
      if (running) return;
      running = true;
      stopSignal = new Promise((resolve) => (stopped = resolve));
      unsubscribe = store.onAppended(() => wake.notify());
      loop = run();
    },

    async stop() {
      if (running) {
        running = false;
        stopped();
        unsubscribe?.();
        unsubscribe = null;
        await loop;
      }
      await serial(async () => {
        await producer?.disconnect();
        producer = null;
      });
      await leadership.releaseAll();
    },

    async catchUp() {
      const head = await store.headPosition();
      if (head === null) return;
      for (;;) {
        if (running && !leads()) {
          // another process relays: follow its checkpoint
          if (comparePositions(await loadRelayCheckpoint(db, topic), head) >= 0) return;
          await sleep(25);
          continue;
        }
        const worked = await serial(relayBatch);
        if (checkpoint !== null && comparePositions(checkpoint, head) >= 0) return;
        if (!worked) await sleep(25);
      }
    },
  };
}
