import {
  daysBetween,
  isCalendarDate,
  MAX_BLACKOUT_DATES,
  MAX_GAMES_PER_TEAM,
  MAX_MIN_DAYS_BETWEEN,
  MAX_SEASON_DAYS,
  MAX_WEEKLY_SLOTS,
  PICK_VENUE_MESSAGE,
  WEEKDAYS,
  type ScheduleProposalParameters,
  type ScheduleProposalRequest,
} from '@league/contracts';
import { z } from 'zod';
import { numberText } from '../../shared/forms/numberText';

/**
 * The generator's form: the request of docs/api.md ("Schedule generator") as the admin types it, each
 * rule of the API's schema checked here first with a message beside its field.
 */

export const START_DATE_MESSAGE = 'Please enter the first day of the season.';
export const END_DATE_MESSAGE = 'Please enter a date, or leave the end date blank for an open-ended season.';
export const END_BEFORE_START_MESSAGE = 'The end date must be on or after the start date.';
export const SEASON_TOO_LONG_MESSAGE = `A season lasts at most ${MAX_SEASON_DAYS} days: please pick an earlier end date.`;
export const GAMES_PER_TEAM_MESSAGE = `Please enter a whole number of games from 1 to ${MAX_GAMES_PER_TEAM}.`;
export const MIN_DAYS_MESSAGE = `Please enter a whole number of days from 1 to ${MAX_MIN_DAYS_BETWEEN}, or leave it blank for 1.`;
export const NO_SLOTS_MESSAGE = 'Please add at least one weekly slot (day, time and venue).';
export const TOO_MANY_SLOTS_MESSAGE = `A schedule takes at most ${MAX_WEEKLY_SLOTS} weekly slots.`;
export const WEEKDAY_MESSAGE = 'Please pick a day of the week.';
export const SLOT_TIME_MESSAGE = 'Please enter the time the games start.';
export const TOO_MANY_BLACKOUTS_MESSAGE = `A schedule takes at most ${MAX_BLACKOUT_DATES} blackout dates.`;
export const BLACKOUT_DATE_MESSAGE = 'Please enter the date to leave out.';
export const sameSlotMessage = (slot: number, first: number) =>
  `Slot ${slot} is the same day, time and venue as slot ${first}.`;

const weekday = z
  .string()
  .refine((value) => (WEEKDAYS as readonly string[]).includes(value), WEEKDAY_MESSAGE);

const isDate = (value: unknown): value is string => typeof value === 'string' && isCalendarDate(value);

export const slotFormSchema = z.object({
  weekday: weekday.transform((value) => value as (typeof WEEKDAYS)[number]),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SLOT_TIME_MESSAGE),
  venueId: z.string().min(1, PICK_VENUE_MESSAGE),
});

export const generatorFormSchema = z
  .object({
    startDate: z.string().refine(isCalendarDate, START_DATE_MESSAGE),
    endDate: z
      .string()
      .refine((value) => value === '' || isCalendarDate(value), END_DATE_MESSAGE)
      .transform((value) => value || null),
    gamesPerTeam: numberText(
      z
        .number(GAMES_PER_TEAM_MESSAGE)
        .int(GAMES_PER_TEAM_MESSAGE)
        .min(1, GAMES_PER_TEAM_MESSAGE)
        .max(MAX_GAMES_PER_TEAM, GAMES_PER_TEAM_MESSAGE),
    ),
    slots: z.array(slotFormSchema).min(1, NO_SLOTS_MESSAGE).max(MAX_WEEKLY_SLOTS, TOO_MANY_SLOTS_MESSAGE),
    /** objects, as react-hook-form keeps a list's rows; sent as the dates */
    blackoutDates: z
      .array(z.object({ date: z.string().refine(isCalendarDate, BLACKOUT_DATE_MESSAGE) }))
      .max(MAX_BLACKOUT_DATES, TOO_MANY_BLACKOUTS_MESSAGE)
      .transform((dates) => [...new Set(dates.map(({ date }) => date))].sort()),
    /** blank: the API's default, 1 (no team plays twice on a day) */
    minDaysBetween: z
      .string()
      .trim()
      .transform((value) => (value === '' ? 1 : Number(value)))
      .pipe(
        z
          .number(MIN_DAYS_MESSAGE)
          .int(MIN_DAYS_MESSAGE)
          .min(1, MIN_DAYS_MESSAGE)
          .max(MAX_MIN_DAYS_BETWEEN, MIN_DAYS_MESSAGE),
      ),
  })
  // also while other fields are wrong, so each message shows with the first submit
  .superRefine(
    (form, context) => {
      const { startDate, endDate, slots } = form as { startDate: unknown; endDate: unknown; slots: unknown };
      if (isDate(startDate) && isDate(endDate)) {
        const days = daysBetween(startDate, endDate);
        if (days < 0)
          context.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START_MESSAGE });
        else if (days >= MAX_SEASON_DAYS)
          context.addIssue({ code: 'custom', path: ['endDate'], message: SEASON_TOO_LONG_MESSAGE });
      }
      const seen = new Map<string, number>();
      (Array.isArray(slots) ? (slots as Partial<Record<string, unknown>>[]) : []).forEach((slot, index) => {
        const { weekday: day, time, venueId } = slot;
        if (!day || !time || !venueId) return;
        const key = `${String(day)} ${String(time)} ${String(venueId)}`;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, index);
        else
          context.addIssue({
            code: 'custom',
            path: ['slots', index, 'time'],
            message: sameSlotMessage(index + 1, first + 1),
          });
      });
    },
    { when: () => true },
  );

export type GeneratorForm = z.input<typeof generatorFormSchema>;
export type GeneratorValues = z.output<typeof generatorFormSchema>;

/** What PROPOSE sends: the form's values are the request. */
export const proposalRequestOf = (values: GeneratorValues): ScheduleProposalRequest => values;

/** Whether the form asks for the proposal made of `parameters` (the answer's, defaults filled in). */
export function sameParameters(values: GeneratorValues, parameters: ScheduleProposalParameters): boolean {
  const slots = (list: ScheduleProposalParameters['slots']) =>
    list.map((slot) => `${slot.weekday} ${slot.time} ${slot.venueId}`).join(',');
  const dates = (list: readonly string[]) => [...new Set(list)].sort().join(',');
  return (
    values.startDate === parameters.startDate &&
    values.endDate === parameters.endDate &&
    values.gamesPerTeam === parameters.gamesPerTeam &&
    values.minDaysBetween === parameters.minDaysBetween &&
    slots(values.slots) === slots(parameters.slots) &&
    dates(values.blackoutDates) === dates(parameters.blackoutDates)
  );
}

export const emptySlot = (): GeneratorForm['slots'][number] => ({ weekday: '', time: '', venueId: '' });

export const emptyGeneratorForm = (): GeneratorForm => ({
  startDate: '',
  endDate: '',
  gamesPerTeam: '',
  slots: [emptySlot()],
  blackoutDates: [],
  minDaysBetween: '',
});
