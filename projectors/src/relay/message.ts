import type { RecordedEvent } from '@league/contracts';

/** Fields never published, wherever they sit in an event's data (account events carry a password hash). */
const SECRET_FIELDS = new Set(['passwordHash']);

export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, field]) => [key, withoutSecrets(field)]),
  );
}

export interface EventMessage {
  key: string;
  value: string;
  headers: { eventId: string; type: string; position: string };
}

/**
 * The Kafka record of an event: keyed by stream id, so one stream's events share a partition and keep their
 * order; headers let consumers route and de-duplicate (by eventId) without parsing the value.
 */
export function toEventMessage(event: RecordedEvent): EventMessage {
  return {
    key: event.streamId,
    value: JSON.stringify({
      type: event.type,
      data: withoutSecrets(event.data),
      metadata: event.metadata,
      streamId: event.streamId,
      streamVersion: event.streamVersion,
      position: event.position,
    }),
    headers: { eventId: event.metadata.eventId, type: event.type, position: event.position },
  };
}
