import { LEAGUE_READ_MODELS } from '@league/contracts/live';
import type { ReadModels } from '@league/contracts/projections';

/**
 * Which read models the data of each public page's query comes from, by the start of the query key: the
 * projections its API route reads, as the route declares them (LEAGUE_READ_MODELS, shared with the query
 * API and the read-model functions; docs/live.md). A live announcement naming one of them makes the
 * query stale.
 */
const { leagues, teams, standings, leaders, schedule, team, game, home, goalieLeaders } = LEAGUE_READ_MODELS;

const LIVE_READS: ReadonlyArray<readonly [key: readonly string[], projections: ReadModels]> = [
  [['league-stats', 'current-leagues'], leagues],
  [['league-stats', 'previous-leagues'], leagues],
  [['league-stats', 'standings'], standings],
  [['league-stats', 'scoring-leaders'], leaders],
  [['league-stats', 'goalie-leaders'], goalieLeaders],
  [['league-schedules', 'league'], schedule],
  [['league-schedules', 'venue'], schedule],
  [['league-schedules', 'team-by-name'], teams],
  [['league-schedules', 'team'], team],
  [['league-schedules', 'old-team'], team],
  [['game-summary'], game],
  [['home', 'pulse'], home],
];

/** The projections a query's data depends on; null for a query that is not a live page's. */
export function projectionsOfKey(queryKey: readonly unknown[]): ReadModels | null {
  for (const [key, projections] of LIVE_READS) {
    if (key.every((part, i) => queryKey[i] === part)) return projections;
  }
  return null;
}

/** Whether a change of `changed` (the projections GET /api/live names) can change the data of the query. */
export function dependsOn(queryKey: readonly unknown[], changed: readonly string[]): boolean {
  const projections = projectionsOfKey(queryKey);
  return projections !== null && projections.some((name) => changed.includes(name));
}
