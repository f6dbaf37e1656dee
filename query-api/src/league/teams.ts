import { notFound, type RosterAndScheduleAnswer } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { scheduleItems } from '@league/read-models/schedule';
import * as teams from '@league/read-models/teams-rosters';
import { adminRosterPlayerItem, adminTeamItem, archivedTeamItem } from './answers';
import { toTeamItem } from './items';

export const TEAM_NOT_FOUND = 'No Team Found!';
export const NO_CURRENT_TEAM = 'No Current Team Found!';

const foundTeam = <T>(team: T | null): T => {
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
};

export async function teamInfo(db: SqlClient, teamId: string): Promise<teams.TeamInfo> {
  return foundTeam(await teams.teamInfo(db, teamId));
}

/** The most recently created current team, or 404 'No Current Team Found!'. */
export async function currentTeamId(db: SqlClient): Promise<string> {
  const team = await teams.newestCurrentTeam(db);
  if (!team) throw notFound(NO_CURRENT_TEAM);
  return team.teamId;
}

/** The team's items: its games and its league's events. */
export const teamScheduleRows = (db: SqlClient, team: teams.TeamInfo) =>
  scheduleItems(db, { by: 'team', teamId: team.teamId, leagueId: team.leagueId });

/** The fields a team's answers begin with. */
export const teamHeader = (
  teamId: string,
  team: { teamName: string; divisionName: string | null; year: number; isCurrent: boolean },
) => ({
  teamId,
  teamName: team.teamName,
  divisionName: team.divisionName,
  year: team.year,
  isCurrent: team.isCurrent,
});

const NO_RECORD = { wins: 0, losses: 0, ties: 0, overtimeLosses: 0, shootoutLosses: 0 };

export async function rosterAndSchedule(db: SqlClient, teamId: string): Promise<RosterAndScheduleAnswer> {
  const { record, roster, items, ...team } = foundTeam(await teams.teamPage(db, teamId));
  return {
    ...teamHeader(teamId, team),
    leagueId: team.leagueId,
    leagueName: team.leagueName,
    session: team.session,
    ...(record ?? NO_RECORD),
    assignedPlayers: roster.length,
    rosteredPlayers: roster,
    allGamesAndEventsArray: items.map((row) => toTeamItem(row, teamId, team.teamName)),
  };
}

/** Archived teams, newest year first, then by name. */
export const archivedTeams = async (db: SqlClient) => (await teams.archivedTeams(db)).map(archivedTeamItem);

/** The admin roster of the newest team of that name and year. */
export async function adminRoster(db: SqlClient, teamName: string, year: number) {
  const team = foundTeam(await teams.newestTeamNamed(db, teamName, year));
  const roster = await teams.rosterOf(db, team);
  return {
    teamId: team.teamId,
    isCurrent: team.isCurrent,
    listOfPlayers: roster.map(adminRosterPlayerItem),
  };
}

/** The update-team form. */
export async function adminTeam(db: SqlClient, teamId: string) {
  return { team: adminTeamItem(await teamInfo(db, teamId)) };
}

/** The newest team of that name in a league of that name, session and year. */
export async function teamByName(
  db: SqlClient,
  params: { leagueName: string; session: string; year: number; teamName: string },
) {
  const team = foundTeam(await teams.newestTeamInLeagueNamed(db, params));
  return { teamId: team.teamId };
}
