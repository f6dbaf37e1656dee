import {
  allowDoubleHeadersField,
  divisionNameField,
  leagueNameField,
  sessionField,
  yearField,
} from '@league/contracts';
import { z } from 'zod';
import { numberText } from '../forms/numberText';

/**
 * The league form with the API's field rules: name, optional division, session and year, and whether a
 * team may play two games on one date.
 */
export const leagueFormSchema = z.object({
  leagueName: leagueNameField,
  divisionName: divisionNameField,
  session: sessionField,
  year: numberText(yearField),
  allowDoubleHeaders: allowDoubleHeadersField,
});
export type LeagueForm = z.input<typeof leagueFormSchema>;
export type LeagueValues = z.output<typeof leagueFormSchema>;
