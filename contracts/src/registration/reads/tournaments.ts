import { z } from 'zod';
import type { NamedId } from '../../wire-id';

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
/** A tournament as the pages hold it (`tournamentItem` is its HTTP shape). */
export type Tournament = NamedId<TournamentItem, 'tournamentId'>;
/** GET /api/registration/tournaments (public): latest closeDate first, then by name. */
export const allTournamentsAnswer = z.object({ allTournaments: z.array(tournamentItem) });
export type AllTournamentsAnswer = z.infer<typeof allTournamentsAnswer>;
/** GET /api/admin/tournament/{tournamentId} (admin), for the update form. */
export const tournamentAnswer = z.object({ tournament: tournamentItem });
export type TournamentAnswer = z.infer<typeof tournamentAnswer>;
