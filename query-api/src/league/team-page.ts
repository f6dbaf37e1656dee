import { notFound, type TeamPageAnswer } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { ScheduleItemRow } from '@league/read-models/schedule';
import { teamPageRows } from '@league/read-models/team-page';
import { toTeamItem } from './items';
import {
  homeAndAway,
  nextGame,
  otherSeasons,
  standingsPlace,
  teamForm,
  type TeamGame,
} from './team-page-rules';
import { TEAM_NOT_FOUND, teamHeader } from './teams';

/** The team's games among its schedule rows, as the standings see them. */
const teamGames = (items: readonly ScheduleItemRow[]): TeamGame[] =>
  items
    .filter((row) => row.kind === 'game')
    .map((row) => ({
      homeTeamId: row.home_team_id,
      visitorTeamId: row.visitor_team_id,
      status: row.status,
      homeTotal: row.home_total,
      visitorTotal: row.visitor_total,
      isoDate: row.iso_date,
      time: row.time,
      playoff: row.playoff,
      championship: row.championship,
    }));

const NO_STANDING = {
  gamesPlayed: 0,
  wins: 0,
  losses: 0,
  ties: 0,
  overtimeLosses: 0,
  shootoutLosses: 0,
  points: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  goalDifference: 0,
};

/**
 * GET /api/team/{teamId}: the team's page as of `today` (YYYY-MM-DD on the league's calendar), read in
 * one statement; 404 'No Team Found!' for a team that does not exist or was removed.
 */
export async function teamPage(db: SqlClient, teamId: string, today: string): Promise<TeamPageAnswer> {
  const found = await teamPageRows(db, teamId);
  if (!found) throw notFound(TEAM_NOT_FOUND);
  const { standing, leagueStandings, roster, items, clubSeasons, ...team } = found;
  const schedule = items.map((row) => toTeamItem(row, teamId, team.teamName));
  const games = teamGames(items);
  return {
    ...teamHeader(teamId, team),
    league: {
      leagueId: team.leagueId,
      leagueName: team.leagueName,
      divisionName: team.leagueDivisionName,
      session: team.session,
      year: team.leagueYear,
      isCurrent: team.leagueIsCurrent,
    },
    standing: {
      ...(standing ?? NO_STANDING),
      ...standingsPlace({ teamId, divisionName: team.divisionName }, leagueStandings),
    },
    ...homeAndAway(teamId, games),
    ...teamForm(teamId, games),
    nextGame: nextGame(schedule, today),
    roster,
    schedule,
    otherSeasons: otherSeasons(team, clubSeasons),
  };
}
