import type { NewEvent, Position, RecordedEvent } from '@league/contracts';

/**
 * Expected version of a stream at append time:
 * - a number: the streamVersion of the stream's last event (0 after one event);
 * - 'no_stream': the stream must not exist (uniqueness claims such as coachEmail-…);
 * - 'any': no check.
 */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  /** streamVersion of the last event now in the stream */
  nextExpectedVersion: number;
  /** position of the last appended event */
  position: Position;
}

export class WrongExpectedVersionError extends Error {
  constructor(
    public readonly streamId: string,
    public readonly expected: ExpectedVersion,
    public readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId} is at version ${String(actual)}, expected ${String(expected)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

export interface EventStore {
  /**
   * Appends atomically. Idempotent by event id: appending events whose ids are already recorded in that
   * stream (same ids, same order) records nothing and answers as the first append did.
   * Throws WrongExpectedVersionError on a version mismatch.
   */
  append(streamId: string, events: readonly NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  /** Every event of the stream in order; [] when the stream does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /**
   * The global log after `after` (exclusive; null = from the start), at most `limit` events, in global
   * order. Never returns an event while an earlier one might still be committed by a concurrent writer.
   */
  readAll(after: Position | null, limit: number): Promise<RecordedEvent[]>;
  /** Position of the last event readAll can see now (null when empty): used for lag. */
  headPosition(): Promise<Position | null>;
  /** Called (without arguments) whenever new events may be readable; returns an unsubscribe function. */
  onAppended(listener: () => void): () => void;
  close(): Promise<void>;
}
