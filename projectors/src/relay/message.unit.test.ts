import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@league/contracts';
import { toEventMessage, withoutSecrets } from './message';

const event: RecordedEvent = {
  type: 'CoachSignedUp',
  data: { coachId: 'c1', email: 'a@b.c', passwordHash: 'scrypt$…', nested: [{ passwordHash: 'x', keep: 1 }] },
  metadata: {
    eventId: 'e1',
    correlationId: 'c',
    causationId: null,
    actor: { role: 'public', id: null },
    recordedAt: '2026-01-01T00:00:00.000Z',
    schemaVersion: 1,
  },
  streamId: 'coach-c1',
  streamVersion: 0,
  position: '12.34',
};

describe('Kafka record of an event', () => {
  it('is keyed by stream id, carries id, type and position in headers, and never a password hash', () => {
    const message = toEventMessage(event);
    expect(message.key).toBe('coach-c1');
    expect(message.headers).toEqual({ eventId: 'e1', type: 'CoachSignedUp', position: '12.34' });
    expect(JSON.parse(message.value)).toEqual({
      type: 'CoachSignedUp',
      data: { coachId: 'c1', email: 'a@b.c', nested: [{ keep: 1 }] },
      metadata: event.metadata,
      streamId: 'coach-c1',
      streamVersion: 0,
      position: '12.34',
    });
    expect(message.value).not.toContain('passwordHash');
  });

  it('leaves scalars and data without secrets as they are', () => {
    expect(withoutSecrets(null)).toBeNull();
    expect(withoutSecrets('x')).toBe('x');
    expect(withoutSecrets({ a: [1, { b: 2 }] })).toEqual({ a: [1, { b: 2 }] });
  });
});
