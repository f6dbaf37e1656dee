import {
  ASSISTANT_COACHES_MESSAGE,
  birthYearField,
  DEFAULT_TOURNAMENT_YEAR as DEFAULT_YEAR,
  HEAD_COACH_MESSAGE,
  REGISTERED_TEAM_NAME_MESSAGE,
  rosterNumberField,
  ROSTER_SLOTS,
  SELECT_ORGANIZATION_MESSAGE,
  TOURNAMENT_YEAR_MESSAGE,
  TOURNAMENT_YEAR_OPTIONS,
} from '@league/contracts';
import { z } from 'zod';
import { asApiField } from '../../shared/forms/asApiField';

export { ROSTER_SLOTS };
/** The 30 roster slots are shown as two tables of 15 (docs/rules.md §9). */
export const SLOTS_PER_TABLE = 15;
/** Tournament Year choices 2022-2038, default 2024 (docs/rules.md §9). */
export const TOURNAMENT_YEARS = TOURNAMENT_YEAR_OPTIONS.map(String);
export const DEFAULT_TOURNAMENT_YEAR = String(DEFAULT_YEAR);
export const NO_ORGANIZATION_MESSAGE = SELECT_ORGANIZATION_MESSAGE;

const rosterSlot = z.object({
  name: z.string(),
  number: asApiField(rosterNumberField),
  birthYear: asApiField(birthYearField),
  playerIsGoalie: z.boolean(),
  playerIsTaxi: z.boolean(),
  playerIsActive: z.boolean(),
});
export type RosterSlotForm = z.input<typeof rosterSlot>;

const required = (message: string) => z.string().trim().min(1, message);

/**
 * The registration form. The organization is checked on submit with its own alert (docs/rules.md §5), so it
 * is not part of the field validation.
 */
export const registrationFormSchema = z.object({
  org: z.string(),
  headCoach: required(HEAD_COACH_MESSAGE),
  assistantCoaches: required(ASSISTANT_COACHES_MESSAGE),
  team: required(REGISTERED_TEAM_NAME_MESSAGE),
  year: z.enum(TOURNAMENT_YEARS, TOURNAMENT_YEAR_MESSAGE),
  roster: z.array(rosterSlot).length(ROSTER_SLOTS),
});
export type RegistrationForm = z.input<typeof registrationFormSchema>;

/** Editing: a blank coach, team or organization keeps the loaded value (the server applies it too). */
export const editFormSchema = registrationFormSchema.extend({
  headCoach: z.string(),
  assistantCoaches: z.string(),
  team: z.string(),
});

export const emptySlot = (): RosterSlotForm => ({
  name: '',
  number: '',
  birthYear: '',
  playerIsGoalie: false,
  playerIsTaxi: false,
  playerIsActive: false,
});

export const emptyRegistration = (): RegistrationForm => ({
  org: '',
  headCoach: '',
  assistantCoaches: '',
  team: '',
  year: DEFAULT_TOURNAMENT_YEAR,
  roster: Array.from({ length: ROSTER_SLOTS }, emptySlot),
});

export { todayIso } from '../../shared/forms/today';
