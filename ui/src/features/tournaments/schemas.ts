import { TOURNAMENT_NAME_RESERVED_MESSAGE, tournamentForm, type TournamentItem } from '@league/contracts';
import { z } from 'zod';
import { asApiField } from '../registration/schemas';

/**
 * The registrant list lives at /admin/{leagueNameAndDesc}: a tournament named like one of the admin
 * pages with a one-segment address would open that page instead (ui/src/app/routeTable.ts).
 */
const ADMIN_PAGE_NAMES = [
  'archived',
  'getAllCOCCoaches',
  'login',
  'masterSchedule',
  'newPlayer',
  'news',
  'oldSuspensions',
  'orgs',
  'registration',
  'suspended',
  'tournaments',
  'venues',
  'videos',
].map((name) => name.toLowerCase());

export const isAdminPageName = (name: string) => ADMIN_PAGE_NAMES.includes(name.trim().toLowerCase());

/** The new and update forms: name and description, closing date and price, each checked by the API's rule. */
export const tournamentFormSchema = z.object({
  leagueNameAndDesc: asApiField(tournamentForm.shape.leagueNameAndDesc).refine(
    (name) => !isAdminPageName(name),
    TOURNAMENT_NAME_RESERVED_MESSAGE,
  ),
  closeDate: asApiField(tournamentForm.shape.closeDate),
  price: asApiField(tournamentForm.shape.price),
});
export type TournamentFormValues = z.input<typeof tournamentFormSchema>;

export type Tournament = TournamentItem;

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

/** "$150.00" */
export const formatPrice = (price: number) => `$${price.toFixed(2)}`;

/** Where an admin reads a tournament's registrants. */
export const registrantsPath = (leagueNameAndDesc: string) =>
  `/admin/${encodeURIComponent(leagueNameAndDesc)}`;
