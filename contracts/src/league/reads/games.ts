import { z } from 'zod';
import { summaryGoal, summaryPenalty, summaryShots } from './game-sheet';
import { adminScheduleItem, scheduleLeague, type AdminScheduleEntry } from './schedule';
import type { NamedId } from '../../wire-id';

/**
 * A game's recorded result as the reads show it. Periods 1–4 (4 = OT/SO) are null for playoff and
 * championship games, which record totals only.
 */
export const recordedGameStats = z.object({
  homeGoalsPeriod1: z.number().int().nullable(),
  homeGoalsPeriod2: z.number().int().nullable(),
  homeGoalsPeriod3: z.number().int().nullable(),
  homeGoalsPeriod4: z.number().int().nullable(),
  homeGoalsTotal: z.number().int(),
  visitorGoalsPeriod1: z.number().int().nullable(),
  visitorGoalsPeriod2: z.number().int().nullable(),
  visitorGoalsPeriod3: z.number().int().nullable(),
  visitorGoalsPeriod4: z.number().int().nullable(),
  visitorGoalsTotal: z.number().int(),
  status: z.string(),
  summary: z.string(),
});
export type RecordedGameStats = z.infer<typeof recordedGameStats>;

export const playerGameStat = z.object({
  rosterPlayerId: z.uuid(),
  playerId: z.uuid(),
  teamId: z.uuid(),
  teamName: z.string(),
  number: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  goals: z.number().int(),
  assists: z.number().int(),
});
export type PlayerGameStat = z.infer<typeof playerGameStat>;

/**
 * GET /api/admin/game/{gameId} (public: the game summary): the item (with its stream `version` for
 * If-Match), its league (name, session and year, for the links to the teams' pages), the result or null,
 * the winner's name (null for a tie or no result) and the players' lines (home side first, then visitor,
 * each by number). From the game's sheet (docs/api.md, "Game sheet"): its `goals`, `penalties` and `shots`
 * by period then time (shots by period, visitor first), players named as in `playerStats`, and
 * `inProgress`: the sheet has a goal, penalty, shots or shootout attempt and the game no result yet.
 */
export const gameAnswer = z.object({
  game: adminScheduleItem,
  league: scheduleLeague.nullable(),
  gameStats: recordedGameStats.nullable(),
  winner: z.string().nullable(),
  playerStats: z.array(playerGameStat),
  goals: z.array(summaryGoal),
  penalties: z.array(summaryPenalty),
  shots: z.array(summaryShots),
  inProgress: z.boolean(),
});
export type GameAnswer = z.infer<typeof gameAnswer>;
/** The game summary as its page holds it: the game's item by its itemId. */
export type GameSummaryData = Omit<GameAnswer, 'game'> & { game: AdminScheduleEntry };

export const resultsRosterPlayerItem = z.object({
  /** the rosterPlayerId */
  _id: z.uuid(),
  playerId: z.uuid(),
  number: z.number().int(),
  firstName: z.string(),
  middleInitial: z.string().nullable(),
  lastName: z.string(),
  /** the player's suspension was unserved when this game was played (docs/api.md "Suspensions") */
  suspended: z.boolean(),
});
export type ResultsRosterPlayerItem = z.infer<typeof resultsRosterPlayerItem>;
/** A roster place of a game's results entry as the read model and the pages hold it (`resultsRosterPlayerItem` is its HTTP shape). */
export type ResultsRosterPlayer = NamedId<ResultsRosterPlayerItem, 'rosterPlayerId'>;

/**
 * GET /api/admin/{gameId}/rostersAndPoints (admin): the results-entry page. Rosters by number (players
 * still on the roster, plus removed ones who have a line in this game's result); `teamName` is the home
 * team, `opponent` the visitor; `gameStats` holds the current result as its only element, or is empty;
 * `date` is "MM/DD", `isoDate` "YYYY-MM-DD", `time` "HH:MM"; `venue` the venue's name; `version` the
 * game stream's version; `leagueId` the game's league (whose admin schedule the page returns to).
 */
export const rostersAndPointsAnswer = z.object({
  gameId: z.uuid(),
  leagueId: z.uuid().nullable(),
  kind: z.enum(['regular', 'playoff', 'championship']),
  homeTeamId: z.uuid().nullable(),
  visitorTeamId: z.uuid().nullable(),
  homeRoster: z.array(resultsRosterPlayerItem),
  visitorRoster: z.array(resultsRosterPlayerItem),
  teamName: z.string(),
  opponent: z.string(),
  rosterPlayerGameStats: z.array(
    z.object({ rosterPlayerId: z.uuid(), goals: z.number().int(), assists: z.number().int() }),
  ),
  gameStats: z.array(recordedGameStats),
  dayOfWeek: z.string(),
  date: z.string(),
  isoDate: z.string(),
  time: z.string(),
  venue: z.string(),
  version: z.number().int(),
});
export type RostersAndPointsAnswer = z.infer<typeof rostersAndPointsAnswer>;
/** The results-entry page as its pages hold it: both rosters' places by their rosterPlayerId. */
export type RostersAndPoints = Omit<RostersAndPointsAnswer, 'homeRoster' | 'visitorRoster'> &
  Record<'homeRoster' | 'visitorRoster', ResultsRosterPlayer[]>;
