import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  conflict,
  START,
  type Actor,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '@league/contracts';
import { type EventStore, WrongExpectedVersionError } from '@league/infra/eventstore';
import { CONCURRENT_CHANGE_MESSAGE } from '@league/infra/http';
import { fold, type Decider, type DomainEvent } from './decider';

export const ID_TAKEN_MESSAGE = 'This id is already used by a different record.';
const SCHEMA_VERSION = 1;
const ATTEMPTS = 3;

/** Who asks, and the request it came with: what every recorded event's metadata carries. */
export interface CommandContext {
  actor: Actor;
  correlationId: string;
  causationId: string | null;
  now: () => Date;
}

export interface HandleOptions {
  /** `If-Match`: the stream version the caller's form was loaded with; a different one is a 409 */
  expectedVersion?: number;
  /**
   * A create with a caller-chosen id: when the stream already exists and begins with exactly the
   * events this command would record, the command was already handled: answer as then, record nothing.
   * Anything else in that stream is a 409.
   */
  create?: boolean;
  /**
   * The stream as the caller has just read it (to check rules that need its state first): the first
   * attempt decides on it instead of reading the stream again. A retry after a conflict reads afresh.
   */
  past?: readonly RecordedEvent[];
}

/** What the loop lets its caller do between a decision and its append (the keys step of handle.ts). */
export interface AppendHooks<State, Event extends DomainEvent> {
  /** Runs before each append with the state decided on and the events to record; what it throws ends the command. */
  beforeAppend?(state: State, events: readonly Event[]): Promise<void>;
}

export interface HandleResult {
  /** position of the command's last event (or, when nothing was recorded, of the answer it repeats) */
  position: Position;
  /** stream version after the command */
  streamVersion: number;
  /** whether this call recorded events */
  recorded: boolean;
}

export function toNewEvents(events: readonly DomainEvent[], context: CommandContext): NewEvent[] {
  const recordedAt = context.now().toISOString();
  return events.map((event) => ({
    type: event.type,
    data: event.data,
    metadata: {
      eventId: randomUUID(),
      correlationId: context.correlationId,
      causationId: context.causationId,
      actor: context.actor,
      recordedAt,
      schemaVersion: SCHEMA_VERSION,
    },
  }));
}

/** Same types and data (as JSON: key order and undefined fields do not count). */
function sameEvents(intended: readonly DomainEvent[], recorded: readonly RecordedEvent[]): boolean {
  return (
    intended.length <= recorded.length &&
    intended.every(
      (event, i) =>
        event.type === recorded[i]!.type &&
        isDeepStrictEqual(
          JSON.parse(JSON.stringify(event.data)),
          JSON.parse(JSON.stringify(recorded[i]!.data)),
        ),
    )
  );
}

/**
 * Load stream → fold → decide → append with the version that was read. A concurrent append in between
 * is retried on the fresh state (the decision is remade, never overwritten), up to ATTEMPTS times,
 * except when the caller sent If-Match: then the caller's view is stale and that is a 409.
 */
export async function decideAndAppend<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  options: HandleOptions = {},
  hooks: AppendHooks<State, Event> = {},
): Promise<HandleResult> {
  if (options.create && !options.past) {
    // a create expects no stream: try that first, and read the stream only when it exists (a retry, or a
    // clash of ids), which saves every create its read
    const initial = decider.initialState();
    const events = decider.decide(command, initial);
    if (events.length > 0) {
      try {
        await hooks.beforeAppend?.(initial, events);
        const appended = await store.append(streamId, toNewEvents(events, context), 'no_stream');
        return { position: appended.position, streamVersion: appended.nextExpectedVersion, recorded: true };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      }
    }
  }
  for (let attempt = 1; ; attempt++) {
    const past = attempt === 1 && options.past ? options.past : await store.readStream(streamId);
    const version = past.length - 1;

    if (options.create && past.length > 0) {
      const intended = decider.decide(command, decider.initialState());
      if (intended.length > 0 && sameEvents(intended, past)) {
        return { position: past[intended.length - 1]!.position, streamVersion: version, recorded: false };
      }
      throw conflict(ID_TAKEN_MESSAGE);
    }
    // on a stream that does not exist the decider answers (404), not the version check
    if (options.expectedVersion !== undefined && past.length > 0 && options.expectedVersion !== version) {
      throw conflict(CONCURRENT_CHANGE_MESSAGE);
    }

    const state = fold(decider, past);
    const events = decider.decide(command, state);
    if (events.length === 0) {
      return { position: past[past.length - 1]?.position ?? START, streamVersion: version, recorded: false };
    }
    try {
      await hooks.beforeAppend?.(state, events);
      const appended = await store.append(
        streamId,
        toNewEvents(events, context),
        past.length === 0 ? 'no_stream' : version,
      );
      return { position: appended.position, streamVersion: appended.nextExpectedVersion, recorded: true };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (options.expectedVersion !== undefined || attempt >= ATTEMPTS)
        throw conflict(CONCURRENT_CHANGE_MESSAGE);
    }
  }
}
