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
  /** the league's and a venue's schedules; their games in progress from the game sheets */
  schedule: ['schedule', 'leagues', 'teams_rosters', 'game_sheet'],
  /** a team's page and roster; its games in progress from the game sheets */
  team: [
    'teams_rosters',
    'leagues',
    'players',
    'results',
    'standings',
    'schedule',
    'suspensions',
    'game_sheet',
  ],
  /** a game's summary and results page; the summary also shows the game's sheet as it is scored */
  game: ['schedule', 'leagues', 'teams_rosters', 'players', 'results', 'suspensions', 'game_sheet'],
  /**
   * the admin's game sheet: its entries, lineups with their players (and whether each is suspended), the
   * league's period length
   */
  gameSheet: ['game_sheet', 'schedule', 'leagues', 'teams_rosters', 'players', 'suspensions'],
  players: ['players'],
  playerHistory: ['players', 'teams_rosters', 'leagues', 'results'],
  gameHistory: ['game_history', 'schedule', 'leagues', 'teams_rosters', 'players'],
  /** the home page: every current league's results, next games, top of the standings, key dates */
  home: ['leagues', 'schedule', 'standings', 'teams_rosters', 'game_sheet'],
  /** a league's goalies: their games from the game sheets' lineups and the results */
  goalieLeaders: ['results', 'teams_rosters', 'players', 'leagues'],
} as const satisfies Record<string, ReadModels>;
