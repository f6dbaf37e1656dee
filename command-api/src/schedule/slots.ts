import { LeagueError, SCHEDULE_CONFLICT_MESSAGE } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import type { CommandContext } from '../handling';
import type { SlotItem } from '../lookups';
import { loadCalendarEvent, loadGame } from '../lookups/streams';
import { claimKey, keyOwner, releaseKey } from '../unique-keys';
import { scheduleSlotStream } from '@league/contracts';

export interface Slot {
  venueId: string;
  date: string;
  time: string;
}

export const sameSlot = (a: Slot, b: Slot) =>
  a.venueId === b.venueId && a.date === b.date && a.time === b.time;

// the owner of a slot claim names the kind too, so a clash can be shown as the schedule item it is
const ownerOf = (item: SlotItem) => `${item.kind}:${item.itemId}`;
function itemOf(owner: string): SlotItem | null {
  const [kind, itemId] = owner.split(':');
  return (kind === 'game' || kind === 'event') && itemId ? { kind, itemId } : null;
}

async function isAt(store: EventStore, item: SlotItem, slot: Slot): Promise<boolean> {
  if (item.kind === 'game') {
    const state = await loadGame(store, item.itemId);
    return state.status === 'active' && sameSlot(state.game, slot);
  }
  const state = await loadCalendarEvent(store, item.itemId);
  return state.status === 'active' && sameSlot(state.event, slot);
}

/**
 * Takes the slot (stream scheduleSlot-<venue>:<date>:<time>) for the item. The clash check of the
 * decider reads the projected schedule, so two bookings at one moment could both pass it; the claim,
 * appended at the version read, lets exactly one of them hold the slot. Answers whether this call made
 * the claim, or the item holding the slot instead. A claim whose item is no longer there (a booking that
 * crashed after its claim) is taken over once it is stale.
 */
export async function claimSlot(
  store: EventStore,
  item: SlotItem,
  slot: Slot,
  context: CommandContext,
): Promise<{ claimed: boolean; heldBy: SlotItem | null }> {
  const stream = scheduleSlotStream(slot);
  const claim = {
    stream,
    ownerId: ownerOf(item),
    takenMessage: SCHEDULE_CONFLICT_MESSAGE,
    holds: async (owner: string) => {
      const holder = itemOf(owner);
      return holder !== null && (await isAt(store, holder, slot));
    },
  };
  try {
    return { claimed: await claimKey(store, claim, context), heldBy: null };
  } catch (error) {
    if (!(error instanceof LeagueError && error.status === 409)) throw error;
    const owner = await keyOwner(store, stream);
    return { claimed: false, heldBy: owner ? itemOf(owner) : null };
  }
}

/** Lets go of the slot when the item holds it (moved elsewhere, removed, or its booking refused). */
export async function releaseSlot(
  store: EventStore,
  item: SlotItem,
  slot: Slot,
  context: CommandContext,
): Promise<void> {
  await releaseKey(store, scheduleSlotStream(slot), ownerOf(item), context);
}
