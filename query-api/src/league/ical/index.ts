export {
  calendarDisposition,
  calendarFileName,
  cancelledSince,
  requestOrigin,
  scheduleCalendar,
  summaryOf,
  CANCELLED_DAYS,
  ICS_CONTENT_TYPE,
  type CalendarItem,
} from './calendar';
export { toCalendarItem } from './items';
export { escapeText, foldLine } from './text';
export { vtimezone } from './timezone';
