/** A YYYY-MM-DD that names a day of the calendar (the API refuses any other `asOf`). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/*
 * Written by hand in en-US's words rather than with toLocaleDateString: each call of that makes a date
 * format of its own, and a page's first loads the browser's calendar data, tens of milliseconds on a
 * phone for every day of the race chart's axis.
 */
const dayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** "Friday, September 5, 2025" for 2025-09-05, whatever the visitor's time zone. */
export function dayText(isoDate: string): string {
  const day = dayOf(isoDate);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/** "Sep 5" for 2025-09-05: a game day on the race chart's axis. */
export function shortDayText(isoDate: string): string {
  const day = dayOf(isoDate);
  return `${MONTHS[day.getUTCMonth()]!.slice(0, 3)} ${day.getUTCDate()}`;
}
