import { formatDate, formatTime } from '@league/contracts/formatting';

/**
 * The date rules of the home page's copy: the year comes from today, never from the code, and every
 * date the page shows carries its year, so nothing on it reads as current when it is not.
 */

/** Today on this device's calendar, YYYY-MM-DD. */
export function todayOnThisDevice(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The year of a YYYY-MM-DD date. */
export const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));

/** "Thursday, Nov. 26, 2026": the weekday, month and day of docs/rules.md §2, and the year. */
export function dateWithYear(isoDate: string): string {
  return `${formatDate(isoDate)}, ${yearOf(isoDate)}`;
}

/** "Thursday, Nov. 26, 2026 · 7:30 pm" */
export function dateAndTime(isoDate: string, time: string): string {
  return `${dateWithYear(isoDate)} · ${formatTime(time)}`;
}

/**
 * The years a list of dates covers from today on, for a title: "2026" when they all fall in this year
 * (or there are none), "2026–2027" when they reach into a later one.
 */
export function yearsFrom(today: string, isoDates: readonly string[]): string {
  const first = yearOf(today);
  const last = isoDates.reduce((latest, date) => Math.max(latest, yearOf(date)), first);
  return last > first ? `${first}–${last}` : String(first);
}

/**
 * The tournaments to call players to register for: those open for registration (the server decides, by
 * its close date on the league's calendar), the soonest to close first.
 */
export function openForRegistration<
  T extends { isOpen: boolean; closeDate: string; leagueNameAndDesc: string },
>(tournaments: readonly T[] | undefined): T[] {
  return (tournaments ?? [])
    .filter((tournament) => tournament.isOpen)
    .sort(
      (a, b) =>
        a.closeDate.localeCompare(b.closeDate) || a.leagueNameAndDesc.localeCompare(b.leagueNameAndDesc),
    );
}
