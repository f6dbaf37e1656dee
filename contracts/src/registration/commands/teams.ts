import { z } from 'zod';
import {
  editText,
  isIsoDate,
  optionalText,
  optionalWholeNumber,
  requiredText,
  requiredWholeNumber,
} from '../fields';
import { isPlainText } from '../../text';

/** Texts of the registration form (docs/rules.md §5, §8). */
export const SELECT_ORGANIZATION_MESSAGE = 'You must select an Organization!';
export const HEAD_COACH_MESSAGE = 'Please enter the head coach.';
export const ASSISTANT_COACHES_MESSAGE = 'Please enter the assistant coach(es).';
export const REGISTERED_TEAM_NAME_MESSAGE = 'Please enter a team name.';
export const TOURNAMENT_YEAR_MESSAGE = 'Please select a tournament year from 2022 to 2038.';
export const PLAYER_NUMBER_MESSAGE = 'A player number is a whole number from 0 to 99.';
export const BIRTH_YEAR_MESSAGE = 'A birth year (BY) is a year such as 2008.';
export const REGISTER_TEAM_FAILED_MESSAGE = 'Something went wrong with registering a team.';
export const REGISTER_ANOTHER_TEAM_FAILED_MESSAGE = 'Something went wrong with registering another team.';
export const MARK_COMMITTED_FAILED_MESSAGE = 'Something went wrong with marking players as committed';
export const EDIT_TEAM_SUCCESS_MESSAGE = 'Your team has successfully been edited. Thanks!';
/** Server answers. */
export const TEAM_ALREADY_REGISTERED_MESSAGE =
  'You have already registered this team for this tournament year.';
export const REGISTERED_TEAM_NOT_FOUND_MESSAGE = 'Registered team not found.';

/** The league's constants (docs/rules.md §9). */
export const ROSTER_SLOTS = 30;
export const FIRST_TOURNAMENT_YEAR = 2022;
export const LAST_TOURNAMENT_YEAR = 2038;
export const DEFAULT_TOURNAMENT_YEAR = 2024;
/** The admin's registered-teams year filter: 2024 to 2035, each option labelled with its own value. */
export const YEAR_FILTER_OPTIONS: readonly number[] = Array.from({ length: 12 }, (_, i) => 2024 + i);
export const TOURNAMENT_YEAR_OPTIONS: readonly number[] = Array.from(
  { length: LAST_TOURNAMENT_YEAR - FIRST_TOURNAMENT_YEAR + 1 },
  (_, i) => FIRST_TOURNAMENT_YEAR + i,
);
export const MIN_BIRTH_YEAR = 1900;
export const MAX_BIRTH_YEAR = 2100;
/** 1..30 */
export const SLOTS: readonly Slot[] = Array.from({ length: ROSTER_SLOTS }, (_, i) => (i + 1) as Slot);

// prettier-ignore
export type Slot = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20
  | 21 | 22 | 23 | 24 | 25 | 26 | 27 | 28 | 29 | 30;

/**
 * One roster slot as recorded: blank name, number and birth year mean an empty slot. The registration
 * form's flat fields (name{n}, number{n}, BY{n}, …) are translated to and from slots at the edges
 * (`roster-slots.ts`, the query API's form answer, the UI's api module).
 */
export interface RosterSlot {
  name: string;
  number: number | null;
  birthYear: number | null;
  playerIsGoalie: boolean;
  playerIsTaxi: boolean;
  playerIsActive: boolean;
}

export const rosterNumberField = optionalWholeNumber(0, 99, PLAYER_NUMBER_MESSAGE);
export const birthYearField = optionalWholeNumber(MIN_BIRTH_YEAR, MAX_BIRTH_YEAR, BIRTH_YEAR_MESSAGE);
export const playerNameField = optionalText('A player name', 100);
const checkbox = z.boolean('A checkbox is true or false.').optional();
const yearField = requiredWholeNumber(FIRST_TOURNAMENT_YEAR, LAST_TOURNAMENT_YEAR, TOURNAMENT_YEAR_MESSAGE);
/** `date` of the payloads: the day of the submit, YYYY-MM-DD or an ISO timestamp; the server's day when absent. */
const dateField = z
  .string('date must be text.')
  .trim()
  .refine((v) => v === '' || isIsoDate(v.slice(0, 10)), 'date must be a date such as 2025-03-01.')
  .nullish();

function slotShape<Field extends z.ZodType>(prefix: string, suffix: string, field: Field) {
  return Object.fromEntries(SLOTS.map((n) => [`${prefix}${n}${suffix}`, field])) as Record<string, Field>;
}

type Keys<Prefix extends string, Suffix extends string = ''> = `${Prefix}${Slot}${Suffix}`;
type SlotFields<Prefix extends string, Field, Suffix extends string = ''> = {
  [K in Keys<Prefix, Suffix>]: Field;
};

const base = {
  headCoach: requiredText(HEAD_COACH_MESSAGE, 'The head coach'),
  assistantCoaches: requiredText(ASSISTANT_COACHES_MESSAGE, 'The assistant coach(es)', 300),
  /** the organization's name as the dropdown sends it (compared trimmed, case-insensitively) */
  org: requiredText(SELECT_ORGANIZATION_MESSAGE, 'The organization'),
  team: requiredText(REGISTERED_TEAM_NAME_MESSAGE, 'The team name', 100),
  year: yearField,
  date: dateField,
};

type NameField = typeof playerNameField;
type NumberField = typeof rosterNumberField;
type Checkbox = typeof checkbox;

type RegistrationShape = typeof base &
  SlotFields<'name', NameField> &
  SlotFields<'number', NumberField> &
  SlotFields<'BY', NumberField> &
  SlotFields<'playerIsGoalie', Checkbox> &
  SlotFields<'playerIsTaxi', Checkbox> &
  SlotFields<'playerIsActive', Checkbox>;

/**
 * POST /api/registration/registeredTeams/{coachId}: the flat payload (docs/rules.md §3). Every slot field is
 * optional (an empty slot); numbers and birth years may be sent as digits.
 */
export const registerTeamRequest = z.object({
  id: z.uuid('id must be a UUID.').optional(),
  ...base,
  ...slotShape('name', '', playerNameField),
  ...slotShape('number', '', rosterNumberField),
  ...slotShape('BY', '', birthYearField),
  ...slotShape('playerIsGoalie', '', checkbox),
  ...slotShape('playerIsTaxi', '', checkbox),
  ...slotShape('playerIsActive', '', checkbox),
} as RegistrationShape & { id: z.ZodOptional<z.ZodUUID> });
export type RegisterTeamRequest = z.infer<typeof registerTeamRequest>;
export type RegisterTeamInput = z.input<typeof registerTeamRequest>;

const editBase = {
  headCoachOut: editText('The head coach'),
  assistantCoachesOut: editText('The assistant coach(es)', 300),
  teamOut: editText('The team name', 100),
  orgOut: editText('The organization'),
  yearOut: optionalWholeNumber(FIRST_TOURNAMENT_YEAR, LAST_TOURNAMENT_YEAR, TOURNAMENT_YEAR_MESSAGE),
  dateOut: dateField,
};
const editName = editText('A player name', 100);

type EditShape = typeof editBase &
  SlotFields<'name', typeof editName, 'Out'> &
  SlotFields<'number', NumberField, 'Out'> &
  SlotFields<'BY', NumberField, 'Out'> &
  SlotFields<'playerIsGoalie', Checkbox> &
  SlotFields<'playerIsTaxi', Checkbox> &
  SlotFields<'playerIsActive', Checkbox>;

/**
 * POST /api/admin/updateRegisteredTeam/{coachId}/{team}/{year}: the Out payload (docs/rules.md §3).
 * headCoachOut, assistantCoachesOut, teamOut, orgOut, yearOut: blank or absent keeps the recorded value.
 * name{n}Out, number{n}Out, BY{n}Out: absent keeps the slot's value, blank clears it.
 * playerIsGoalie{n}, playerIsTaxi{n}, playerIsActive{n}: true sets it; false or absent keeps it (a box once
 * ticked stays ticked).
 */
export const editRegisteredTeamRequest = z.object({
  ...editBase,
  ...slotShape('name', 'Out', editName),
  ...slotShape('number', 'Out', rosterNumberField),
  ...slotShape('BY', 'Out', birthYearField),
  ...slotShape('playerIsGoalie', '', checkbox),
  ...slotShape('playerIsTaxi', '', checkbox),
  ...slotShape('playerIsActive', '', checkbox),
} as EditShape);
export type EditRegisteredTeamRequest = z.infer<typeof editRegisteredTeamRequest>;
export type EditRegisteredTeamInput = z.input<typeof editRegisteredTeamRequest>;

/** PATCH /api/admin/markAsCommitted: isCommitted{n} sets slot n (true or false); absent keeps it. */
export const markAsCommittedRequest = z.object({
  teamIdForCommittedEdits: z.uuid('teamIdForCommittedEdits must be a UUID.'),
  ...slotShape('isCommitted', '', checkbox),
} as { teamIdForCommittedEdits: z.ZodUUID } & SlotFields<'isCommitted', Checkbox>);
export type MarkAsCommittedRequest = z.infer<typeof markAsCommittedRequest>;

/** Path parameters. `team` is the team name as registered (URL-encoded); `year` its tournament year. */
export const coachParams = z.object({ coachId: z.uuid('coachId must be a UUID.') });
export const coachTeamParams = z.object({
  coachId: z.uuid('coachId must be a UUID.'),
  team: z
    .string(REGISTERED_TEAM_NAME_MESSAGE)
    .trim()
    .min(1, REGISTERED_TEAM_NAME_MESSAGE)
    .max(100, { message: 'The team name can have at most 100 characters.', abort: true })
    .refine(isPlainText, 'The team name contains characters that cannot be used.'),
  year: requiredWholeNumber(FIRST_TOURNAMENT_YEAR, LAST_TOURNAMENT_YEAR, TOURNAMENT_YEAR_MESSAGE),
});
export const registeredTeamParams = z.object({
  registeredTeamId: z.uuid('registeredTeamId must be a UUID.'),
});

/** Answers of the registration writes. */
export const registeredTeamWriteAnswer = z.object({
  registeredTeamId: z.uuid(),
  coachId: z.uuid(),
  team: z.string(),
  year: z.number().int(),
  position: z.string(),
});
export type RegisteredTeamWriteAnswer = z.infer<typeof registeredTeamWriteAnswer>;
export const markAsCommittedAnswer = z.object({ registeredTeamId: z.uuid(), position: z.string() });
export const archiveToggleAnswer = z.object({
  registeredTeamId: z.uuid(),
  isCurrent: z.boolean(),
  position: z.string(),
});
export type ArchiveToggleAnswer = z.infer<typeof archiveToggleAnswer>;

/** Team names compare trimmed, case-insensitively, with runs of spaces as one. */
export function teamKey(team: string): string {
  return team.trim().replace(/\s+/g, ' ').toLowerCase();
}
