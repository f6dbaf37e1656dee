import { notFound, type RosterAndScheduleAnswer } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { itemRows, toTeamItem } from './items';
import { teamRecord } from './standings';

export const TEAM_NOT_FOUND = 'No Team Found!';
export const NO_CURRENT_TEAM = 'No Current Team Found!';

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
    FROM rm.teams t LEFT JOIN rm.leagues l ON l.league_id = t.league_id`;
const NEWEST = 'ORDER BY t.created_high DESC, t.created_low DESC LIMIT 1';

export async function teamInfo(db: SqlClient, teamId: string): Promise<TeamInfo> {
  const { rows } = await db.query<TeamInfo>(`${TEAM_SELECT} WHERE t.team_id = $1 AND NOT t.removed`, [
    teamId,
  ]);
  const team = rows[0];
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

/** The most recently created current team, or 404 'No Current Team Found!'. */
export async function currentTeamId(db: SqlClient): Promise<string> {
  const { rows } = await db.query<{ teamId: string }>(
    `${TEAM_SELECT} WHERE t.is_current AND NOT t.removed ${NEWEST}`,
  );
  const team = rows[0];
  if (!team) throw notFound(NO_CURRENT_TEAM);
  return team.teamId;
}

/** The roster (players still on it) by number, with G/A of every played game of the team's league. */
export async function rosterOf(db: SqlClient, team: TeamInfo) {
  const { rows } = await db.query<RosterAndScheduleAnswer['rosteredPlayers'][number]>(
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

export async function rosterAndSchedule(db: SqlClient, teamId: string): Promise<RosterAndScheduleAnswer> {
  const team = await teamInfo(db, teamId);
  const rosteredPlayers = await rosterOf(db, team);
  const rows = await itemRows(db, { by: 'team', teamId, leagueId: team.leagueId });
  return {
    teamId,
    teamName: team.teamName,
    divisionName: team.divisionName,
    year: team.year,
    isCurrent: team.isCurrent,
    leagueId: team.leagueId,
    leagueName: team.leagueName,
    session: team.session,
    ...(await teamRecord(db, teamId)),
    assignedPlayers: rosteredPlayers.length,
    rosteredPlayers,
    allGamesAndEventsArray: rows.map((row) => toTeamItem(row, teamId, team.teamName)),
  };
}

/** Archived teams, newest year first, then by name. */
export async function archivedTeams(db: SqlClient) {
  const { rows } = await db.query<{ _id: string; teamName: string; year: number }>(
    `SELECT team_id AS "_id", team_name AS "teamName", year FROM rm.teams
      WHERE NOT is_current AND NOT removed
      ORDER BY year DESC, lower(team_name), team_name, created_high DESC, created_low DESC`,
  );
  return rows;
}

/** The admin roster of the newest team of that name and year. */
export async function adminRoster(db: SqlClient, teamName: string, year: number) {
  const { rows } = await db.query<TeamInfo>(
    `${TEAM_SELECT} WHERE t.team_name = $1 AND t.year = $2 AND NOT t.removed ${NEWEST}`,
    [teamName, year],
  );
  const team = rows[0];
  if (!team) throw notFound(TEAM_NOT_FOUND);
  const roster = await rosterOf(db, team);
  return {
    teamId: team.teamId,
    isCurrent: team.isCurrent,
    listOfPlayers: roster.map(({ rosterPlayerId, ...player }) => ({ _id: rosterPlayerId, ...player })),
  };
}

/** The update-team form. */
export async function adminTeam(db: SqlClient, teamId: string) {
  const { teamId: _id, ...team } = await teamInfo(db, teamId);
  return { team: { _id, ...team } };
}

/** The newest team of that name in a league of that name, session and year. */
export async function teamByName(
  db: SqlClient,
  params: { leagueName: string; session: string; year: number; teamName: string },
) {
  const { rows } = await db.query<{ teamId: string }>(
    `${TEAM_SELECT} WHERE l.league_name = $1 AND l.session = $2 AND l.year = $3 AND t.team_name = $4
        AND NOT t.removed ${NEWEST}`,
    [params.leagueName, params.session, params.year, params.teamName],
  );
  const team = rows[0];
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return { teamId: team.teamId };
}
