import type { ScheduleEntry } from '@league/contracts';

type Slotted = Pick<ScheduleEntry, 'isoDate' | 'time' | 'venueId'>;

/** Items that share a date, time and venue with another item: one group per clash, in schedule order. */
export function findConflicts<Item extends Slotted>(items: readonly Item[]): Item[][] {
  const slots = new Map<string, Item[]>();
  for (const item of items) {
    const slot = `${item.isoDate} ${item.time} ${item.venueId}`;
    slots.set(slot, [...(slots.get(slot) ?? []), item]);
  }
  return [...slots.values()].filter((group) => group.length > 1);
}
