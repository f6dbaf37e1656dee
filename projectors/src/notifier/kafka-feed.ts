import type { Kafka } from 'kafkajs';
import { PERSONAL_DATA_ERASED } from '@league/contracts';
import type { Logger } from '@league/infra/logging';
import { DEFAULT_TOPIC } from '../relay/relay';
import { isMailEvent, parseErasure, parseMailEvent } from './messages';
import type { Notifier } from './notifier';

export const NOTIFIER_GROUP_ID = 'league-notifier';

/**
 * The distributed mode's feed of the notifier: a consumer of league.events.v1 (group league-notifier)
 * that takes the mail events into the outbox. Delivery from Kafka is at least once (the relay may publish
 * a batch twice, a rebalance may replay); the outbox is keyed by event id, so a replayed event adds
 * nothing. An offset is committed only after its message was taken in.
 */
export async function startKafkaNotifierFeed(options: {
  kafka: Pick<Kafka, 'consumer'>;
  notifier: Notifier;
  topic?: string;
  groupId?: string;
  logger?: Logger;
}): Promise<{ stop(): Promise<void> }> {
  const consumer = options.kafka.consumer({
    groupId: options.groupId ?? NOTIFIER_GROUP_ID,
    heartbeatInterval: 1_000,
    maxWaitTimeInMs: 500,
  });
  await consumer.connect();
  await consumer.subscribe({ topic: options.topic ?? DEFAULT_TOPIC, fromBeginning: true });
  await consumer.run({
    eachMessage: (payload) => handleFeedMessage(payload, options),
  });
  return { stop: () => consumer.disconnect() };
}

/** What the feed needs of a Kafka message (kafkajs' EachMessagePayload fits). */
export interface FeedMessage {
  topic: string;
  partition: number;
  message: {
    offset: string;
    key?: Buffer | null;
    headers?: Record<string, Buffer | string | (Buffer | string)[] | undefined>;
    value: Buffer | null;
  };
}

/**
 * One message of the topic: a mail event goes into the outbox, an erasure forgets the erased addresses
 * there (see Notifier.accept); any other event is passed over. A
 * malformed mail message (not JSON, not the event its header names) can never be taken in, and throwing
 * would have the consumer retry it forever, stalling every mail behind it: it is written to the log as a
 * dead letter (where it was, why, the start of its value) and skipped. A failure of the outbox itself
 * still throws, so that message is retried, not lost.
 */
export async function handleFeedMessage(
  { topic, partition, message }: FeedMessage,
  options: { notifier: Notifier; logger?: Logger },
): Promise<void> {
  const header = message.headers?.type;
  const type = (Array.isArray(header) ? header[0] : header)?.toString();
  if (!type || !(isMailEvent(type) || type === PERSONAL_DATA_ERASED)) return;
  const parsed = !message.value
    ? { problem: 'no value' }
    : isMailEvent(type)
      ? parseMailEvent(type, message.value.toString())
      : parseErasure(message.value.toString());
  if ('problem' in parsed) {
    options.logger?.error(
      {
        topic,
        partition,
        offset: message.offset,
        key: message.key?.toString() ?? null,
        type,
        reason: parsed.problem,
        value: message.value?.toString().slice(0, 500) ?? null,
      },
      'dead letter: malformed message skipped',
    );
    return;
  }
  const added = await options.notifier.accept([parsed.event]);
  options.logger?.debug({ type, eventId: parsed.event.metadata.eventId, added }, 'mail event taken in');
}
