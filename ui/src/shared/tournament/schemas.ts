import { siteRoute } from '@league/contracts/site-pages';
import { tournamentForm, type Tournament } from '@league/contracts';
import { z } from 'zod';
import { asApiField } from '../forms/asApiField';

/** The new and update forms: name and description, closing date and price, each checked by the API's rule. */
export const tournamentFormSchema = z.object({
  // the API's rule also keeps names clear of the one-segment admin pages (the registrant list lives at /admin/{name})
  leagueNameAndDesc: asApiField(tournamentForm.shape.leagueNameAndDesc),
  closeDate: asApiField(tournamentForm.shape.closeDate),
  price: asApiField(tournamentForm.shape.price),
});
export type TournamentFormValues = z.input<typeof tournamentFormSchema>;

export type { Tournament };

export const emptyTournament = (): TournamentFormValues => ({
  leagueNameAndDesc: '',
  closeDate: '',
  price: '',
});

export const toTournamentForm = (tournament: Tournament): TournamentFormValues => ({
  leagueNameAndDesc: tournament.leagueNameAndDesc,
  closeDate: tournament.closeDate,
  price: String(tournament.price),
});

export { formatPrice } from './price';

/** Where an admin reads a tournament's registrants. */
export const registrantsPath = (leagueNameAndDesc: string) =>
  siteRoute.registrants.href({ leagueNameAndDesc });
