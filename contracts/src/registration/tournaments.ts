import { z } from 'zod';
import { emailField, isEmailAddress } from '../accounts';
import { isPlainText } from '../text';
import { isIsoDate, optionalId, optionalText, requiredDate, requiredText } from './fields';

export const TOURNAMENT_NAME_MESSAGE = 'Please enter the league name and description.';
export const CLOSE_DATE_MESSAGE = 'Please enter the date registration closes.';
export const PRICE_MESSAGE = 'Please enter a price from 0 to 10000 (dollars, at most two decimals).';
export const TOURNAMENT_NAME_RESERVED_MESSAGE =
  'This name is used by the site itself. Please choose another league name and description.';
export const TOURNAMENT_NAME_CHARACTERS_MESSAGE =
  'The league name and description cannot contain / \\ ? # or %.';
export const TOURNAMENT_NAME_TAKEN_MESSAGE = 'A tournament with this name already exists.';
export const TOURNAMENT_NOT_FOUND_MESSAGE = 'Tournament not found.';
export const TOURNAMENT_CLOSED_MESSAGE = 'Registration for this tournament is closed.';

/**
 * GET /api/registration/{leagueNameAndDesc} shares its prefix with static API routes, and the registrant
 * list's screen route /admin/{leagueNameAndDesc} with the admin pages of one segment: a tournament may not
 * be named like one of them (compared case-insensitively), or its registrant list could not be opened.
 */
export const RESERVED_TOURNAMENT_NAMES: readonly string[] = [
  // /api/registration/…
  'allRegisteredTeams',
  'allArchivedTeams',
  'tournaments',
  'allArchivedSuspensions',
  'codeOfConduct',
  'registeredTeams',
  'tournamentRosters',
  // /admin/… screens
  'login',
  'registration',
  'archived',
  'orgs',
  'suspended',
  'getAllCOCCoaches',
  'masterSchedule',
  'newPlayer',
  'venues',
  'videos',
  'news',
  'oldSuspensions',
];
const UNSAFE_IN_PATH = /[/\\?#%]/;

export const leagueNameAndDescField = requiredText(
  TOURNAMENT_NAME_MESSAGE,
  'The league name and description',
  200,
)
  .refine((v) => !UNSAFE_IN_PATH.test(v), TOURNAMENT_NAME_CHARACTERS_MESSAGE)
  .refine(
    (v) => !RESERVED_TOURNAMENT_NAMES.some((name) => name.toLowerCase() === v.toLowerCase()),
    TOURNAMENT_NAME_RESERVED_MESSAGE,
  );

/** Dollars, sent as a number or as text such as "150" or "150.50". */
export const priceField = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(?:\.\d{1,2})?\s*$/.test(v) ? Number(v) : v),
  z
    .number(PRICE_MESSAGE)
    .min(0, PRICE_MESSAGE)
    .max(10_000, PRICE_MESSAGE)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, PRICE_MESSAGE),
);

/** The new and update forms: all three required. */
export const tournamentForm = z.object({
  leagueNameAndDesc: leagueNameAndDescField,
  /** the last day players can register, YYYY-MM-DD (in the league's time zone) */
  closeDate: requiredDate(CLOSE_DATE_MESSAGE),
  price: priceField,
});
export type TournamentForm = z.infer<typeof tournamentForm>;

export const createTournamentRequest = tournamentForm.extend({ id: optionalId });
export type CreateTournamentRequest = z.infer<typeof createTournamentRequest>;

export const updateTournamentRequest = tournamentForm
  .partial()
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: 'Send a leagueNameAndDesc, closeDate or price to change.',
  });
export type UpdateTournamentRequest = z.infer<typeof updateTournamentRequest>;

export const tournamentParams = z.object({ tournamentId: z.uuid('tournamentId must be a UUID.') });
export const tournamentWriteAnswer = z.object({ tournamentId: z.uuid(), position: z.string() });
export type TournamentWriteAnswer = z.infer<typeof tournamentWriteAnswer>;

export const tournamentItem = z.object({
  _id: z.uuid(),
  leagueNameAndDesc: z.string(),
  closeDate: z.string(),
  price: z.number(),
  /** closeDate has not passed (league time zone): the public registration form is open */
  isOpen: z.boolean(),
  version: z.number().int(),
});
export type TournamentItem = z.infer<typeof tournamentItem>;
/** GET /api/registration/tournaments (public): latest closeDate first, then by name. */
export const allTournamentsAnswer = z.object({ allTournaments: z.array(tournamentItem) });
export type AllTournamentsAnswer = z.infer<typeof allTournamentsAnswer>;
/** GET /api/admin/tournament/{tournamentId} (admin), for the update form. */
export const tournamentAnswer = z.object({ tournament: tournamentItem });

// ---- registrants (players who register for a tournament) ----

export const REGISTRANT_FIRST_NAME_MESSAGE = 'Please enter a first name.';
export const REGISTRANT_LAST_NAME_MESSAGE = 'Please enter a last name.';
export const REGISTRANT_PHONE_MESSAGE = 'Please enter a phone number (digits, spaces, ( ) + - only).';
export const REGISTRANT_ADDRESS_MESSAGE = 'Please enter an address.';
export const REGISTRANT_CITY_MESSAGE = 'Please enter a city.';
export const REGISTRANT_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const REGISTRANT_EMAIL2_MESSAGE = 'The second email address is not valid.';
export const REGISTRANT_BIRTH_DATE_MESSAGE = 'Please enter a date of birth in the past.';
export const REGISTRANT_MIDDLE_INITIAL_MESSAGE = 'The middle initial can have at most 3 characters.';
export const REGISTRANT_NOT_FOUND_MESSAGE = 'Registrant not found.';

const PHONE = /^[\d\s()+-]{7,25}$/;

const phoneField = z
  .string(REGISTRANT_PHONE_MESSAGE)
  .trim()
  .refine((v) => PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7, REGISTRANT_PHONE_MESSAGE);
const email2Field = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z
    .string(REGISTRANT_EMAIL2_MESSAGE)
    .trim()
    .refine((v) => v === '' || isEmailAddress(v), REGISTRANT_EMAIL2_MESSAGE),
);
const birthDateField = z
  .string(REGISTRANT_BIRTH_DATE_MESSAGE)
  .trim()
  .refine((v) => isIsoDate(v) && v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10), {
    message: REGISTRANT_BIRTH_DATE_MESSAGE,
  });

/** The registrant fields of the admin spec. middleInitial, email2 and parentName are optional ('' when blank). */
export const registrantForm = z.object({
  firstName: requiredText(REGISTRANT_FIRST_NAME_MESSAGE, 'The first name', 100),
  middleInitial: optionalText('The middle initial', 3).refine(
    (v) => v.length <= 3,
    REGISTRANT_MIDDLE_INITIAL_MESSAGE,
  ),
  lastName: requiredText(REGISTRANT_LAST_NAME_MESSAGE, 'The last name', 100),
  phoneNumber: phoneField,
  address: requiredText(REGISTRANT_ADDRESS_MESSAGE, 'The address', 300),
  city: requiredText(REGISTRANT_CITY_MESSAGE, 'The city', 100),
  email: emailField,
  email2: email2Field,
  /** YYYY-MM-DD */
  dateOfBirth: birthDateField,
  parentName: optionalText('The parent name', 200),
});
export type RegistrantForm = z.infer<typeof registrantForm>;
export type RegistrantFields = RegistrantForm;

/** POST /api/registration/{tournamentId}/registrants (public, while the tournament is open). */
export const registerPlayerRequest = registrantForm.extend({ id: optionalId });
export type RegisterPlayerRequest = z.infer<typeof registerPlayerRequest>;

/** PATCH /api/admin/{registrantId}/updateRegistrant (admin): any of the fields; absent ones are kept. */
export const updateRegistrantRequest = registrantForm
  .partial()
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: 'Send at least one registrant field to change.',
  });
export type UpdateRegistrantRequest = z.infer<typeof updateRegistrantRequest>;

export const registrantParams = z.object({ registrantId: z.uuid('registrantId must be a UUID.') });
export const leagueNameParams = z.object({
  leagueNameAndDesc: z
    .string(TOURNAMENT_NAME_MESSAGE)
    .trim()
    .min(1, TOURNAMENT_NAME_MESSAGE)
    .max(200, { message: 'leagueNameAndDesc can have at most 200 characters.', abort: true })
    .refine(isPlainText, 'leagueNameAndDesc contains characters that cannot be used.'),
});
export const registrantWriteAnswer = z.object({
  registrantId: z.uuid(),
  tournamentId: z.uuid(),
  position: z.string(),
});
export type RegistrantWriteAnswer = z.infer<typeof registrantWriteAnswer>;

export const registrantItem = z.object({
  _id: z.uuid(),
  tournamentId: z.uuid(),
  leagueNameAndDesc: z.string(),
  firstName: z.string(),
  middleInitial: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  email: z.string(),
  email2: z.string(),
  dateOfBirth: z.string(),
  parentName: z.string(),
  /** when the player registered (ISO timestamp) */
  registeredAt: z.string(),
  version: z.number().int(),
});
export type RegistrantItem = z.infer<typeof registrantItem>;
/** GET /api/registration/{leagueNameAndDesc} (admin): by last name, then first name. */
export const allRegisteredPlayersAnswer = z.object({
  allRegisteredPlayersInLeague: z.array(registrantItem),
});
export type AllRegisteredPlayersAnswer = z.infer<typeof allRegisteredPlayersAnswer>;
/** GET /api/admin/registrant/{registrantId} (admin), for the update form. */
export const registrantAnswer = z.object({ registrant: registrantItem });
