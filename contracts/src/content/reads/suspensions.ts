import { z } from 'zod';
import type { NamedId } from '../../wire-id';

/**
 * `date` is `YYYY-MM-DD` (the UI formats it); `version` is what an edit sends as `If-Match`. `playerId`
 * and `teamId`: the player and the team it is linked to, null for a suspension recorded before
 * suspensions were linked (its `playerName` and `playerTeam` are then the free text it was recorded
 * with).
 */
export const suspensionItem = z.object({
  _id: z.uuid(),
  playerId: z.uuid().nullable(),
  teamId: z.uuid().nullable(),
  date: z.string(),
  playerName: z.string(),
  playerTeam: z.string(),
  reason: z.string(),
  howManyGames: z.number().int(),
  served: z.boolean(),
  appealedSuccessfully: z.boolean(),
  isCurrent: z.boolean(),
  version: z.number().int(),
});
export type SuspensionItem = z.infer<typeof suspensionItem>;
/** A suspension as the read model and the pages hold it (`suspensionItem` is its HTTP shape). */
export type Suspension = NamedId<SuspensionItem, 'suspensionId'>;

/** GET /api/admin/allSuspendedPlayers (admin): current suspensions, newest date first. */
export const allSuspendedPlayersAnswer = z.object({ allSuspendedPlayers: z.array(suspensionItem) });
export type AllSuspendedPlayersAnswer = z.infer<typeof allSuspendedPlayersAnswer>;
/** GET /api/registration/allArchivedSuspensions (admin): archived suspensions, newest date first. */
export const archivedSuspensionsAnswer = z.object({ archivedSuspensions: z.array(suspensionItem) });
export type ArchivedSuspensionsAnswer = z.infer<typeof archivedSuspensionsAnswer>;
/** GET /api/admin/suspension/{suspensionId} (admin); 404 when unknown. */
export const suspensionAnswer = z.object({ suspension: suspensionItem });
export type SuspensionAnswer = z.infer<typeof suspensionAnswer>;
