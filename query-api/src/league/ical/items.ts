import type { CalendarItemRow } from '@league/read-models/schedule';
import { toItem } from '../items';
import type { CalendarItem } from './calendar';

/** A feed's item of a row: the schedule item, its venue's address, revision and times of change. */
export const toCalendarItem = (row: CalendarItemRow): CalendarItem => ({
  ...toItem(row),
  venueAddress: row.venue_address,
  sequence: row.sequence,
  lastModified: row.changed_at,
  cancelledAt: row.removed_at,
});
