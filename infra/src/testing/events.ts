import { randomUUID } from 'node:crypto';
import type { Actor, NewEvent } from '@league/contracts';

/** An event with a fresh id and a complete envelope, for tests and benchmarks that append directly. */
export function testEvent(
  type: string,
  data: unknown = {},
  actor: Actor = { role: 'admin', id: 'admin-1' },
): NewEvent {
  return {
    type,
    data,
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      actor,
      recordedAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}
