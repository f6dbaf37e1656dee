/**
 * How the site writes dates and times, for the API (schedule items, iCalendar) and the UI alike:
 * "weekday plus abbreviated month and day" and 12-hour times (00 and 24 → 12 am, 12 → 12 pm).
 * Inputs are the command formats: `YYYY-MM-DD` dates and `HH:MM` 24-hour times.
 */

const MONTHS = [
  'Jan.',
  'Feb.',
  'Mar.',
  'Apr.',
  'May',
  'June',
  'July',
  'Aug.',
  'Sept.',
  'Oct.',
  'Nov.',
  'Dec.',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})$/;

function parts(isoDate: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${isoDate}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** "Friday" for 2025-09-05 (the calendar's weekday, whatever the machine's time zone). */
export function dayOfWeek(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

/** "Sept. 5" for 2025-09-05. */
export function monthAndDay(isoDate: string): string {
  const { month, day } = parts(isoDate);
  return `${MONTHS[month - 1] ?? ''} ${day}`;
}

/** "Friday, Sept. 5" for 2025-09-05. */
export function formatDate(isoDate: string): string {
  return `${dayOfWeek(isoDate)}, ${monthAndDay(isoDate)}`;
}

/** "MM/DD" for 2025-09-05 → "09/05" (the schedule item's `date`). */
export function shortDate(isoDate: string): string {
  const { month, day } = parts(isoDate);
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}

/** "7:30 pm" for 19:30; 00:15 and 24:15 → "12:15 am"; 12:00 → "12:00 pm". */
export function formatTime(time: string): string {
  const match = TIME.exec(time);
  if (!match) return time;
  const hour = Number(match[1]) % 24;
  const suffix = hour < 12 ? 'am' : 'pm';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

/** Minutes since midnight, so schedules sort by time as a time ("9:00" before "10:00"). */
export function minutesOfDay(time: string): number {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/**
 * A person's name as the site writes it everywhere (pages, titles, messages, the audit trail):
 * "Wayne D. Gretzky", the first name, the middle initial with its dot when there is one, the last name.
 */
export function playerName(person: { firstName: string; lastName: string; middleInitial?: string | null }) {
  const initial = person.middleInitial?.trim().replace(/\.$/, '');
  return [person.firstName.trim(), initial ? `${initial}.` : '', person.lastName.trim()]
    .filter(Boolean)
    .join(' ');
}
