import { LEAGUE_READ_MODELS } from '@league/contracts/live';

/**
 * Which read models the data of each public page's query comes from: the projections its API route
 * reads (LEAGUE_READ_MODELS: the query API's `config.projections` of that route), by the start of
 * the query key. A live announcement naming one of them makes the query stale.
 */
const {
  leagues: LEAGUES,
  standings: STANDINGS,
  leaders: LEADERS,
  schedule: SCHEDULE,
  team: TEAM,
  game: GAME,
} = LEAGUE_READ_MODELS;
const HOME = ['leagues', 'schedule', 'standings', 'teams_rosters'];

const LIVE_READS: ReadonlyArray<readonly [key: readonly string[], projections: readonly string[]]> = [
  [['league-stats', 'current-leagues'], LEAGUES],
  [['league-stats', 'previous-leagues'], LEAGUES],
  [['league-stats', 'standings'], STANDINGS],
  [['league-stats', 'scoring-leaders'], LEADERS],
  [['league-schedules', 'league'], SCHEDULE],
  [['league-schedules', 'venue'], SCHEDULE],
  [
    ['league-schedules', 'team-by-name'],
    ['teams_rosters', 'leagues'],
  ],
  [['league-schedules', 'team'], TEAM],
  [['league-schedules', 'old-team'], TEAM],
  [['game-summary'], GAME],
  [['home', 'pulse'], HOME],
];

/** The projections a query's data depends on; null for a query that is not a live page's. */
export function projectionsOfKey(queryKey: readonly unknown[]): readonly string[] | null {
  for (const [key, projections] of LIVE_READS) {
    if (key.every((part, i) => queryKey[i] === part)) return projections;
  }
  return null;
}

/** Whether a change of `changed` (projection names) can change the data of the query. */
export function dependsOn(queryKey: readonly unknown[], changed: readonly string[]): boolean {
  const projections = projectionsOfKey(queryKey);
  return projections !== null && projections.some((name) => changed.includes(name));
}
