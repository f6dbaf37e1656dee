import { z } from 'zod';
import { PENALTY_SEVERITIES } from '../../league/events/game-sheet';

/**
 * GET /api/admin/suspensionRules (admin): the games a proposed suspension names per severity, and the
 * table's `version` (0 while the defaults stand, one more with each change), sent as `If-Match` by its PUT.
 */
export const suspensionRulesAnswer = z.object({
  gameMisconduct: z.number().int(),
  matchPenalty: z.number().int(),
  version: z.number().int(),
});
export type SuspensionRulesAnswer = z.infer<typeof suspensionRulesAnswer>;

/**
 * A pending proposal: the penalty (its game and entry), the player (`playerName` "First Last", '' when the
 * roster spot is gone), their team and the game's opponent, the game's date (YYYY-MM-DD), the infraction
 * and severity, and `proposedGames`, the games the table gives the severity now.
 */
export const suspensionProposalItem = z.object({
  gameId: z.uuid(),
  entryId: z.uuid(),
  playerId: z.uuid().nullable(),
  playerName: z.string(),
  teamId: z.uuid().nullable(),
  teamName: z.string(),
  opponent: z.string(),
  gameDate: z.string(),
  leagueId: z.uuid().nullable(),
  infraction: z.string(),
  minutes: z.number().int(),
  severity: z.enum(PENALTY_SEVERITIES),
  proposedGames: z.number().int(),
});
export type SuspensionProposalItem = z.infer<typeof suspensionProposalItem>;

/** GET /api/admin/suspensionProposals (admin): the pending proposals, newest game first. */
export const suspensionProposalsAnswer = z.object({ suspensionProposals: z.array(suspensionProposalItem) });
export type SuspensionProposalsAnswer = z.infer<typeof suspensionProposalsAnswer>;
