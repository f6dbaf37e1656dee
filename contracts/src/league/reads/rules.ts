import type { StandingsRow } from './standings';

/**
 * The rules of docs/api.md "Rules the read models apply", as pure functions shared by the projections, the
 * query API (standings as of a date) and the pages.
 */

/** The statuses under which a game counts as played. */
export const PLAYED_STATUSES = ['FINAL', 'Overtime', 'Shootout'] as const;

/** A game counts as played when its status is FINAL, Overtime or Shootout and its totals are recorded. */
export function isPlayed(
  status: string | null | undefined,
  homeTotal: number | null | undefined,
  visitorTotal: number | null | undefined,
): boolean {
  return (
    typeof status === 'string' &&
    (PLAYED_STATUSES as readonly string[]).includes(status) &&
    typeof homeTotal === 'number' &&
    typeof visitorTotal === 'number'
  );
}

/** "<visitor total> - <home total>", matching "visitor @ home". */
export function scoreText(visitorTotal: number, homeTotal: number): string {
  return `${visitorTotal} - ${homeTotal}`;
}

export interface StandingsTeam {
  teamId: string;
  teamName: string;
  divisionName: string | null;
}

/** A regular-season game of the league; only played ones count. */
export interface StandingsGame {
  homeTeamId: string | null;
  visitorTeamId: string | null;
  status: string | null;
  homeTotal: number | null;
  visitorTotal: number | null;
}

/** Orders team names the same way everywhere (case-insensitive, then as written). */
export function compareNames(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Standings of one league: every team, W/L/T/OTL/SOL, points = 2W + OTL + SOL + T, percentage
 * (W + 0.5 T) / GP to 3 decimals, GF/GA/difference, RW = wins under FINAL; ordered by points, wins,
 * goal difference, goals for (descending), then team name.
 */
export function computeStandings(
  teams: readonly StandingsTeam[],
  games: readonly StandingsGame[],
): StandingsRow[] {
  const rows = new Map<string, StandingsRow>(
    teams.map((t) => [
      t.teamId,
      {
        teamId: t.teamId,
        teamName: t.teamName,
        divisionName: t.divisionName,
        gamesPlayed: 0,
        wins: 0,
        losses: 0,
        ties: 0,
        overtimeLosses: 0,
        shootoutLosses: 0,
        points: 0,
        pointsPercentage: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        regulationWins: 0,
      },
    ]),
  );
  for (const game of games) {
    if (!isPlayed(game.status, game.homeTotal, game.visitorTotal)) continue;
    const homeTotal = game.homeTotal as number;
    const visitorTotal = game.visitorTotal as number;
    const sides: Array<[string | null, number, number]> = [
      [game.homeTeamId, homeTotal, visitorTotal],
      [game.visitorTeamId, visitorTotal, homeTotal],
    ];
    for (const [teamId, scored, conceded] of sides) {
      const row = teamId === null ? undefined : rows.get(teamId);
      if (!row) continue;
      row.goalsFor += scored;
      row.goalsAgainst += conceded;
      if (scored > conceded) {
        row.wins += 1;
        if (game.status === 'FINAL') row.regulationWins += 1;
      } else if (scored === conceded) row.ties += 1;
      else if (game.status === 'Overtime') row.overtimeLosses += 1;
      else if (game.status === 'Shootout') row.shootoutLosses += 1;
      else row.losses += 1;
    }
  }
  const list = [...rows.values()];
  for (const row of list) {
    row.gamesPlayed = row.wins + row.losses + row.ties + row.overtimeLosses + row.shootoutLosses;
    row.points = 2 * row.wins + row.overtimeLosses + row.shootoutLosses + row.ties;
    row.pointsPercentage =
      row.gamesPlayed === 0 ? 0 : Math.round(((row.wins + 0.5 * row.ties) / row.gamesPlayed) * 1000) / 1000;
    row.goalDifference = row.goalsFor - row.goalsAgainst;
  }
  return list.sort(
    (a, b) =>
      b.points - a.points ||
      b.wins - a.wins ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      compareNames(a.teamName, b.teamName) ||
      (a.teamId < b.teamId ? -1 : a.teamId > b.teamId ? 1 : 0),
  );
}

export interface LeaderLine {
  goals: number;
  assists: number;
  firstName: string;
  lastName: string;
}

/** Leaders order: points, goals (descending), then last and first name. */
export function compareLeaders(a: LeaderLine, b: LeaderLine): number {
  return (
    b.goals + b.assists - (a.goals + a.assists) ||
    b.goals - a.goals ||
    compareNames(a.lastName, b.lastName) ||
    compareNames(a.firstName, b.firstName)
  );
}
