import {
  daysBetween,
  MAX_SEASON_DAYS,
  WEEKDAYS,
  type ProposedGame,
  type ScheduleProposalParameters,
  type Weekday,
} from '@league/contracts';

/**
 * What a proposal is made from and checked against (docs/api.md, "Schedule generator"): the parameters,
 * the league's current teams and what the schedule already holds around the season.
 */
export interface Season {
  parameters: ScheduleProposalParameters;
  /** the league's current teams, in the order the proposal pairs them */
  teamIds: readonly string[];
  /** `slotKey` of every slot of the season already holding a game or an event */
  booked: ReadonlySet<string>;
  /** the dates of the games each team already has around the season */
  teamDates: ReadonlyMap<string, readonly string[]>;
}

/** One date, time and venue where a game can be. */
export interface SlotAt {
  date: string;
  time: string;
  venueId: string;
}

export const slotKey = (slot: SlotAt) => `${slot.date} ${slot.time} ${slot.venueId}`;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day of the week of a `YYYY-MM-DD` date, by name. */
export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The last day a game may be: endDate, or, for an open-ended season, the longest a season lasts. */
export const lastDayOf = (parameters: ScheduleProposalParameters) =>
  parameters.endDate ?? addDays(parameters.startDate, MAX_SEASON_DAYS - 1);

/** A slot of the season, with its day number counted from startDate (what the spacing rules compare). */
export interface SeasonSlot extends SlotAt {
  day: number;
}

/**
 * Every slot of the season a game may take, in order (date, then time, then the order of the weekly
 * slots): each weekly slot on each of its weekdays from startDate to the last day, but blackout dates and
 * the slots already booked.
 */
export function seasonSlots(season: Season): SeasonSlot[] {
  const { parameters } = season;
  const blackout = new Set(parameters.blackoutDates);
  const weekly = parameters.slots
    .map((slot, order) => ({ ...slot, order }))
    .sort((a, b) => a.time.localeCompare(b.time) || a.order - b.order);
  const days = daysBetween(parameters.startDate, lastDayOf(parameters));
  const slots: SeasonSlot[] = [];
  for (let day = 0; day <= days; day++) {
    const date = addDays(parameters.startDate, day);
    if (blackout.has(date)) continue;
    const weekday = weekdayOf(date);
    for (const slot of weekly) {
      if (slot.weekday !== weekday) continue;
      const at = { date, time: slot.time, venueId: slot.venueId };
      if (!season.booked.has(slotKey(at))) slots.push({ ...at, day });
    }
  }
  return slots;
}

/** A team's game, by the index of the game it is in `games`. */
export type TeamGames = Map<string, number[]>;

/** Each team's games, by index in `games`. */
export function gamesOfTeams(games: readonly ProposedGame[]): TeamGames {
  const byTeam: TeamGames = new Map();
  games.forEach((game, index) => {
    for (const teamId of [game.homeTeamId, game.visitorTeamId]) {
      const list = byTeam.get(teamId) ?? [];
      list.push(index);
      byTeam.set(teamId, list);
    }
  });
  return byTeam;
}
