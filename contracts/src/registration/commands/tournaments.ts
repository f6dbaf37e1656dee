import { z } from 'zod';
import { optionalId, requiredDate, requiredText } from '../fields';

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
  'staff',
  'gamesToScore',
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
