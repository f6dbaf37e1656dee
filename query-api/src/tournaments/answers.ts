import type { Registrant, RegistrantItem, TournamentItem } from '@league/contracts';
import type { TournamentRow } from '@league/read-models/tournaments';

/**
 * A tournament as the tournament answers send it (docs/api.md, "Tournaments and registrants"): its id as
 * `_id`, open through its close date on the league's calendar (`today`).
 */
export const tournamentItem = (
  { tournamentId, ...tournament }: TournamentRow,
  today: string,
): TournamentItem => ({
  _id: tournamentId,
  ...tournament,
  isOpen: tournament.closeDate >= today,
});

/** A registrant as the registrant answers send it: its id as `_id`. */
export const registrantItem = ({ registrantId, ...registrant }: Registrant): RegistrantItem => ({
  _id: registrantId,
  ...registrant,
});
