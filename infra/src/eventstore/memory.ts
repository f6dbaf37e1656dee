import {
  makePosition,
  type NewEvent,
  type Position,
  type RecordedEvent,
  comparePositions,
  upcastAll,
} from '@league/contracts';
import { type AppendResult, type EventStore, type ExpectedVersion, WrongExpectedVersionError } from './types';

/** An in-process store for unit tests of deciders and routes; same contract as the real adapters. */
export function createInMemoryEventStore(): EventStore {
  const log: RecordedEvent[] = [];
  const streams = new Map<string, RecordedEvent[]>();
  const listeners = new Set<() => void>();

  return {
    async append(
      streamId: string,
      events: readonly NewEvent[],
      expected: ExpectedVersion,
    ): Promise<AppendResult> {
      const stream = streams.get(streamId) ?? [];
      const first = events[0];
      if (first) {
        const existing = stream.findIndex((e) => e.metadata.eventId === first.metadata.eventId);
        if (existing !== -1) {
          const last = stream[existing + events.length - 1] ?? stream[stream.length - 1]!;
          return { nextExpectedVersion: last.streamVersion, position: last.position };
        }
      }
      const actual = stream.length === 0 ? 'no_stream' : stream.length - 1;
      const ok =
        expected === 'any' ||
        (expected === 'no_stream' && actual === 'no_stream') ||
        (typeof expected === 'number' && expected === actual);
      if (!ok) throw new WrongExpectedVersionError(streamId, expected, actual);
      for (const event of events) {
        const recorded: RecordedEvent = {
          ...event,
          streamId,
          streamVersion: stream.length,
          position: makePosition(1, log.length + 1),
        };
        stream.push(recorded);
        log.push(recorded);
      }
      streams.set(streamId, stream);
      listeners.forEach((listener) => listener());
      const last = stream[stream.length - 1];
      return {
        nextExpectedVersion: stream.length - 1,
        position: last ? last.position : makePosition(1, log.length),
      };
    },
    async readStream(streamId) {
      return upcastAll([...(streams.get(streamId) ?? [])]);
    },
    async readAll(after: Position | null, limit: number) {
      const from = after ? log.filter((e) => comparePositions(e.position, after) > 0) : log;
      return upcastAll(from.slice(0, limit));
    },
    async headPosition() {
      return log[log.length - 1]?.position ?? null;
    },
    onAppended(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
