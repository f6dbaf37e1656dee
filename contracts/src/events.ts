/**
 * The list of an event union's types, made from a record with one key per type: a type added to the
 * union and not to the record, or a key that is no type of the union, fails to compile, so a list can
 * never miss an event of its family (docs/architecture.md, "A projection").
 *
 *     export const VENUE_EVENT_TYPES = eventTypes<VenueEvent>({ VenueCreated: true, … });
 */
export function eventTypes<E extends { type: string }>(all: {
  readonly [T in E['type']]: true;
}): readonly E['type'][] {
  return Object.keys(all) as E['type'][];
}

/** Compiles only when `Same` is true: a check made at compile time, e.g. `Check<SameTypes<A, B>>`. */
export type Check<Same extends true> = Same;

/** true when the two sets of event types are the same, false otherwise. */
export type SameTypes<A extends string, B extends string> = [A] extends [B]
  ? [B] extends [A]
    ? true
    : false
  : false;
