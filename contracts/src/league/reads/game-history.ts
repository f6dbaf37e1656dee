import { z } from 'zod';

/**
 * What one recorded version of a game did: the first schedule, a move (date, time or venue only), a change
 * of teams or seeds only, any other change of the game, its first result, a later result, its removal;
 * in a bracket: a side seeded from the standings, a side filled by (or emptied after) a feeder's result,
 * a conflict flagged on a played game, and its resolution; on the game's sheet: a side's lineup set, a
 * goal, penalty or shootout attempt added or removed, a side's shots of a period, and the final.
 */
export const GAME_VERSION_KINDS = [
  'scheduled',
  'moved',
  'teams changed',
  'updated',
  'result recorded',
  'result corrected',
  'removed',
  'seeded',
  'advanced',
  'bracket conflict',
  'conflict resolved',
  'sheet lineup set',
  'sheet goal added',
  'sheet goal removed',
  'sheet penalty added',
  'sheet penalty removed',
  'sheet shots recorded',
  'sheet shootout attempt added',
  'sheet shootout attempt removed',
  'sheet final',
] as const;
export const gameVersionKind = z.enum(GAME_VERSION_KINDS);
export type GameVersionKind = z.infer<typeof gameVersionKind>;

/**
 * One thing a version changed, as the admin pages show it: `field` says what it is (`date`, `time`,
 * `venue`, `league`, `visitor`, `home`, `visitorSeed`, `homeSeed`, `playoff`, `championship`, `score`
 * (visitor - home), `status`, `visitorPeriods`, `homePeriods`, `summary`, `stats` for one player's
 * line, or of the game's sheet `lineup`, `goal`, `penalty`, `shots`, `shootout` and `sheet`, its final),
 * `label` names it for people (the player of a stats line), `from` and `to` are display texts;
 * `from` is null for something new, `to` null for something taken away.
 */
export const gameChange = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type GameChange = z.infer<typeof gameChange>;

/**
 * A recorded version of the game: `version` n is the n-th event of the game's stream (1 = scheduled),
 * `recordedAt` an ISO timestamp, `recordedBy` the author's display name (never an id or an e-mail),
 * `visitor` and `home` the team names as of this version ('TBD' while unknown), for the score's line.
 */
export const gameVersion = z.object({
  version: z.number().int().positive(),
  recordedAt: z.string(),
  /**
   * `name`: the author's name when they recorded it; `currentName`: a member of staff's name today, given
   * only when they were renamed since
   */
  recordedBy: z.object({ name: z.string(), currentName: z.string().optional() }),
  kind: gameVersionKind,
  visitor: z.string(),
  home: z.string(),
  changes: z.array(gameChange),
});
export type GameVersion = z.infer<typeof gameVersion>;

/** GET /api/admin/game/{gameId}/history (admin): every recorded version of the game, oldest first. */
export const gameHistoryAnswer = z.object({ gameId: z.uuid(), versions: z.array(gameVersion) });
export type GameHistoryAnswer = z.infer<typeof gameHistoryAnswer>;
