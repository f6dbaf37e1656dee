import { z } from 'zod';
import {
  NOTHING_TO_CHANGE_MESSAGE,
  optionalText,
  requiredText,
  uuidField,
  writeAnswer,
  yearField,
} from '../fields';

export const LEAGUE_NAME_MESSAGE = 'Please enter a league name.';
export const SESSION_MESSAGE = 'Please enter a session.';

export const leagueNameField = requiredText('league name', LEAGUE_NAME_MESSAGE, 100);
export const divisionNameField = optionalText('division name', 100);
export const sessionField = requiredText('session', SESSION_MESSAGE, 50);
/**
 * Whether a team may play two games on one date (never two at the same time): without it, a game that
 * books a team already playing that date is a schedule clash (docs/api.md, Games).
 */
export const allowDoubleHeadersField = z.boolean('allowDoubleHeaders must be true or false.');
export const PERIOD_MINUTES_MESSAGE = 'periodMinutes must be a whole number of minutes from 1 to 60.';
/** The default length of a period, also of the leagues recorded before the setting. */
export const DEFAULT_PERIOD_MINUTES = 20;
/**
 * A period's length in minutes: the game sheet refuses an entry timed past it (docs/api.md, "Game
 * sheet"); overtime is given the same length.
 */
export const periodMinutesField = z
  .number(PERIOD_MINUTES_MESSAGE)
  .int(PERIOD_MINUTES_MESSAGE)
  .min(1, PERIOD_MINUTES_MESSAGE)
  .max(60, PERIOD_MINUTES_MESSAGE);

export const createLeagueRequest = z.object({
  id: uuidField('id').optional(),
  leagueName: leagueNameField,
  divisionName: divisionNameField.optional(),
  session: sessionField,
  year: yearField,
  allowDoubleHeaders: allowDoubleHeadersField.default(false),
  periodMinutes: periodMinutesField.default(DEFAULT_PERIOD_MINUTES),
});
export type CreateLeagueRequest = z.input<typeof createLeagueRequest>;

export const updateLeagueRequest = z
  .object({
    leagueName: leagueNameField.optional(),
    divisionName: divisionNameField.optional(),
    session: sessionField.optional(),
    year: yearField.optional(),
    allowDoubleHeaders: allowDoubleHeadersField.optional(),
    periodMinutes: periodMinutesField.optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), NOTHING_TO_CHANGE_MESSAGE);
export type UpdateLeagueRequest = z.input<typeof updateLeagueRequest>;

export const leagueParams = z.object({ leagueId: uuidField('leagueId') });
export const leagueWriteAnswer = writeAnswer('leagueId');
export const leagueToggleAnswer = z.object({
  leagueId: z.uuid(),
  isCurrent: z.boolean(),
  position: z.string(),
});
export type LeagueToggleAnswer = z.infer<typeof leagueToggleAnswer>;

/**
 * The next season of a league (docs/api.md, "Next season"): its session and year, validated as a new
 * league's, and whether the teams' rosters come along.
 */
export const nextSeasonRequest = z.object({
  session: sessionField,
  year: yearField,
  copyRosters: z.boolean('copyRosters must be true or false.').default(false),
});
export type NextSeasonRequest = z.input<typeof nextSeasonRequest>;
export const nextSeasonAnswer = writeAnswer('leagueId');
export type NextSeasonAnswer = z.infer<typeof nextSeasonAnswer>;
/** The 409 of a next season that another league already is (the same name, division, session and year). */
export const SEASON_EXISTS_MESSAGE = (league: string) => `The league ${league} already exists.`;
