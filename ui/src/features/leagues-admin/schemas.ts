import { divisionNameField, leagueNameField, sessionField, yearField } from '@league/contracts';
import { z } from 'zod';

/** A number typed into a text input, checked by the API's own number rule ('' is not a number). */
export const numberText = <Output>(field: z.ZodType<Output, number>) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? Number.NaN : Number(value)))
    .pipe(field);

/** The league form with the API's field rules: name, optional division, session and year. */
export const leagueFormSchema = z.object({
  leagueName: leagueNameField,
  divisionName: divisionNameField,
  session: sessionField,
  year: numberText(yearField),
});
export type LeagueForm = z.input<typeof leagueFormSchema>;
export type LeagueValues = z.output<typeof leagueFormSchema>;
