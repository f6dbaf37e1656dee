import { positionParts, type RecordedEvent } from '@league/contracts';

/**
 * Helpers shared by the league-play projections. Rows keep the stream version of the last event that
 * changed them and every change is guarded by it, and removals are tombstones (`removed = true`), so a
 * batch applied twice changes nothing.
 */

/** The event's place in the global log as two numerics ("newest first" without wall clocks). */
export function logOrder(event: RecordedEvent): [string, string] {
  const { high, low } = positionParts(event.position);
  return [high.toString(), low.toString()];
}
