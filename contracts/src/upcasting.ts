/**
 * Events recorded in an older shape, read in today's (docs/architecture.md, "Events that change
 * shape"). The log is never rewritten: an event store hands every event it reads through `upcast`, so
 * deciders, projections, the relay and the notifier only ever see the current shapes. An upcaster is a
 * pure function of one event's data, keyed by the event type; it must leave data already in the current
 * shape as it is (a store may read an event it appended a moment ago) and must not touch a sealed
 * personal field (opening happens after upcasting, docs/personal-data.md).
 */

import { PLAYER_DETAIL_DEFAULTS } from './league/commands/players';

type Upcaster = (data: unknown) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A roster slot recorded before the registration events spoke of `birthYear`: its `BY` (the registration
 * form's field name, docs/rules.md §3, which the form keeps) becomes `birthYear`.
 */
function rosterSlotWithBirthYear(slot: unknown): unknown {
  if (!isRecord(slot) || !('BY' in slot)) return slot;
  const { BY, ...rest } = slot;
  return { ...rest, birthYear: rest.birthYear ?? BY ?? null };
}

const registeredTeamWithBirthYears: Upcaster = (data) => {
  if (!isRecord(data) || !Array.isArray(data.roster)) return data;
  if (!data.roster.some((slot) => isRecord(slot) && 'BY' in slot)) return data;
  return { ...data, roster: data.roster.map(rosterSlotWithBirthYear) };
};

/** A player recorded before one of their fields existed: the field's default (PLAYER_DETAIL_DEFAULTS). */
const playerWithEveryField: Upcaster = (data) => {
  if (!isRecord(data)) return data;
  const missing = Object.keys(PLAYER_DETAIL_DEFAULTS).filter((key) => !(key in data));
  if (missing.length === 0) return data;
  return { ...PLAYER_DETAIL_DEFAULTS, ...data };
};

const UPCASTERS: Readonly<Record<string, Upcaster>> = {
  PlayerCreated: playerWithEveryField,
  PlayerUpdated: playerWithEveryField,
  TeamRegistered: registeredTeamWithBirthYears,
  RegisteredTeamEdited: registeredTeamWithBirthYears,
};

/** The event in today's shape: the same object when it already is. */
export function upcast<E extends { type: string; data?: unknown }>(event: E): E {
  const upcaster = UPCASTERS[event.type];
  if (!upcaster) return event;
  const data = upcaster(event.data);
  return data === event.data ? event : { ...event, data };
}

/** The events in today's shapes (see `upcast`). */
export const upcastAll = <E extends { type: string; data?: unknown }>(events: E[]): E[] => {
  let changed: E[] | null = null;
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    const next = upcast(event);
    if (next !== event) (changed ??= events.slice())[i] = next;
  }
  return changed ?? events;
};
