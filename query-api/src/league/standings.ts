import { compareLeaders, computeStandings, type StandingsAnswer, type StandingsRow } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { leagueScorers } from '@league/projectors/results';
import { leagueStandings, leagueStandingsInput } from '@league/projectors/standings';
import { foundLeague, leagueFields } from './leagues';

/** The divisions of the listed teams, each once, sorted (teams without one left out). */
const divisionsOf = (listOfTeams: readonly StandingsRow[]) =>
  [
    ...new Set(listOfTeams.map((t) => t.divisionName).filter((d): d is string => d !== null && d !== '')),
  ].sort();

/** The league's standings as projected, or as they stood after the games of `asOf` (computed from the games). */
export async function standings(db: SqlClient, leagueId: string, asOf?: string): Promise<StandingsAnswer> {
  if (asOf === undefined) {
    const { listOfTeams, ...league } = foundLeague(await leagueStandings(db, leagueId));
    return { ...league, asOf: null, divisions: divisionsOf(listOfTeams), listOfTeams };
  }
  const { teams, games, ...league } = foundLeague(await leagueStandingsInput(db, leagueId, asOf));
  const listOfTeams = computeStandings(teams, games);
  return { ...league, asOf, divisions: divisionsOf(listOfTeams), listOfTeams };
}

/** Rostered players of the league with at least one point, by points, goals, last and first name. */
export async function scoringLeaders(db: SqlClient, leagueId: string) {
  const { scorers, ...league } = foundLeague(await leagueScorers(db, leagueId));
  const scoringLeaders = scorers.sort(
    (a, b) => compareLeaders(a, b) || (a.rosterPlayerId < b.rosterPlayerId ? -1 : 1),
  );
  return { ...leagueFields(league), leagueId, scoringLeaders };
}
