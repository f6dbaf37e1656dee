import {
  compareLeaders,
  compareNames,
  computeStandings,
  standingsForm,
  standingsRace,
  type DatedGame,
  type GoalieLeader,
  type GoalieLeadersAnswer,
  type StandingsAnswer,
  type StandingsRow,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { leagueGoalies, leagueScorers, type GoalieRow } from '@league/read-models/results';
import { leagueStandings, leagueStandingsInput } from '@league/read-models/standings';
import { foundLeague, leagueFields } from './leagues';

/** The divisions of the listed teams, each once, sorted (teams without one left out). */
const divisionsOf = (listOfTeams: readonly StandingsRow[]) =>
  [
    ...new Set(listOfTeams.map((t) => t.divisionName).filter((d): d is string => d !== null && d !== '')),
  ].sort();

/** The lines with each team's last ten and streak, the divisions and the points race, from the same games. */
function withForm(rows: StandingsRow[], games: readonly DatedGame[]) {
  const forms = standingsForm(
    rows.map((r) => r.teamId),
    games,
  );
  return {
    divisions: divisionsOf(rows),
    listOfTeams: rows.map((r) => ({ ...r, ...forms.get(r.teamId)! })),
    race: standingsRace(rows, games),
  };
}

/**
 * The league's standings as projected, or as they stood after the games of `asOf` (computed from the
 * games), with the teams' form and the points race up to then.
 */
export async function standings(db: SqlClient, leagueId: string, asOf?: string): Promise<StandingsAnswer> {
  if (asOf === undefined) {
    const { listOfTeams, games, ...league } = foundLeague(await leagueStandings(db, leagueId));
    return { ...league, asOf: null, ...withForm(listOfTeams, games) };
  }
  const { teams, games, ...league } = foundLeague(await leagueStandingsInput(db, leagueId, asOf));
  return { ...league, asOf, ...withForm(computeStandings(teams, games), games) };
}

/** Rostered players of the league with at least one point, by points, goals, last and first name. */
export async function scoringLeaders(db: SqlClient, leagueId: string) {
  const { scorers, ...league } = foundLeague(await leagueScorers(db, leagueId));
  const scoringLeaders = scorers.sort(
    (a, b) => compareLeaders(a, b) || (a.rosterPlayerId < b.rosterPlayerId ? -1 : 1),
  );
  return { ...leagueFields(league), leagueId, scoringLeaders };
}

/** `value` rounded to `decimals` places (as the standings' percentage is). */
const rounded = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * A goalie's line: the goals-against average is goals against per game played (the league's period length
 * varies, so per game rather than per 60 minutes; docs/api.md), to two decimals; the save percentage is
 * saves / shots against, to three, null without shots recorded.
 */
function goalieLine({ shotsAgainst, ...goalie }: GoalieRow): GoalieLeader {
  return {
    ...goalie,
    goalsAgainstAverage: rounded(goalie.goalsAgainst / goalie.gamesPlayed, 2),
    savePercentage:
      shotsAgainst === null || goalie.saves === null || shotsAgainst === 0
        ? null
        : rounded(goalie.saves / shotsAgainst, 3),
  };
}

/** The league's goalies by goals-against average, then games played (most first), last and first name. */
export async function goalieLeaders(db: SqlClient, leagueId: string): Promise<GoalieLeadersAnswer> {
  const { goalies } = foundLeague(await leagueGoalies(db, leagueId));
  const goalieLeaders = goalies
    .map(goalieLine)
    .sort(
      (a, b) =>
        a.goalsAgainstAverage - b.goalsAgainstAverage ||
        b.gamesPlayed - a.gamesPlayed ||
        compareNames(a.lastName, b.lastName) ||
        compareNames(a.firstName, b.firstName) ||
        (a.rosterPlayerId < b.rosterPlayerId ? -1 : 1),
    );
  return { goalieLeaders };
}
