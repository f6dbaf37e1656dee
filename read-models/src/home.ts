import { HOME_PULSE_LIMITS, PLAYED_STATUSES } from '@league/contracts';
import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';
import { scheduleItemsJson, type ScheduleItemRow } from './schedule';

/**
 * The home page's read over the league-play read models (leagues, schedule, standings, teams, game sheet):
 * every current league with its newest results, its next games (those in progress with their running
 * score) and the top of its standings, and the key dates ahead, in one statement. $1 is today on the
 * league's calendar (YYYY-MM-DD), $2 the played statuses.
 */

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  homePulse: league.home,
} as const satisfies ReadsDeclaration;

export interface HomeStandingsRow {
  teamId: string;
  teamName: string;
  divisionName: string | null;
  gamesPlayed: number;
  points: number;
}

export interface HomeLeagueRow {
  leagueId: string;
  leagueName: string;
  divisionName: string | null;
  session: string;
  year: number;
  /** chronologically, as every schedule read: the newest result is the last */
  latestResults: ScheduleItemRow[];
  nextGames: ScheduleItemRow[];
  standings: HomeStandingsRow[];
  teamCount: number;
}

export interface HomePulseRows {
  leagues: HomeLeagueRow[];
  keyDates: ScheduleItemRow[];
}

const { latestResults, nextGames, standings, keyDates } = HOME_PULSE_LIMITS;

/** A game whose result counts (docs/api.md "Rules the read models apply"), over the schedule item `x`. */
const played = (x: string) =>
  `(coalesce(${x}.status, '') = ANY($2::text[]) AND ${x}.home_total IS NOT NULL AND ${x}.visitor_total IS NOT NULL)`;

/** The ids of the league's (alias `cl`) games picked by `where` in `order`, the first `limit` of them. */
const leagueGames = (where: string, order: string, limit: number) =>
  scheduleItemsJson(
    `s.item_id IN (
    SELECT x.item_id FROM rm.schedule_items x
     WHERE x.league_id = cl.league_id AND x.kind = 'game' AND NOT x.removed AND ${where}
     ORDER BY ${order} LIMIT ${limit})`,
    'withSheet',
  );

const HOME_PULSE = `
  SELECT coalesce(json_agg(json_build_object(
           'leagueId', cl.league_id, 'leagueName', cl.league_name, 'divisionName', cl.division_name,
           'session', cl.session, 'year', cl.year,
           'latestResults', ${leagueGames(`x.iso_date <= $1 AND ${played('x')}`, 'x.iso_date DESC, x.minutes DESC, x.item_id DESC', latestResults)},
           'nextGames', ${leagueGames(`x.iso_date >= $1 AND NOT ${played('x')}`, 'x.iso_date, x.minutes, x.item_id', nextGames)},
           'standings', (SELECT coalesce(json_agg(json_build_object(
                               'teamId', st.team_id, 'teamName', st.team_name, 'divisionName', st.division_name,
                               'gamesPlayed', st.games_played, 'points', st.points) ORDER BY st.rank), '[]')
                           FROM (SELECT * FROM rm.standings WHERE league_id = cl.league_id
                                  ORDER BY rank LIMIT ${standings}) st),
           'teamCount', (SELECT count(*) FROM rm.standings WHERE league_id = cl.league_id))
         ORDER BY lower(cl.league_name), cl.league_name, lower(coalesce(cl.division_name, '')),
                  coalesce(cl.division_name, ''), cl.year DESC, cl.created_high, cl.created_low), '[]') AS leagues,
         ${scheduleItemsJson(
           `s.item_id IN (
           SELECT x.item_id FROM rm.schedule_items x LEFT JOIN rm.leagues xl ON xl.league_id = x.league_id
            WHERE NOT x.removed AND x.iso_date >= $1
              AND ((x.kind = 'event' AND (x.league_id IS NULL OR xl.is_current))
                OR (x.kind = 'game' AND (x.playoff OR x.championship) AND xl.is_current AND NOT ${played('x')}))
            ORDER BY x.iso_date, x.minutes, x.kind, x.item_id LIMIT ${keyDates})`,
           'withSheet',
         )} AS "keyDates"
    FROM rm.leagues cl WHERE cl.is_current`;

/** The home page's pulse as of `today` (YYYY-MM-DD on the league's calendar), in one statement. */
export async function homePulse(db: SqlClient, today: string): Promise<HomePulseRows> {
  const { rows } = await db.query<HomePulseRows>(HOME_PULSE, [today, [...PLAYED_STATUSES]], {
    name: 'home_pulse',
  });
  return rows[0] ?? { leagues: [], keyDates: [] };
}
