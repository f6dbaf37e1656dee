import { makePosition, type EventMetadata, type RecordedEvent } from '@league/contracts';
import { sqlPersonalData } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';

/**
 * An event of a specification as the test writes it: its type and data, with the envelope filled in when
 * it is recorded (see `Recorder`). Passing the same object again in a later batch delivers that recorded
 * event again (same stream version and position), as a retried batch would.
 */
export interface GivenEvent {
  readonly type: string;
  readonly data: unknown;
  /** the stream; by default `<name>-<id>` of the data's first field named `<name>Id` (team-…, game-…) */
  readonly stream?: string;
  /** the stream version; by default one more than the stream's last (0 for its first event) */
  readonly version?: number;
  readonly metadata?: Partial<EventMetadata>;
  /** its personal fields sealed in the log with the person's key, as the command side records them */
  readonly sealed?: boolean;
}

/** A uuid numbered for tests: uuid(7) is 00000000-0000-4000-8000-000000000007. */
export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The time an event at this position of the log was recorded: one minute apart from 2026-01-01 00:00. */
export const recordedAtOf = (position: number): string =>
  new Date(Date.UTC(2026, 0, 1, 0, position)).toISOString();

function defaultStream(event: GivenEvent): string {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const key = Object.keys(data).find((k) => /^[a-z]\w*Id$/.test(k) && typeof data[k] === 'string');
  return key ? `${key.slice(0, -2)}-${String(data[key])}` : 'spec-stream';
}

/**
 * Gives each event of a log its envelope: the next position of the log, the next version of its
 * stream, an admin actor and a recording time one minute after the previous event's. One recorder per
 * log: the positions and versions start again with every scenario.
 */
export class Recorder {
  private position = 0;
  private readonly versions = new Map<string, number>();
  private readonly recorded = new Map<GivenEvent, RecordedEvent>();

  constructor(private readonly db: SqlClient) {}

  /** The recorded event, and whether it is a delivery again of one recorded before. */
  async record(event: GivenEvent): Promise<{ event: RecordedEvent; again: boolean }> {
    const known = this.recorded.get(event);
    if (known) return { event: known, again: true };
    this.position += 1;
    const streamId = event.stream ?? defaultStream(event);
    const streamVersion = event.version ?? (this.versions.get(streamId) ?? -1) + 1;
    this.versions.set(streamId, Math.max(streamVersion, this.versions.get(streamId) ?? -1));
    let recorded: RecordedEvent = {
      type: event.type,
      data: event.data,
      streamId,
      streamVersion,
      position: makePosition(1, this.position),
      metadata: {
        eventId: uuid(this.position),
        correlationId: uuid(this.position),
        causationId: null,
        actor: { role: 'admin', id: 'admin-1' },
        recordedAt: recordedAtOf(this.position),
        schemaVersion: 1,
        ...event.metadata,
      },
    };
    if (event.sealed) recorded = await sqlPersonalData(this.db).seal(recorded);
    this.recorded.set(event, recorded);
    return { event: recorded, again: false };
  }
}

/**
 * A log a rebuild could read: each stream's versions rise with the log. A log with an out-of-date
 * version written on purpose is not one, so a fold (which never sees such a log) is not held to it.
 */
export function isWellFormed(log: readonly RecordedEvent[]): boolean {
  const last = new Map<string, number>();
  for (const event of log) {
    if ((last.get(event.streamId) ?? -1) >= event.streamVersion) return false;
    last.set(event.streamId, event.streamVersion);
  }
  return true;
}
