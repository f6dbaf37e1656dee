import {
  PLAYED_STATUSES,
  type ArchivedTeam,
  type ResultsRosterPlayer,
  type RosterAndScheduleAnswer,
} from '@league/contracts';
import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';
import { unservedSuspensionSql } from './content';
import { scheduleItemsJson, teamItems, type ScheduleItemRow } from './schedule';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  teamInfo: league.teams,
  newestCurrentTeam: league.teams,
  newestTeamNamed: league.teams,
  newestTeamInLeagueNamed: league.teams,
  rosterOf: league.team,
  teamPage: league.team,
  resultsRoster: league.game,
  archivedTeams: league.teams,
} as const satisfies ReadsDeclaration;

/** A team (not removed) with its league's name and session. */
export interface TeamInfo {
  teamId: string;
  teamName: string;
  divisionName: string | null;
  year: number;
  isCurrent: boolean;
  leagueId: string;
  leagueName: string;
  session: string;
  version: number;
}

export const TEAM_COLUMNS = `t.team_id AS "teamId", t.team_name AS "teamName", t.division_name AS "divisionName",
  t.year, t.is_current AS "isCurrent", t.league_id AS "leagueId", coalesce(l.league_name, '') AS "leagueName",
  coalesce(l.session, '') AS session, t.version`;
export const TEAMS = `FROM rm.teams t LEFT JOIN rm.leagues l ON l.league_id = t.league_id WHERE NOT t.removed`;
const TEAM_SELECT = `SELECT ${TEAM_COLUMNS} ${TEAMS}`;
const NEWEST = 'ORDER BY t.created_high DESC, t.created_low DESC LIMIT 1';

/** The team, or null when there is none (or it was removed). */
export async function teamInfo(db: SqlClient, teamId: string): Promise<TeamInfo | null> {
  const { rows } = await db.query<TeamInfo>(`${TEAM_SELECT} AND t.team_id = $1`, [teamId]);
  return rows[0] ?? null;
}

/** The most recently created current team, or null. */
export async function newestCurrentTeam(db: SqlClient): Promise<TeamInfo | null> {
  const { rows } = await db.query<TeamInfo>(`${TEAM_SELECT} AND t.is_current ${NEWEST}`);
  return rows[0] ?? null;
}

/** The most recently created team of that name and year, or null. */
export async function newestTeamNamed(
  db: SqlClient,
  teamName: string,
  year: number,
): Promise<TeamInfo | null> {
  const { rows } = await db.query<TeamInfo>(`${TEAM_SELECT} AND t.team_name = $1 AND t.year = $2 ${NEWEST}`, [
    teamName,
    year,
  ]);
  return rows[0] ?? null;
}

/** The most recently created team of that name in a league of that name, session and year, or null. */
export async function newestTeamInLeagueNamed(
  db: SqlClient,
  params: { leagueName: string; session: string; year: number; teamName: string },
): Promise<TeamInfo | null> {
  const { rows } = await db.query<TeamInfo>(
    `${TEAM_SELECT} AND l.league_name = $1 AND l.session = $2 AND l.year = $3 AND t.team_name = $4 ${NEWEST}`,
    [params.leagueName, params.session, params.year, params.teamName],
  );
  return rows[0] ?? null;
}

export type RosteredPlayer = RosterAndScheduleAnswer['rosteredPlayers'][number];

const PLAYED = PLAYED_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The games a roster place `rp` (an alias of rm.roster_players) played for its team, as an SQL
 * expression; `leagueId` is an SQL expression naming the team's league. Only the games the statistics
 * count: the team's games of that league with a played result (FINAL, Overtime or Shootout, both
 * totals), not removed; playoff and championship included. Where the game's sheet has a lineup for the
 * team's side, the players of that lineup played it (and anyone with a line in its result). Without a
 * lineup, the league knows no attendance: a result names only the players with a goal or an assist, so a
 * game counts for the place when the player has a line in it, or when the place was on the roster at the
 * moment the game's current result was entered (added before it, not taken off before it): the roster
 * that result was entered against.
 */
export const gamesPlayedSql = (leagueId: string) => `(
  SELECT count(*)::integer FROM rm.game_results g
   WHERE g.league_id = ${leagueId} AND NOT g.removed
     AND (g.home_team_id = rp.team_id OR g.visitor_team_id = rp.team_id)
     AND g.status IN (${PLAYED}) AND g.home_total IS NOT NULL AND g.visitor_total IS NOT NULL
     AND (EXISTS (SELECT 1 FROM rm.game_player_lines gl
                   WHERE gl.game_id = g.game_id AND gl.roster_player_id = rp.roster_player_id)
          OR coalesce(
               (SELECT sl.roster_player_ids @> jsonb_build_array(rp.roster_player_id) FROM rm.sheet_lineups sl
                 WHERE sl.game_id = g.game_id
                   AND sl.side = CASE WHEN g.home_team_id = rp.team_id THEN 'home' ELSE 'visitor' END),
               ((rp.added_high, rp.added_low) < (g.recorded_high, g.recorded_low)
                AND (rp.removed_high IS NULL
                     OR (g.recorded_high, g.recorded_low) < (rp.removed_high, rp.removed_low))))))`;

/**
 * The roster of team $1 (players still on it) with their games played, G/A and penalty minutes in the
 * league `leagueId` (an SQL expression), and whether each has an unserved suspension (unservedSuspensionSql).
 */
export const rosterSelect = (leagueId: string) => `
  SELECT rp.roster_player_id AS "rosterPlayerId", rp.player_id AS "playerId", rp.number,
         p.first_name AS "firstName", p.last_name AS "lastName", p.middle_initial AS "middleInitial",
         ${gamesPlayedSql(leagueId)} AS "gamesPlayed",
         coalesce(ps.goals, 0) AS goals, coalesce(ps.assists, 0) AS assists,
         coalesce(ps.penalty_minutes, 0) AS "penaltyMinutes",
         ${unservedSuspensionSql('rp.player_id', 'rp.team_id')} AS suspended
    FROM rm.roster_players rp
    JOIN rm.players p ON p.player_id = rp.player_id
    LEFT JOIN rm.player_stats ps ON ps.roster_player_id = rp.roster_player_id AND ps.league_id = ${leagueId}
   WHERE rp.team_id = $1 AND NOT rp.removed`;
/** By number, then name. */
export const ROSTER_ORDER = `r.number, lower(r."lastName"), lower(r."firstName"), r."rosterPlayerId"`;

/** The team's roster (players still on it) by number, with their G/A in the team's league. */
export async function rosterOf(
  db: SqlClient,
  team: { teamId: string; leagueId: string },
): Promise<RosteredPlayer[]> {
  const { rows } = await db.query<RosteredPlayer>(
    `SELECT * FROM (${rosterSelect('$2')}) r ORDER BY ${ROSTER_ORDER}`,
    [team.teamId, team.leagueId],
  );
  return rows;
}

export interface TeamRecord {
  wins: number;
  losses: number;
  ties: number;
  overtimeLosses: number;
  shootoutLosses: number;
}

export interface TeamPage extends TeamInfo {
  /** its regular-season record (its standings line), null when it has none */
  record: TeamRecord | null;
  roster: RosteredPlayer[];
  /** its games and its league's events, chronologically */
  items: ScheduleItemRow[];
}

/** The team with its record, roster and schedule, in one statement; null when there is no such team. */
export async function teamPage(db: SqlClient, teamId: string): Promise<TeamPage | null> {
  const { rows } = await db.query<TeamPage>(
    `SELECT ${TEAM_COLUMNS},
            (SELECT json_build_object(
                      'wins', st.wins, 'losses', st.losses, 'ties', st.ties,
                      'overtimeLosses', st.overtime_losses, 'shootoutLosses', st.shootout_losses)
               FROM rm.standings st WHERE st.team_id = $1 LIMIT 1) AS record,
            (SELECT coalesce(json_agg(r ORDER BY ${ROSTER_ORDER}), '[]')
               FROM (${rosterSelect('t.league_id')}) r) AS roster,
            ${scheduleItemsJson(teamItems('$1', 't.league_id'), 'withSheet')} AS items
       ${TEAMS} AND t.team_id = $1`,
    [teamId],
    { name: 'team_page' },
  );
  return rows[0] ?? null;
}

/**
 * The roster a game's results are entered against: the players on the team now, and those since taken off
 * it who have a line in that game; by number. `suspended`: whether the player's suspension was unserved
 * when the game was played (unservedSuspensionSql, counting the team's games before it).
 */
export async function resultsRoster(
  db: SqlClient,
  teamId: string,
  gameId: string,
): Promise<ResultsRosterPlayer[]> {
  const { rows } = await db.query<ResultsRosterPlayer>(
    `SELECT rp.roster_player_id AS "rosterPlayerId", rp.player_id AS "playerId", rp.number, p.first_name AS "firstName",
            p.middle_initial AS "middleInitial", p.last_name AS "lastName",
            ${unservedSuspensionSql('rp.player_id', 'rp.team_id', { isoDate: 'gi.iso_date', minutes: 'gi.minutes' })}
              AS suspended
       FROM rm.roster_players rp
       JOIN rm.players p ON p.player_id = rp.player_id
       LEFT JOIN rm.schedule_items gi ON gi.item_id = $2
      WHERE rp.team_id = $1
        AND (NOT rp.removed OR EXISTS (SELECT 1 FROM rm.game_player_lines l
                                        WHERE l.game_id = $2 AND l.roster_player_id = rp.roster_player_id))
      ORDER BY rp.number, rp.roster_player_id`,
    [teamId, gameId],
  );
  return rows;
}

/**
 * Archived teams (not removed) with their league's name, division and session (a club plays season after
 * season under one name), newest year first, then by name, then the newest team first.
 */
export async function archivedTeams(db: SqlClient): Promise<ArchivedTeam[]> {
  const { rows } = await db.query<ArchivedTeam>(
    `SELECT t.team_id AS "teamId", t.team_name AS "teamName", t.year, t.league_id AS "leagueId",
            coalesce(l.league_name, '') AS "leagueName", l.division_name AS "leagueDivisionName",
            coalesce(l.session, '') AS session
       ${TEAMS} AND NOT t.is_current
      ORDER BY t.year DESC, lower(t.team_name), t.team_name, t.created_high DESC, t.created_low DESC`,
  );
  return rows;
}
