import { z } from 'zod';
import { optionalId, requiredDate, requiredText } from '../fields';

/** Code of conduct (docs/rules.md §5: all five fields required; §8 failure text). */
export const CONDUCT_FIRST_NAME_MESSAGE = 'Please enter your first name.';
export const CONDUCT_LAST_NAME_MESSAGE = 'Please enter your last name.';
export const CONDUCT_TEAM_MESSAGE = 'Please enter your organization and team.';
export const CONDUCT_SEASON_MESSAGE = 'Please enter the season.';
export const CONDUCT_DATE_MESSAGE = "Please enter today's date.";
export const CONDUCT_FAILED_MESSAGE = 'Something went wrong with creating a code of conduct.';

/** The signing form (the UI) and, with an optional id, POST /api/registration/codeOfConduct. */
export const codeOfConductForm = z.object({
  firstName: requiredText(CONDUCT_FIRST_NAME_MESSAGE, 'The first name', 100),
  lastName: requiredText(CONDUCT_LAST_NAME_MESSAGE, 'The last name', 100),
  team: requiredText(CONDUCT_TEAM_MESSAGE, 'The organization and team', 200),
  season: requiredText(CONDUCT_SEASON_MESSAGE, 'The season', 100),
  date: requiredDate(CONDUCT_DATE_MESSAGE),
});
export type CodeOfConductForm = z.infer<typeof codeOfConductForm>;

export const codeOfConductRequest = codeOfConductForm.extend({ id: optionalId });
export type CodeOfConductRequest = z.infer<typeof codeOfConductRequest>;

export const codeOfConductAnswer = z.object({ signatureId: z.uuid(), position: z.string() });
export type CodeOfConductAnswer = z.infer<typeof codeOfConductAnswer>;

/** 429 of the public registration forms (code of conduct, tournament registration): per client address. */
export const PUBLIC_FORM_TOO_MANY_MESSAGE = 'Too many submissions. Please wait a few minutes and try again.';
