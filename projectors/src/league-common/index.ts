import { positionParts, type RecordedEvent } from '@league/contracts';

/**
 * Helpers shared by the league-play projections. Rows keep the stream version of the last event that
 * changed them and every write is guarded by it (`WHERE version < $v`), and removals are tombstones
 * (`removed = true`), so a batch applied twice changes nothing.
 */

/** The event's place in the global log as two numerics ("newest first" without wall clocks). */
export function logOrder(event: RecordedEvent): [string, string] {
  const { high, low } = positionParts(event.position);
  return [high.toString(), low.toString()];
}

/** The typed payload of an event the projection handles. */
export function payload<T>(event: RecordedEvent): T {
  return event.data as T;
}
