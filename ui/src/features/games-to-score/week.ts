import type { ScheduleEntry } from '@league/contracts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isoOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Days since 1970-01-01 of a calendar date; null for text that is no day of the calendar. */
function dayNumber(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
  return isoOf(day) === isoDate ? day : null;
}

/** A week of play, Monday to Sunday (YYYY-MM-DD both). */
export interface PlayWeek {
  monday: string;
  sunday: string;
}

/** The Monday-to-Sunday week holding `isoDate` (today when it is no date). */
export function weekOf(isoDate: string, today: string): PlayWeek {
  const day = dayNumber(isoDate) ?? dayNumber(today) ?? 0;
  // 1970-01-01 was a Thursday: day 0 is three days after a Monday
  const monday = day - ((day + 3) % 7);
  return { monday: isoOf(monday), sunday: isoOf(monday + 6) };
}

/** The Monday `weeks` weeks from the week's (negative: before). */
export function mondayAfter(week: PlayWeek, weeks: number): string {
  return isoOf((dayNumber(week.monday) ?? 0) + 7 * weeks);
}

type Scorable = Pick<ScheduleEntry, 'kind' | 'isoDate' | 'time'>;

/** The week's games (no events), by day and time. */
export function gamesOfWeek<Item extends Scorable>(items: readonly Item[], week: PlayWeek): Item[] {
  return items
    .filter((item) => item.kind === 'game' && item.isoDate >= week.monday && item.isoDate <= week.sunday)
    .sort(
      (a, b) => a.isoDate.localeCompare(b.isoDate) || a.time.localeCompare(b.time, 'en', { numeric: true }),
    );
}
