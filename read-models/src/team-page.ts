import type { ClubSeason, TeamPageRecord } from '@league/contracts';
import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';
import { scheduleItemsJson, teamItems, type ScheduleItemRow } from './schedule';
import {
  ROSTER_ORDER,
  rosterSelect,
  TEAM_COLUMNS,
  TEAMS,
  type RosteredPlayer,
  type TeamInfo,
} from './teams-rosters';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  teamPageRows: league.team,
} as const satisfies ReadsDeclaration;

/** A team's line of its league's standings. */
export interface TeamStanding extends TeamPageRecord {
  gamesPlayed: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
}

/** A line of the league's standings as the standings page groups them: its team and division. */
export interface LeagueStandingsLine {
  teamId: string;
  divisionName: string | null;
}

export interface TeamPageRows extends TeamInfo {
  leagueDivisionName: string | null;
  leagueYear: number;
  leagueIsCurrent: boolean;
  /** null before the standings have a line for the team */
  standing: TeamStanding | null;
  /** every line of its league's standings, by rank (the order the standings page lists them in) */
  leagueStandings: LeagueStandingsLine[];
  roster: RosteredPlayer[];
  /** its games and its league's events, chronologically */
  items: ScheduleItemRow[];
  /** the teams whose name is the same club's (clubKeySql), itself left out, in no particular order */
  clubSeasons: ClubSeason[];
}

/**
 * A team name as the club it names: trimmed, inner runs of spaces as one, lower case (an SQL expression
 * over the name `name`; the query API's clubKey is the same rule).
 */
export const clubKeySql = (name: string) => `lower(regexp_replace(btrim(${name}), '\\s+', ' ', 'g'))`;

/** The W/L/T/OTL/SOL of a standings line `alias` as JSON fields; 0 when there is no line. */
const RECORD = (alias: string) =>
  [
    ['wins', 'wins'],
    ['losses', 'losses'],
    ['ties', 'ties'],
    ['overtimeLosses', 'overtime_losses'],
    ['shootoutLosses', 'shootout_losses'],
  ]
    .map(([field, column]) => `'${field}', coalesce(${alias}.${column}, 0)`)
    .join(', ');

/**
 * Everything the team's page shows, in one statement: the team and its league, its standings line and
 * its league's standings by rank, its roster with games played and G/A, its schedule, and the other teams of the same club with
 * their records; null when there is no such team (or it was removed).
 */
export async function teamPageRows(db: SqlClient, teamId: string): Promise<TeamPageRows | null> {
  const { rows } = await db.query<TeamPageRows>(
    `SELECT ${TEAM_COLUMNS}, l.division_name AS "leagueDivisionName", coalesce(l.year, t.year) AS "leagueYear",
            coalesce(l.is_current, false) AS "leagueIsCurrent",
            (SELECT json_build_object(${RECORD('st')},
                      'gamesPlayed', st.games_played, 'points', st.points, 'goalsFor', st.goals_for,
                      'goalsAgainst', st.goals_against, 'goalDifference', st.goal_difference)
               FROM rm.standings st WHERE st.team_id = $1 LIMIT 1) AS standing,
            (SELECT coalesce(json_agg(json_build_object('teamId', sl.team_id, 'divisionName', sl.division_name)
                      ORDER BY sl.rank), '[]')
               FROM rm.standings sl WHERE sl.league_id = t.league_id) AS "leagueStandings",
            (SELECT coalesce(json_agg(r ORDER BY ${ROSTER_ORDER}), '[]')
               FROM (${rosterSelect('t.league_id')}) r) AS roster,
            ${scheduleItemsJson(teamItems('$1', 't.league_id'), 'withSheet')} AS items,
            (SELECT coalesce(json_agg(json_build_object(
                      'teamId', o.team_id, 'teamName', o.team_name, 'year', o.year, 'isCurrent', o.is_current,
                      'leagueId', o.league_id, 'leagueName', coalesce(ol.league_name, ''),
                      'leagueDivisionName', ol.division_name, 'session', coalesce(ol.session, ''),
                      'record', json_build_object(${RECORD('os')}, 'points', coalesce(os.points, 0)))), '[]')
               FROM rm.teams o
               LEFT JOIN rm.leagues ol ON ol.league_id = o.league_id
               LEFT JOIN rm.standings os ON os.team_id = o.team_id AND os.league_id = o.league_id
              WHERE NOT o.removed AND o.team_id <> t.team_id
                AND ${clubKeySql('o.team_name')} = ${clubKeySql('t.team_name')}) AS "clubSeasons"
       ${TEAMS} AND t.team_id = $1`,
    [teamId],
    { name: 'team_page_full' },
  );
  return rows[0] ?? null;
}
