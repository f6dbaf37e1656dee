import {
  compareLeaders,
  computeStandings,
  type ScoringLeader,
  type StandingsAnswer,
  type StandingsGame,
  type StandingsRow,
  type StandingsTeam,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { leagueInfo } from './leagues';

const STANDINGS_COLUMNS = `
  team_id AS "teamId", team_name AS "teamName", division_name AS "divisionName", games_played AS "gamesPlayed",
  wins, losses, ties, overtime_losses AS "overtimeLosses", shootout_losses AS "shootoutLosses", points,
  points_percentage::float8 AS "pointsPercentage", goals_for AS "goalsFor", goals_against AS "goalsAgainst",
  goal_difference AS "goalDifference", regulation_wins AS "regulationWins"`;

/** The league's standings as projected, or as they stood after the games of `asOf` (computed from the games). */
export async function standings(db: SqlClient, leagueId: string, asOf?: string): Promise<StandingsAnswer> {
  const league = await leagueInfo(db, leagueId);
  const listOfTeams =
    asOf === undefined ? await projected(db, leagueId) : await standingsAsOf(db, leagueId, asOf);
  const divisions = [
    ...new Set(listOfTeams.map((t) => t.divisionName).filter((d): d is string => d !== null && d !== '')),
  ].sort();
  return { ...league, asOf: asOf ?? null, divisions, listOfTeams };
}

async function projected(db: SqlClient, leagueId: string): Promise<StandingsRow[]> {
  const { rows } = await db.query<StandingsRow>(
    `SELECT ${STANDINGS_COLUMNS} FROM rm.standings WHERE league_id = $1 ORDER BY rank`,
    [leagueId],
    { name: 'standings' },
  );
  return rows;
}

async function standingsAsOf(db: SqlClient, leagueId: string, asOf: string): Promise<StandingsRow[]> {
  const teams = await db.query<StandingsTeam>(
    `SELECT team_id AS "teamId", team_name AS "teamName", division_name AS "divisionName"
       FROM rm.standings_teams WHERE league_id = $1 AND NOT removed`,
    [leagueId],
  );
  const games = await db.query<StandingsGame>(
    `SELECT home_team_id AS "homeTeamId", visitor_team_id AS "visitorTeamId", status,
            home_total AS "homeTotal", visitor_total AS "visitorTotal"
       FROM rm.standings_games WHERE league_id = $1 AND regular AND NOT removed AND iso_date <= $2`,
    [leagueId, asOf],
  );
  return computeStandings(teams.rows, games.rows);
}

/** A team's regular-season record (its standings line), zeros when it has none. */
export async function teamRecord(db: SqlClient, teamId: string) {
  const { rows } = await db.query<{
    wins: number;
    losses: number;
    ties: number;
    overtimeLosses: number;
    shootoutLosses: number;
  }>(
    `SELECT wins, losses, ties, overtime_losses AS "overtimeLosses", shootout_losses AS "shootoutLosses"
       FROM rm.standings WHERE team_id = $1`,
    [teamId],
  );
  return rows[0] ?? { wins: 0, losses: 0, ties: 0, overtimeLosses: 0, shootoutLosses: 0 };
}

/** Rostered players of the league with at least one point, by points, goals, last and first name. */
export async function scoringLeaders(db: SqlClient, leagueId: string) {
  const league = await leagueInfo(db, leagueId);
  const { rows } = await db.query<ScoringLeader>(
    `SELECT ps.player_id AS "playerId", ps.roster_player_id AS "rosterPlayerId", rp.number,
            p.first_name AS "firstName", p.last_name AS "lastName", t.team_id AS "teamId", t.team_name AS "teamName",
            t.division_name AS "divisionName", ps.goals, ps.assists, ps.goals + ps.assists AS points
       FROM rm.player_stats ps
       JOIN rm.roster_players rp ON rp.roster_player_id = ps.roster_player_id
       JOIN rm.teams t ON t.team_id = rp.team_id AND t.league_id = $1
       JOIN rm.players p ON p.player_id = ps.player_id
      WHERE ps.league_id = $1 AND ps.goals + ps.assists > 0`,
    [leagueId],
    { name: 'scoring_leaders' },
  );
  const scoringLeaders = rows.sort(
    (a, b) => compareLeaders(a, b) || (a.rosterPlayerId < b.rosterPlayerId ? -1 : 1),
  );
  return {
    leagueId,
    leagueName: league.leagueName,
    divisionName: league.divisionName,
    session: league.session,
    year: league.year,
    scoringLeaders,
  };
}
