import type { ScheduleItem } from '@league/contracts';
import { escapeText, joinLines, localDateTime, utcDateTime } from './text';
import { vtimezone } from './timezone';

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The site's domain part of every UID: an item keeps its UID in every feed and across updates. */
const UID_DOMAIN = 'ballhockey.league';

/** SUMMARY: "visitor @ home" for a game (TBD for a team not known yet), the name of an event. */
export function summaryOf(item: ScheduleItem): string {
  if (item.kind === 'event') return item.eventName ?? '';
  return `${item.visitorTeamName ?? 'TBD'} @ ${item.homeTeamName ?? 'TBD'}`;
}

function descriptionOf(item: ScheduleItem): string {
  const parts = [item.leagueName ?? ''];
  if (item.championship) parts.push('Championship game');
  else if (item.playoff) parts.push('Playoff game');
  if (item.score !== '') parts.push(`${item.status} ${item.score}`);
  return parts.filter((p) => p !== '').join(' - ');
}

/**
 * An iCalendar object (RFC 5545) of schedule items: one VEVENT each, starting at the item's local date
 * and time in `timeZone` (one hour long), described by a VTIMEZONE of that zone.
 */
export function scheduleCalendar(options: {
  name: string;
  timeZone: string;
  items: readonly ScheduleItem[];
  now?: Date;
}): string {
  const now = options.now ?? new Date();
  const stamp = utcDateTime(now);
  const year = options.items[0] ? Number(options.items[0].isoDate.slice(0, 4)) : now.getUTCFullYear();
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//State Ball Hockey League//Schedules//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...vtimezone(options.timeZone, year),
  ];
  for (const item of options.items) {
    const description = descriptionOf(item);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item._id}@${UID_DOMAIN}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${options.timeZone}:${localDateTime(item.isoDate, item.time)}`,
      'DURATION:PT1H',
      `SUMMARY:${escapeText(summaryOf(item))}`,
      `LOCATION:${escapeText(item.venueName)}`,
      ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return joinLines(lines);
}
