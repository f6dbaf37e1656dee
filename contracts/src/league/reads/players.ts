import { z } from 'zod';
import type { NamedId } from '../../wire-id';

/** A player's own fields as the reads answer them (beside playerDetailFields of the commands). */
const playerAnswerFields = {
  firstName: z.string(),
  lastName: z.string(),
  middleInitial: z.string().nullable(),
};

/**
 * GET /api/player/{playerId}/history: every roster the player was on (also ones they were removed from),
 * newest first, with the league (id, name, its division or null, session), the games played for that
 * team (read-models' gamesPlayedSql), G/A of every game of that league with a result and, from those
 * games' sheets, the penalty minutes, power-play and short-handed goals. `photo` is the
 * URL of the newest uploaded photo, or null; `careerTotals` adds up the rosters. No personal data: names
 * and photo only.
 */
export const playerHistoryAnswer = z.object({
  playerId: z.uuid(),
  ...playerAnswerFields,
  photo: z.string().nullable(),
  listOfRosters: z.array(
    z.object({
      teamId: z.uuid(),
      teamName: z.string(),
      leagueId: z.uuid(),
      leagueName: z.string(),
      leagueDivisionName: z.string().nullable(),
      session: z.string(),
      year: z.number().int(),
      number: z.number().int(),
      gamesPlayed: z.number().int(),
      goals: z.number().int(),
      assists: z.number().int(),
      /** from the game sheets: penalty minutes, power-play and short-handed goals */
      penaltyMinutes: z.number().int(),
      powerPlayGoals: z.number().int(),
      shortHandedGoals: z.number().int(),
    }),
  ),
  /** the sums over every roster; points = goals + assists */
  careerTotals: z.object({
    gamesPlayed: z.number().int(),
    goals: z.number().int(),
    assists: z.number().int(),
    points: z.number().int(),
    penaltyMinutes: z.number().int(),
    powerPlayGoals: z.number().int(),
    shortHandedGoals: z.number().int(),
  }),
});
export type PlayerHistoryAnswer = z.infer<typeof playerHistoryAnswer>;

/** GET /api/admin/players (admin): the add-players picker, by last name then first name. */
export const playerListItem = z.object({
  _id: z.uuid(),
  ...playerAnswerFields,
  version: z.number().int(),
});
export type PlayerListItem = z.infer<typeof playerListItem>;
/** A player of the add-players picker as the read model and the pages hold it (`playerListItem` is its HTTP shape). */
export type ListedPlayer = NamedId<PlayerListItem, 'playerId'>;
export const allPlayersAnswer = z.object({ allPlayers: z.array(playerListItem) });
export type AllPlayersAnswer = z.infer<typeof allPlayersAnswer>;

/** GET /api/admin/rosterPlayer/{playerId} (admin): the update-player form (playerId is the player's id). */
export const adminPlayerAnswer = z.object({
  player: z.object({
    ...playerAnswerFields,
    version: z.number().int(),
  }),
});
export type AdminPlayerAnswer = z.infer<typeof adminPlayerAnswer>;
