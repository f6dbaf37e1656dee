import type { ReadModels } from './projections';

/**
 * The read models (projections) each kind of league read is answered from, declared once for every
 * side: the read-model functions of those reads declare theirs by these (read-models/src), the query
 * API's routes wait for them (X-Min-Position) and version their cached answers by them, GET /api/live
 * names the ones that changed, and the UI refetches a page's queries whose read models are among them
 * (ui/src/shared/live/liveReads.ts). See docs/live.md.
 */
export const LEAGUE_READ_MODELS = {
  leagues: ['leagues'],
  /** a team and its league, without roster or games (a team by name, the admin's team, the archive) */
  teams: ['teams_rosters', 'leagues'],
  standings: ['standings', 'leagues'],
  leaders: ['results', 'teams_rosters', 'players', 'leagues'],
  schedule: ['schedule', 'leagues', 'teams_rosters'],
  team: ['teams_rosters', 'leagues', 'players', 'results', 'standings', 'schedule', 'suspensions'],
  game: ['schedule', 'leagues', 'teams_rosters', 'players', 'results', 'suspensions'],
  players: ['players'],
  playerHistory: ['players', 'teams_rosters', 'leagues', 'results'],
  gameHistory: ['game_history', 'schedule', 'leagues', 'teams_rosters', 'players'],
  /** the home page: every current league's results, next games, top of the standings, key dates */
  home: ['leagues', 'schedule', 'standings', 'teams_rosters'],
} as const satisfies Record<string, ReadModels>;
