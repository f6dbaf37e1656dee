import type { Kafka } from 'kafkajs';
import type { Logger } from '@league/infra/logging';
import { DEFAULT_TOPIC } from '../relay/relay';
import { isMailEvent, type MailEventEnvelope } from './messages';
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
    eachMessage: async ({ message }) => {
      const type = message.headers?.type?.toString();
      if (!type || !isMailEvent(type) || !message.value) return;
      const event = JSON.parse(message.value.toString()) as MailEventEnvelope;
      const added = await options.notifier.accept([event]);
      options.logger?.debug({ type, eventId: event.metadata.eventId, added }, 'mail event taken in');
    },
  });
  return { stop: () => consumer.disconnect() };
}
