// Calendar events (non-game schedule items).
import { eventTypes } from '../../events';

export interface CalendarEventFields {
  eventId: string;
  eventName: string;
  date: string;
  time: string;
  venueId: string;
  leagueId: string | null;
}
export interface CalendarEventScheduled {
  type: 'CalendarEventScheduled';
  data: CalendarEventFields;
}
export interface CalendarEventUpdated {
  type: 'CalendarEventUpdated';
  data: CalendarEventFields;
}
export interface CalendarEventRemoved {
  type: 'CalendarEventRemoved';
  data: { eventId: string };
}
export type CalendarEventEvent = CalendarEventScheduled | CalendarEventUpdated | CalendarEventRemoved;
export const CALENDAR_EVENT_EVENT_TYPES = eventTypes<CalendarEventEvent>({
  CalendarEventScheduled: true,
  CalendarEventUpdated: true,
  CalendarEventRemoved: true,
});
