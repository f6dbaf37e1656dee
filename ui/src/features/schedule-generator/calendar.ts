import {
  daysBetween,
  MAX_SEASON_DAYS,
  WEEKDAYS,
  type ProposedGame,
  type ScheduleProposalAnswer,
  type Weekday,
} from '@league/contracts';
import { formatDate, formatTime, minutesOfDay } from '@league/contracts/formatting';

/**
 * The proposal's games on a calendar, and the moves and swaps the admin makes before applying it
 * (docs/api.md, "Schedule generator"): a game keeps its matchup and takes another weekly slot of the
 * season, so the apply is not refused for changed matchups.
 */

export type ProposalParameters = ScheduleProposalAnswer['parameters'];

/** One date, time and venue a game can take. */
export interface Slot {
  date: string;
  time: string;
  venueId: string;
}

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week of a `YYYY-MM-DD` date, by the name the request gives it. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The Monday of the week of `date` (the calendar's weeks run Monday to Sunday). */
export const mondayOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));

/** The last day a game may be: the end date, or for an open-ended season the longest a season lasts. */
export const lastDayOf = (parameters: Pick<ProposalParameters, 'startDate' | 'endDate'>) =>
  parameters.endDate ?? addDays(parameters.startDate, MAX_SEASON_DAYS - 1);

export const slotKey = (slot: Slot) => `${slot.date} ${slot.time} ${slot.venueId}`;

export const sameSlot = (a: Slot, b: Slot) => slotKey(a) === slotKey(b);

/** A game of the proposal with its place in the list (what the apply's messages number from 1). */
export interface NumberedGame {
  index: number;
  game: ProposedGame;
}

export interface CalendarDay {
  date: string;
  weekday: Weekday;
  /** by time, then venue, then the proposal's order */
  games: NumberedGame[];
  /** the slots of this day already taken by another game or event of the schedule */
  booked: Slot[];
  blackout: boolean;
}

export interface CalendarWeek {
  /** its Monday */
  monday: string;
  /** Monday to Sunday */
  days: CalendarDay[];
}

/**
 * The weeks from the first game's to the last game's, Monday to Sunday, every game on its day. A week
 * without games stays (a blackout week shows as one), so the rows read as a calendar.
 */
export function calendarWeeks(
  games: readonly ProposedGame[],
  {
    blackoutDates = [],
    booked = [],
    venueName = (venueId: string) => venueId,
  }: {
    blackoutDates?: readonly string[];
    booked?: readonly Slot[];
    venueName?: (venueId: string) => string;
  } = {},
): CalendarWeek[] {
  if (games.length === 0) return [];
  const dates = games.map((game) => game.date).sort();
  const first = mondayOf(dates[0]!);
  const last = mondayOf(dates[dates.length - 1]!);
  const byDate = new Map<string, NumberedGame[]>();
  games.forEach((game, index) => byDate.set(game.date, [...(byDate.get(game.date) ?? []), { index, game }]));
  const bookedByDate = new Map<string, Slot[]>();
  for (const slot of booked) bookedByDate.set(slot.date, [...(bookedByDate.get(slot.date) ?? []), slot]);
  const byTime = (a: Slot, b: Slot) =>
    minutesOfDay(a.time) - minutesOfDay(b.time) || venueName(a.venueId).localeCompare(venueName(b.venueId));
  const blackout = new Set(blackoutDates);
  const weeks: CalendarWeek[] = [];
  for (let monday = first; monday <= last; monday = addDays(monday, 7)) {
    weeks.push({
      monday,
      days: WEEKDAYS.map((weekday, offset) => {
        const date = addDays(monday, offset);
        return {
          date,
          weekday,
          games: [...(byDate.get(date) ?? [])].sort((a, b) => byTime(a.game, b.game) || a.index - b.index),
          booked: [...(bookedByDate.get(date) ?? [])].sort(byTime),
          blackout: blackout.has(date),
        };
      }),
    });
  }
  return weeks;
}

/** The weekly slots of the parameters that fall on the weekday of `date`, by time. */
export function weeklySlotsOn(date: string, parameters: Pick<ProposalParameters, 'slots'>) {
  const weekday = weekdayOf(date);
  return parameters.slots
    .filter((slot) => slot.weekday === weekday)
    .sort((a, b) => minutesOfDay(a.time) - minutesOfDay(b.time));
}

/** The weekdays that have a weekly slot, Monday first. */
export const slotWeekdays = (parameters: Pick<ProposalParameters, 'slots'>) =>
  WEEKDAYS.filter((weekday) => parameters.slots.some((slot) => slot.weekday === weekday));

/** "Aces vs Bears": the home team first. */
export type GameName = (game: ProposedGame) => string;

/**
 * Why `games[index]` cannot move to `to`, in the admin's words, or null when it can: the slot must be a
 * weekly slot of the season on a day that is no blackout date, free in the schedule and not holding
 * another game of the proposal (two games trade their slots by a swap).
 */
export function moveRefusal(
  games: readonly ProposedGame[],
  index: number,
  to: Slot,
  parameters: ProposalParameters,
  booked: readonly Slot[],
  gameName: GameName,
): string | null {
  const game = games[index];
  if (!game) return 'There is no such game.';
  const lastDay = lastDayOf(parameters);
  if (to.date < parameters.startDate || to.date > lastDay)
    return `The season runs from ${longDate(parameters.startDate)} to ${longDate(lastDay)}: please pick a date in it.`;
  if (parameters.blackoutDates.includes(to.date))
    return `${longDate(to.date)} is a blackout date: no game is played that day.`;
  const onThatDay = weeklySlotsOn(to.date, parameters);
  if (onThatDay.length === 0) {
    const days = slotWeekdays(parameters).map((weekday) => `${weekday}s`);
    return `There is no weekly slot on ${weekdayOf(to.date)}s. The slots are on ${listed(days)}.`;
  }
  if (!onThatDay.some((slot) => slot.time === to.time && slot.venueId === to.venueId))
    return 'Please pick one of the weekly slots of that day.';
  if (sameSlot(game, to)) return 'The game is already at that date, time and venue.';
  if (booked.some((slot) => sameSlot(slot, to)))
    return 'Another game or event of the schedule is already booked at that date, time and venue.';
  const holder = games.findIndex((other, at) => at !== index && sameSlot(other, to));
  if (holder >= 0)
    return `That slot holds game ${holder + 1} (${gameName(games[holder]!)}): select both games and swap them instead.`;
  return null;
}

/** The games with `games[index]` at `to`, its teams as they were. */
export function moveGame(games: readonly ProposedGame[], index: number, to: Slot): ProposedGame[] {
  return games.map((game, at) =>
    at === index ? { ...game, date: to.date, time: to.time, venueId: to.venueId } : game,
  );
}

/** The games with the slots (date, time, venue) of `a` and `b` traded, their teams as they were. */
export function swapGames(games: readonly ProposedGame[], a: number, b: number): ProposedGame[] {
  const first = games[a];
  const second = games[b];
  if (!first || !second || a === b) return [...games];
  const slotOf = ({ date, time, venueId }: ProposedGame): Slot => ({ date, time, venueId });
  return moveGame(moveGame(games, a, slotOf(second)), b, slotOf(first));
}

/** Whether `games` hold the same matchups as `original`, game by game (what a move or swap keeps). */
export const sameMatchups = (games: readonly ProposedGame[], original: readonly ProposedGame[]) =>
  games.length === original.length &&
  games.every(
    (game, index) =>
      game.homeTeamId === original[index]?.homeTeamId &&
      game.visitorTeamId === original[index]?.visitorTeamId,
  );

/** The numbers (from 0) of the games not where the proposal put them. */
export const movedGames = (games: readonly ProposedGame[], original: readonly ProposedGame[]) =>
  new Set(
    games.flatMap((game, index) => (original[index] && !sameSlot(game, original[index]) ? [index] : [])),
  );

/** A rest rule a move or swap broke: the game at fault (the later of the two) and why. */
export interface RestProblem {
  index: number;
  message: string;
}

/**
 * The rest rules of docs/api.md ("Schedule generator") the games break among themselves: no team plays
 * twice on a day nor sooner than minDaysBetween days after another of its games. The apply also counts
 * the games the schedule holds already; these are the ones the page can tell before it.
 */
export function restProblems(
  games: readonly ProposedGame[],
  minDaysBetween: number,
  teamName: (teamId: string) => string,
): RestProblem[] {
  const byTeam = new Map<string, number[]>();
  games.forEach((game, index) => {
    for (const teamId of [game.homeTeamId, game.visitorTeamId])
      byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), index]);
  });
  const problems: RestProblem[] = [];
  for (const [teamId, indexes] of byTeam) {
    const byDate = [...indexes].sort((x, y) => games[x]!.date.localeCompare(games[y]!.date) || x - y);
    for (let i = 1; i < byDate.length; i++) {
      const [before, index] = [byDate[i - 1]!, byDate[i]!];
      const days = daysBetween(games[before]!.date, games[index]!.date);
      const team = teamName(teamId);
      if (days === 0)
        problems.push({
          index,
          message: `${team} would play twice on ${longDate(games[index]!.date)} (games ${before + 1} and ${index + 1}).`,
        });
      else if (days < minDaysBetween)
        problems.push({
          index,
          message: `${team} would play games ${before + 1} and ${index + 1} ${days} ${days === 1 ? 'day' : 'days'} apart; the minimum is ${minDaysBetween}.`,
        });
    }
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** "Monday, Jan. 4, 2027" */
export const longDate = (date: string) => `${formatDate(date)}, ${date.slice(0, 4)}`;

/** "Monday, Jan. 4 · 7:00 pm": when a game is. */
export const whenOf = (slot: Pick<Slot, 'date' | 'time'>) =>
  `${formatDate(slot.date)} · ${formatTime(slot.time)}`;

/** "a", "a and b", "a, b and c" */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}
