/**
 * The read models (projections) each kind of league read is answered from. The query API waits for
 * them (X-Min-Position) and versions its cached answers by them; GET /api/live names the ones that
 * changed, and the UI refetches a page's queries whose read models are among them.
 */
export const LEAGUE_READ_MODELS = {
  leagues: ['leagues'],
  standings: ['standings', 'leagues'],
  leaders: ['results', 'teams_rosters', 'players', 'leagues'],
  schedule: ['schedule', 'leagues', 'teams_rosters'],
  team: ['teams_rosters', 'leagues', 'players', 'results', 'standings', 'schedule', 'suspensions'],
  game: ['schedule', 'leagues', 'teams_rosters', 'players', 'results', 'suspensions'],
  players: ['players'],
  playerHistory: ['players', 'teams_rosters', 'leagues', 'results'],
  gameHistory: ['game_history', 'schedule', 'leagues', 'teams_rosters', 'players'],
} as const satisfies Record<string, readonly string[]>;
