import type { ResultsRosterPlayer, RosterAndScheduleAnswer } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

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

const TEAM_SELECT = `
  SELECT t.team_id AS "teamId", t.team_name AS "teamName", t.division_name AS "divisionName", t.year,
         t.is_current AS "isCurrent", t.league_id AS "leagueId", coalesce(l.league_name, '') AS "leagueName",
         coalesce(l.session, '') AS session, t.version
    FROM rm.teams t LEFT JOIN rm.leagues l ON l.league_id = t.league_id
   WHERE NOT t.removed`;
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

/** The team's roster (players still on it) by number, with their G/A in the team's league. */
export async function rosterOf(
  db: SqlClient,
  team: { teamId: string; leagueId: string },
): Promise<RosteredPlayer[]> {
  const { rows } = await db.query<RosteredPlayer>(
    `SELECT rp.roster_player_id AS "rosterPlayerId", rp.player_id AS "playerId", rp.number,
            p.first_name AS "firstName", p.last_name AS "lastName", p.middle_initial AS "middleInitial",
            coalesce(ps.goals, 0) AS goals, coalesce(ps.assists, 0) AS assists
       FROM rm.roster_players rp
       JOIN rm.players p ON p.player_id = rp.player_id
       LEFT JOIN rm.player_stats ps ON ps.roster_player_id = rp.roster_player_id AND ps.league_id = $2
      WHERE rp.team_id = $1 AND NOT rp.removed
      ORDER BY rp.number, lower(p.last_name), lower(p.first_name), rp.roster_player_id`,
    [team.teamId, team.leagueId],
  );
  return rows;
}

/**
 * The roster a game's results are entered against: the players on the team now, and those since taken off
 * it who have a line in that game; by number.
 */
export async function resultsRoster(
  db: SqlClient,
  teamId: string,
  gameId: string,
): Promise<ResultsRosterPlayer[]> {
  const { rows } = await db.query<ResultsRosterPlayer>(
    `SELECT rp.roster_player_id AS "_id", rp.player_id AS "playerId", rp.number, p.first_name AS "firstName",
            p.middle_initial AS "middleInitial", p.last_name AS "lastName"
       FROM rm.roster_players rp
       JOIN rm.players p ON p.player_id = rp.player_id
      WHERE rp.team_id = $1
        AND (NOT rp.removed OR EXISTS (SELECT 1 FROM rm.game_player_lines l
                                        WHERE l.game_id = $2 AND l.roster_player_id = rp.roster_player_id))
      ORDER BY rp.number, rp.roster_player_id`,
    [teamId, gameId],
  );
  return rows;
}

/** Archived teams (not removed), newest year first, then by name. */
export async function archivedTeams(
  db: SqlClient,
): Promise<Array<{ _id: string; teamName: string; year: number }>> {
  const { rows } = await db.query<{ _id: string; teamName: string; year: number }>(
    `SELECT team_id AS "_id", team_name AS "teamName", year FROM rm.teams
      WHERE NOT is_current AND NOT removed
      ORDER BY year DESC, lower(team_name), team_name, created_high DESC, created_low DESC`,
  );
  return rows;
}
