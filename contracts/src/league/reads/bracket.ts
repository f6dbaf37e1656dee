import { z } from 'zod';

/**
 * One side of a bracket game: its team (null while TBD), seed (0: none), final score once played, and the
 * game whose winner plays here (null: the side is set by hand or seeded).
 */
export const bracketSide = z.object({
  teamId: z.uuid().nullable(),
  teamName: z.string().nullable(),
  seed: z.number().int(),
  score: z.number().int().nullable(),
  fromGameId: z.uuid().nullable(),
});
export type BracketSideAnswer = z.infer<typeof bracketSide>;

/**
 * A playoff or championship game as the bracket shows it: `winner` the side with more goals once played
 * (null before, and for a tie), `status` "TBP" until a result counts, `conflict` whether a corrected
 * feeder's winner differs from the team that already played this game.
 */
export const bracketGame = z.object({
  gameId: z.uuid(),
  date: z.string(),
  time: z.string(),
  venueName: z.string(),
  home: bracketSide,
  visitor: bracketSide,
  winner: z.enum(['home', 'visitor']).nullable(),
  status: z.string(),
  championship: z.boolean(),
  conflict: z.boolean(),
});
export type BracketGame = z.infer<typeof bracketGame>;

export const bracketRound = z.object({ name: z.string(), games: z.array(bracketGame) });
export type BracketRound = z.infer<typeof bracketRound>;

/** GET /api/league/{leagueId}/bracket (public): the league's playoff and championship games by round. */
export const bracketAnswer = z.object({
  leagueId: z.uuid(),
  leagueName: z.string(),
  divisionName: z.string().nullable(),
  session: z.string(),
  year: z.number().int(),
  rounds: z.array(bracketRound),
});
export type BracketAnswer = z.infer<typeof bracketAnswer>;

/**
 * A flagged conflict as the admin sees it: on `side` of `gameId` (already played by `playedTeamId`),
 * the corrected result of `fromGameId` makes `winnerTeamId` the team that should have played.
 */
export const bracketConflict = z.object({
  gameId: z.uuid(),
  side: z.enum(['home', 'visitor']),
  fromGameId: z.uuid(),
  winnerTeamId: z.uuid(),
  winnerTeamName: z.string(),
  playedTeamId: z.uuid(),
  playedTeamName: z.string(),
});
export type BracketConflict = z.infer<typeof bracketConflict>;

/** GET /api/admin/league/{leagueId}/bracket (admin): the bracket, and every flagged conflict. */
export const adminBracketAnswer = bracketAnswer.extend({ conflicts: z.array(bracketConflict) });
export type AdminBracketAnswer = z.infer<typeof adminBracketAnswer>;
