import { isSealed, PERSONAL_FIELDS, type RecordedEvent } from '@league/contracts';

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

/**
 * The event's data as it may go on the bus: its personal fields only as sealed values (which only a
 * holder of the person's key can open, and nobody once the person is erased); a personal field recorded
 * in clear before sealing is left out, and so is each clear value of a personal list (an e-mail's
 * recipients recorded before sealing: the list goes out with its sealed values only).
 */
export function withoutClearPersonalData(type: string, data: unknown): unknown {
  const personal = PERSONAL_FIELDS[type];
  if (!personal || data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>)
      .filter(([key, value]) => !personal.fields.includes(key) || isSealed(value) || Array.isArray(value))
      .map(([key, value]) =>
        personal.fields.includes(key) && Array.isArray(value) ? [key, value.filter(isSealed)] : [key, value],
      ),
  );
}

/** A claim stream named by the address itself, as recorded before stream ids were hashed. */
const CLEAR_EMAIL_STREAM = /^(adminEmail|coachEmail)-([^@]*@.*)$/;

/**
 * The stream id as it may go on the bus: an e-mail claim stream recorded under the address itself is
 * published under the keyed hash its claims are recorded under today (`emailKey`); any other id as it is.
 */
export async function publicStreamId(
  streamId: string,
  emailKey: (email: string) => Promise<string>,
): Promise<string> {
  const clear = CLEAR_EMAIL_STREAM.exec(streamId);
  return clear ? `${clear[1]}-${await emailKey(clear[2]!)}` : streamId;
}

export interface EventMessage {
  key: string;
  value: string;
  headers: { eventId: string; type: string; position: string };
}

/**
 * The Kafka record of an event: keyed by stream id (`streamId`: the public one, see publicStreamId), so
 * one stream's events share a partition and keep their order; headers let consumers route and
 * de-duplicate (by eventId) without parsing the value. No password hash and no clear personal data.
 */
export function toEventMessage(event: RecordedEvent, streamId: string = event.streamId): EventMessage {
  return {
    key: streamId,
    value: JSON.stringify({
      type: event.type,
      data: withoutClearPersonalData(event.type, withoutSecrets(event.data)),
      metadata: event.metadata,
      streamId,
      streamVersion: event.streamVersion,
      position: event.position,
    }),
    headers: { eventId: event.metadata.eventId, type: event.type, position: event.position },
  };
}
