/** The projections each kind of read depends on (X-Min-Position waits for these). */
export const P = {
  leagues: ['leagues'],
  standings: ['standings', 'leagues'],
  leaders: ['results', 'teams_rosters', 'players', 'leagues'],
  schedule: ['schedule', 'leagues', 'teams_rosters'],
  team: ['teams_rosters', 'leagues', 'players', 'results', 'standings', 'schedule'],
  game: ['schedule', 'leagues', 'teams_rosters', 'players', 'results'],
  players: ['players'],
  playerHistory: ['players', 'teams_rosters', 'leagues', 'results'],
  gameHistory: ['game_history', 'schedule', 'leagues', 'teams_rosters', 'players'],
} as const satisfies Record<string, readonly string[]>;
