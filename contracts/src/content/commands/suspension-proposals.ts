import { z } from 'zod';
import { idField } from '../fields';
import { suspensionGamesField } from './suspensions';

/**
 * Suspensions proposed from the game sheets (docs/api.md, "Suspensions from the game sheet"): a penalty
 * recorded as a game misconduct or a match penalty proposes a suspension of its player for the number of
 * games the site's table gives its severity; the admin confirms it (as a suspension record) or dismisses it.
 */

/** The table as it stands before an admin first changes it. */
export const DEFAULT_SUSPENSION_RULES = { gameMisconduct: 1, matchPenalty: 3 } as const;

export const SUSPENSION_PROPOSAL_NOT_FOUND_MESSAGE =
  "No such proposal: this game's sheet has no game misconduct or match penalty under this id.";
export const SUSPENSION_PROPOSAL_CONFIRMED_MESSAGE = (games: number) =>
  `This proposal was already confirmed, as a suspension of ${games} game${games === 1 ? '' : 's'}.`;
export const SUSPENSION_PROPOSAL_DISMISSED_MESSAGE = 'This proposal was already dismissed.';

/** PUT /api/admin/suspensionRules (with If-Match): the games a suspension proposed from each severity names. */
export const suspensionRulesRequest = z.object({
  gameMisconduct: suspensionGamesField,
  matchPenalty: suspensionGamesField,
});
export type SuspensionRulesRequest = z.input<typeof suspensionRulesRequest>;
export const suspensionRulesWriteAnswer = z.object({ position: z.string() });

/** POST /api/admin/suspensionProposals/{gameId}/{entryId}/confirm and …/dismiss. */
export const suspensionProposalParams = z.object({ gameId: idField('gameId'), entryId: idField('entryId') });

/** Confirm: `games` defaults to the number the table proposes; the admin may send another (0–99). */
export const confirmSuspensionProposalRequest = z
  .object({ games: suspensionGamesField.optional() })
  .nullish()
  .transform((body) => body ?? {});
export type ConfirmSuspensionProposalRequest = z.input<typeof confirmSuspensionProposalRequest>;

/** A decision's answer: the suspension a confirm recorded (null for a dismissal). */
export const suspensionProposalWriteAnswer = z.object({
  gameId: z.uuid(),
  entryId: z.uuid(),
  suspensionId: z.uuid().nullable(),
  position: z.string(),
});
export type SuspensionProposalWriteAnswer = z.infer<typeof suspensionProposalWriteAnswer>;
