import {
  calendarEventStream,
  conflict,
  gameStream,
  SCHEDULE_CONFLICT_MESSAGE,
  scheduleSlotStream,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { aggregate, type UniqueKey } from '../handling';
import type { SlotItem } from '../lookups';
import { loadCalendarEvent, loadGame } from '../lookups/streams';
import { calendarEventDecider, gameDecider, type CalendarEventState, type GameState } from './decider';
import { scheduleItem } from './items';

export interface Slot {
  venueId: string;
  date: string;
  time: string;
}

const sameSlot = (a: Slot, b: Slot) => a.venueId === b.venueId && a.date === b.date && a.time === b.time;

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
 * A booked item holds its slot (stream scheduleSlot-<venue>:<date>:<time>). The clash check of the
 * decider reads the projected schedule, so two bookings at one moment could both pass it; the claim,
 * appended at the version read, lets exactly one of them hold the slot, and the other is answered the
 * clash with the holder in `conflicts` (once it is recorded: a booking still being recorded cannot be
 * shown yet). A claim whose item is no longer there (a booking that crashed after its claim) is taken
 * over once it is stale. A booking saved anyway (allowConflict) claims nothing (docs/architecture.md).
 */
function slotKey(item: SlotItem, slot: Slot): UniqueKey {
  return {
    stream: scheduleSlotStream(slot),
    ownerId: ownerOf(item),
    takenMessage: SCHEDULE_CONFLICT_MESSAGE,
    holds: async (store, owner) => {
      const holder = itemOf(owner);
      return holder !== null && (await isAt(store, holder, slot));
    },
    refusal: async (store, owner) => {
      const holder = owner === null ? null : itemOf(owner);
      const shown = holder ? await scheduleItem(store, holder) : null;
      return conflict(SCHEDULE_CONFLICT_MESSAGE, { conflicts: shown ? [shown] : [] });
    },
  };
}

const gameSlot = (state: GameState) =>
  state.status === 'active' ? [slotKey({ itemId: state.game.gameId, kind: 'game' }, state.game)] : [];
const eventSlot = (state: CalendarEventState) =>
  state.status === 'active' ? [slotKey({ itemId: state.event.eventId, kind: 'event' }, state.event)] : [];

/** A game on its stream, holding its slot while scheduled. */
export const gameAggregate = aggregate(gameDecider, gameStream, gameSlot);
/** A calendar event on its stream, holding its slot while scheduled. */
export const calendarEventAggregate = aggregate(calendarEventDecider, calendarEventStream, eventSlot);
