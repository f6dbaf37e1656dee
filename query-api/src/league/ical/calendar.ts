import type { ScheduleItem } from '@league/contracts';
import { escapeText, joinLines, localDateTime, utcDateTime } from './text';
import { vtimezone } from './timezone';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The site's domain part of every UID: an item keeps its UID in every feed and across updates. */
const UID_DOMAIN = 'ballhockey.league';

/** How long a removed item stays in the feeds, as cancelled, after its removal. */
export const CANCELLED_DAYS = 30;
const DAY_MS = 86_400_000;

/** How often a calendar app should fetch the feed again (RFC 7986 REFRESH-INTERVAL). */
const REFRESH = 'PT1H';

/**
 * A schedule item as a feed shows it: the item, its venue's address, its revision (SEQUENCE), the time of
 * its last change and, for a removed item, the time of its removal (ISO times).
 */
export interface CalendarItem extends ScheduleItem {
  venueAddress: string | null;
  sequence: number;
  lastModified: string;
  cancelledAt: string | null;
}

/** The earliest removal a feed still shows at `now` (ISO): removals older than CANCELLED_DAYS drop out. */
export const cancelledSince = (now: Date): string =>
  new Date(now.getTime() - CANCELLED_DAYS * DAY_MS).toISOString();

const shown = (item: CalendarItem, since: string) =>
  item.cancelledAt === null || new Date(item.cancelledAt).getTime() >= new Date(since).getTime();

/** "visitor @ home" for a game (TBD for a team not known yet), the name of an event. */
function matchup(item: ScheduleItem): string {
  if (item.kind === 'event') return item.eventName ?? '';
  return `${item.visitorTeamName ?? 'TBD'} @ ${item.homeTeamName ?? 'TBD'}`;
}

/** SUMMARY: the matchup of a game or the name of an event, "Cancelled: " before it once removed. */
export function summaryOf(item: ScheduleItem & { cancelledAt?: string | null }): string {
  return item.cancelledAt ? `Cancelled: ${matchup(item)}` : matchup(item);
}

/** LOCATION: the venue's name and address. */
function locationOf(item: CalendarItem): string {
  return [item.venueName, item.venueAddress ?? ''].filter((part) => part !== '').join(', ');
}

/** DESCRIPTION: the league, the matchup (visitor at home), the kind of game and its result, one a line. */
function descriptionOf(item: CalendarItem): string {
  const lines = [item.leagueName ?? ''];
  if (item.kind === 'game') {
    lines.push(`${item.visitorTeamName ?? 'TBD'} (visitor) at ${item.homeTeamName ?? 'TBD'} (home)`);
    if (item.championship) lines.push('Championship game');
    else if (item.playoff) lines.push('Playoff game');
    if (item.score !== '') lines.push(`${item.status} ${item.score}`);
  } else {
    lines.push(item.eventName ?? '');
  }
  if (item.cancelledAt)
    lines.push(item.kind === 'game' ? 'This game is cancelled.' : 'This event is cancelled.');
  return lines.filter((line) => line !== '').join('\n');
}

/**
 * An iCalendar object (RFC 5545) of schedule items: one VEVENT each, starting at the item's local date and
 * time in `timeZone` (one hour long), described by a VTIMEZONE of that zone. Each VEVENT keeps its UID,
 * carries its SEQUENCE and, as DTSTAMP and LAST-MODIFIED, the time of its last change; a removed item is
 * STATUS:CANCELLED for CANCELLED_DAYS after its removal, then leaves the feed. A game links to its summary
 * on `origin` (none without origin).
 */
export function scheduleCalendar(options: {
  name: string;
  timeZone: string;
  items: readonly CalendarItem[];
  origin: string | null;
  now?: Date;
}): string {
  const now = options.now ?? new Date();
  const since = cancelledSince(now);
  const items = options.items.filter((item) => shown(item, since));
  const year = items[0] ? Number(items[0].isoDate.slice(0, 4)) : now.getUTCFullYear();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//State Ball Hockey League//Schedules//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(options.name)}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...vtimezone(options.timeZone, year),
  ];
  for (const item of items) {
    const changed = utcDateTime(new Date(item.lastModified));
    const url =
      item.kind === 'game' && !item.cancelledAt && options.origin
        ? `${options.origin}/gameSummary/${item._id}`
        : null;
    const location = locationOf(item);
    const description = descriptionOf(item);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item._id}@${UID_DOMAIN}`,
      `DTSTAMP:${changed}`,
      `LAST-MODIFIED:${changed}`,
      `SEQUENCE:${item.sequence}`,
      `STATUS:${item.cancelledAt ? 'CANCELLED' : 'CONFIRMED'}`,
      `DTSTART;TZID=${options.timeZone}:${localDateTime(item.isoDate, item.time)}`,
      'DURATION:PT1H',
      `SUMMARY:${escapeText(summaryOf(item))}`,
      ...(location ? [`LOCATION:${escapeText(location)}`] : []),
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      ...(url ? [`URL:${url}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return joinLines(lines);
}

/** A file name for a feed named `name`: lowercase ASCII letters, digits and dashes, then ".ics". */
export function calendarFileName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const next = slug === '' ? word : `${slug}-${word}`;
    if (next.length > 80) break;
    slug = next;
  }
  return `${slug || 'calendar'}.ics`;
}

/** Content-Disposition of a feed named `name`: shown inline, saved under its slug. */
export const calendarDisposition = (name: string) => `inline; filename="${calendarFileName(name)}"`;

const SAFE_HOST = /^(?:[a-z\d.-]+|\[[\d.:a-f]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin as the request reached it ("https://league.example"): the protocol and host the
 * HTTP layer reports, which follow X-Forwarded-Proto and X-Forwarded-Host only from a trusted proxy
 * (trustProxy). Null for a host that is not a plain host name or address (and port).
 */
export function requestOrigin(request: { protocol: string; host: string }): string | null {
  if (request.protocol !== 'http' && request.protocol !== 'https') return null;
  if (!SAFE_HOST.test(request.host)) return null;
  return `${request.protocol}://${request.host}`;
}
