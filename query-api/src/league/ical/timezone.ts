/**
 * A VTIMEZONE component (RFC 5545 3.6.5) for an IANA time zone, derived from the platform's time-zone
 * data: the zone's transitions in `year` give the offsets, the names and the yearly rules
 * (e.g. America/New_York: daylight from the 2nd Sunday of March, standard from the 1st Sunday of November).
 */

const DAY = 86_400_000;
const DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The zone's offset from UTC in minutes at `instant`. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, timeZoneName: 'longOffset' | 'short'): Intl.DateTimeFormat {
  const key = `${timeZone} ${timeZoneName}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName });
    formatters.set(key, found);
  }
  return found;
}

export function offsetMinutes(timeZone: string, instant: number): number {
  const name =
    formatter(timeZone, 'longOffset')
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function shortName(timeZone: string, instant: number): string {
  return (
    formatter(timeZone, 'short')
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** "-0500" */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

interface Transition {
  /** the first instant with the new offset */
  at: number;
  from: number;
  to: number;
}

/** The instants in `year` where the zone's offset changes (day steps, then bisection to the minute). */
export function transitions(timeZone: string, year: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let previous = Date.UTC(year, 0, 1);
  let previousOffset = offsetMinutes(timeZone, previous);
  for (let t = previous + DAY; t <= end; t += DAY) {
    const offset = offsetMinutes(timeZone, t);
    if (offset !== previousOffset) {
      let low = previous;
      let high = t;
      while (high - low > 60_000) {
        const mid = low + Math.floor((high - low) / 120_000) * 60_000;
        if (offsetMinutes(timeZone, mid) === previousOffset) low = mid;
        else high = mid;
      }
      found.push({ at: high, from: previousOffset, to: offset });
    }
    previous = t;
    previousOffset = offset;
  }
  return found;
}

function component(kind: 'STANDARD' | 'DAYLIGHT', timeZone: string, t: Transition): string[] {
  const local = new Date(t.at + t.from * 60_000);
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), month, 0)).getUTCDate();
  const week = day > daysInMonth - 7 && day > 21 ? -1 : Math.ceil(day / 7);
  const stamp = `1970${String(month).padStart(2, '0')}${String(firstMatching1970(month, week, local.getUTCDay())).padStart(2, '0')}T${String(local.getUTCHours()).padStart(2, '0')}${String(local.getUTCMinutes()).padStart(2, '0')}00`;
  return [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${formatOffset(t.from)}`,
    `TZOFFSETTO:${formatOffset(t.to)}`,
    `TZNAME:${shortName(timeZone, t.at)}`,
    `DTSTART:${stamp}`,
    `RRULE:FREQ=YEARLY;BYMONTH=${month};BYDAY=${week}${DAYS[local.getUTCDay()] ?? 'SU'}`,
    `END:${kind}`,
  ];
}

/** The day of 1970's `month` that is the `week`-th (or last, -1) `weekday`: DTSTART must match the RRULE. */
function firstMatching1970(month: number, week: number, weekday: number): number {
  const daysInMonth = new Date(Date.UTC(1970, month, 0)).getUTCDate();
  const days = Array.from({ length: daysInMonth }, (_, i) => i + 1).filter(
    (d) => new Date(Date.UTC(1970, month - 1, d)).getUTCDay() === weekday,
  );
  return (week === -1 ? days[days.length - 1] : days[week - 1]) ?? 1;
}

/** The VTIMEZONE lines of `timeZone`, with the rules in force in `year`. */
export function vtimezone(timeZone: string, year: number): string[] {
  const changes = transitions(timeZone, year);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 2) {
    for (const t of changes) lines.push(...component(t.to > t.from ? 'DAYLIGHT' : 'STANDARD', timeZone, t));
  } else {
    const offset = offsetMinutes(timeZone, Date.UTC(year, 0, 1));
    lines.push(
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${formatOffset(offset)}`,
      `TZOFFSETTO:${formatOffset(offset)}`,
      `TZNAME:${shortName(timeZone, Date.UTC(year, 0, 1))}`,
      'DTSTART:19700101T000000',
      'END:STANDARD',
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
