import { z } from 'zod';
import { isCalendarDate, timeField, uuidField, writeAnswer } from '../fields';
import { PICK_VENUE_MESSAGE } from './schedule';

/**
 * A season's schedule proposed from the admin's weekly slots (docs/api.md, "Schedule generator"): the
 * proposal records nothing; applying it records each game as `createGame` would.
 */

/** The days of the week as the request names them, Monday first (the grid's columns). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_GAMES_PER_TEAM = 100;
export const MAX_WEEKLY_SLOTS = 50;
export const MAX_BLACKOUT_DATES = 400;
export const MAX_MIN_DAYS_BETWEEN = 60;
/** a season lasts at most two years: the longest an open-ended proposal looks for slots too */
export const MAX_SEASON_DAYS = 731;
/** the most games a proposal (and an apply) holds */
export const MAX_PROPOSED_GAMES = 5_000;

export const START_DATE_MESSAGE = 'startDate: please enter the first day of the season (YYYY-MM-DD).';
export const END_DATE_MESSAGE =
  'endDate: please enter the last day of the season (YYYY-MM-DD), or leave it out.';
export const END_BEFORE_START_MESSAGE = 'endDate: the last day of the season must be on or after startDate.';
export const SEASON_TOO_LONG_MESSAGE = `endDate: a season lasts at most ${MAX_SEASON_DAYS} days.`;
export const GAMES_PER_TEAM_MESSAGE = `gamesPerTeam: please enter a whole number of games from 1 to ${MAX_GAMES_PER_TEAM}.`;
export const SLOTS_MESSAGE = `slots: please add from 1 to ${MAX_WEEKLY_SLOTS} weekly slots (weekday, time and venue).`;
export const WEEKDAY_MESSAGE = 'weekday: please pick a day of the week (Monday to Sunday).';
export const SLOT_TIME_MESSAGE = 'time: please enter the time of the slot (HH:MM, 24 hours).';
export const BLACKOUT_MESSAGE = 'blackoutDates: each date must be YYYY-MM-DD.';
export const MIN_DAYS_MESSAGE = `minDaysBetween: please enter a whole number of days from 1 to ${MAX_MIN_DAYS_BETWEEN}.`;
export const SAME_SLOT_TWICE_MESSAGE = (slot: number, first: number) =>
  `slots: slot ${slot} is the same weekday, time and venue as slot ${first}.`;

const calendarDate = (message: string) => z.string(message).refine(isCalendarDate, message);

/** Days from `from` to `to` (YYYY-MM-DD, UTC calendar days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const weeklySlot = z.object({
  weekday: z.enum(WEEKDAYS, WEEKDAY_MESSAGE),
  time: z.string(SLOT_TIME_MESSAGE).regex(/^([01]\d|2[0-3]):[0-5]\d$/, SLOT_TIME_MESSAGE),
  venueId: z.uuid(PICK_VENUE_MESSAGE),
});
export type WeeklySlot = z.output<typeof weeklySlot>;

export const scheduleProposalRequest = z
  .object({
    startDate: calendarDate(START_DATE_MESSAGE),
    endDate: calendarDate(END_DATE_MESSAGE).nullable().default(null),
    gamesPerTeam: z
      .number(GAMES_PER_TEAM_MESSAGE)
      .int(GAMES_PER_TEAM_MESSAGE)
      .min(1, GAMES_PER_TEAM_MESSAGE)
      .max(MAX_GAMES_PER_TEAM, GAMES_PER_TEAM_MESSAGE),
    slots: z.array(weeklySlot, SLOTS_MESSAGE).min(1, SLOTS_MESSAGE).max(MAX_WEEKLY_SLOTS, SLOTS_MESSAGE),
    blackoutDates: z
      .array(calendarDate(BLACKOUT_MESSAGE), BLACKOUT_MESSAGE)
      .max(MAX_BLACKOUT_DATES, BLACKOUT_MESSAGE)
      .default([]),
    minDaysBetween: z
      .number(MIN_DAYS_MESSAGE)
      .int(MIN_DAYS_MESSAGE)
      .min(1, MIN_DAYS_MESSAGE)
      .max(MAX_MIN_DAYS_BETWEEN, MIN_DAYS_MESSAGE)
      .default(1),
  })
  .superRefine((request, context) => {
    if (request.endDate !== null) {
      const days = daysBetween(request.startDate, request.endDate);
      if (days < 0)
        context.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START_MESSAGE });
      else if (days >= MAX_SEASON_DAYS)
        context.addIssue({ code: 'custom', path: ['endDate'], message: SEASON_TOO_LONG_MESSAGE });
    }
    const seen = new Map<string, number>();
    request.slots.forEach((slot, index) => {
      const key = `${slot.weekday} ${slot.time} ${slot.venueId}`;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else
        context.addIssue({
          code: 'custom',
          path: ['slots', index],
          message: SAME_SLOT_TWICE_MESSAGE(index + 1, first + 1),
        });
    });
  });
export type ScheduleProposalRequest = z.input<typeof scheduleProposalRequest>;
/** The parameters of a proposal, defaults filled in: what its proposalId is made of. */
export type ScheduleProposalParameters = z.output<typeof scheduleProposalRequest>;

export const proposedGame = z.object({
  date: calendarDate('date: please enter the date of the game (YYYY-MM-DD).'),
  time: timeField,
  venueId: z.uuid(PICK_VENUE_MESSAGE),
  homeTeamId: uuidField('homeTeamId'),
  visitorTeamId: uuidField('visitorTeamId'),
});
export type ProposedGame = z.output<typeof proposedGame>;

const slotAt = z.object({ date: z.string(), time: z.string(), venueId: z.string() });

export const scheduleProposalAnswer = z.object({
  proposalId: z.string(),
  /** the request with its defaults: what an apply sends back */
  parameters: z.object({
    startDate: z.string(),
    endDate: z.string().nullable(),
    gamesPerTeam: z.number(),
    slots: z.array(z.object({ weekday: z.enum(WEEKDAYS), time: z.string(), venueId: z.string() })),
    blackoutDates: z.array(z.string()),
    minDaysBetween: z.number(),
  }),
  games: z.array(proposedGame),
  warnings: z.array(z.string()),
  /** the league's current teams and the slots' venues, by name: what the proposal shows */
  teams: z.array(z.object({ teamId: z.string(), teamName: z.string() })),
  venues: z.array(z.object({ venueId: z.string(), venueName: z.string() })),
  /** the slots of the season already booked by another game or event: no game can move there */
  booked: z.array(slotAt),
});
export type ScheduleProposalAnswer = z.output<typeof scheduleProposalAnswer>;

export const NO_GAMES_MESSAGE =
  'games: send the games to record (the proposal, moved or swapped as you like).';

export const applyScheduleProposalRequest = z.object({
  parameters: scheduleProposalRequest,
  games: z
    .array(proposedGame, NO_GAMES_MESSAGE)
    .min(1, NO_GAMES_MESSAGE)
    .max(MAX_PROPOSED_GAMES, NO_GAMES_MESSAGE),
});
export type ApplyScheduleProposalRequest = z.input<typeof applyScheduleProposalRequest>;

export const applyScheduleProposalAnswer = writeAnswer('leagueId').extend({ gameIds: z.array(z.uuid()) });

export const PROPOSAL_ID_MESSAGE = 'proposalId: not the id of a schedule proposal.';
export const scheduleProposalParams = z.object({ leagueId: uuidField('leagueId') });
export const applyScheduleProposalParams = z.object({
  leagueId: uuidField('leagueId'),
  proposalId: z.string(PROPOSAL_ID_MESSAGE).regex(/^[\w-]{32}$/, PROPOSAL_ID_MESSAGE),
});
