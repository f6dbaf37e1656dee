export { scheduleCalendar, summaryOf, ICS_CONTENT_TYPE } from './calendar';
export { escapeText, foldLine } from './text';
export { vtimezone } from './timezone';
