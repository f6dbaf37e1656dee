import type { Position } from './position';

/**
 * Who acts: a member of staff by their role at the time (`owner`, `admin`, `scorekeeper`: an admin
 * account, docs/accounts.md), a coach, a visitor, or the site itself.
 */
export type Role = 'owner' | 'admin' | 'scorekeeper' | 'coach' | 'public' | 'system';

export interface Actor {
  role: Role;
  /** account id of the member of staff (adminId) or coach; null for the public and the system */
  id: string | null;
}

export interface EventMetadata {
  eventId: string;
  correlationId: string;
  causationId: string | null;
  actor: Actor;
  /** ISO timestamp */
  recordedAt: string;
  schemaVersion: number;
}

/** An event as it is handed to the store. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** An event as it comes back from the store. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  streamId: string;
  /** 0 for the first event of a stream */
  streamVersion: number;
  position: Position;
}

/** Stream names are `category-id`; the category is everything before the first dash. */
export function streamName(category: string, id: string): string {
  return `${category}-${id}`;
}

export function streamCategory(streamId: string): string {
  const dash = streamId.indexOf('-');
  return dash === -1 ? streamId : streamId.slice(0, dash);
}
