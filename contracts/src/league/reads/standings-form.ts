import { computeStandings, isPlayed, type StandingsGame, type StandingsTeam } from './rules';

/**
 * A team's recent form and the points race of a league, from the regular-season games as the standings
 * count them (played ones only; removed ones never reach these functions), replayed in the order they
 * were played.
 */

/** A regular-season game with its day (YYYY-MM-DD) and start time (HH:MM, '' when unknown). */
export interface DatedGame extends StandingsGame {
  isoDate: string;
  time: string;
}

/** A team's record over its last ten played games: an overtime or shootout loss is a loss here. */
export interface LastTen {
  wins: number;
  losses: number;
  ties: number;
}

/** The run of equal results the team is on: W3 is three wins in a row, up to its latest game. */
export interface Streak {
  result: 'W' | 'L' | 'T';
  count: number;
}

export interface TeamForm {
  lastTen: LastTen;
  streak: Streak | null;
}

/** Played games in the order they were played: day, start time (a time as 9:30 before 19:00), then as given. */
export function inPlayOrder<G extends DatedGame>(games: readonly G[]): G[] {
  const clock = (time: string) => time.padStart(5, '0');
  return games
    .filter((g) => isPlayed(g.status, g.homeTotal, g.visitorTotal))
    .map((game, index) => ({ game, index }))
    .sort(
      (a, b) =>
        (a.game.isoDate < b.game.isoDate ? -1 : a.game.isoDate > b.game.isoDate ? 1 : 0) ||
        (clock(a.game.time) < clock(b.game.time) ? -1 : clock(a.game.time) > clock(b.game.time) ? 1 : 0) ||
        a.index - b.index,
    )
    .map(({ game }) => game);
}

/** The team's result in a played game it took part in: W, L (in regulation, overtime or shootout) or T. */
function resultOf(teamId: string, game: DatedGame): Streak['result'] | null {
  const home = game.homeTeamId === teamId;
  if (!home && game.visitorTeamId !== teamId) return null;
  const scored = (home ? game.homeTotal : game.visitorTotal) as number;
  const conceded = (home ? game.visitorTotal : game.homeTotal) as number;
  return scored > conceded ? 'W' : scored < conceded ? 'L' : 'T';
}

/** Last ten and streak of every team, from the games (any order; unplayed ones are left out). */
export function standingsForm(
  teamIds: readonly string[],
  games: readonly DatedGame[],
): Map<string, TeamForm> {
  const played = inPlayOrder(games);
  const forms = new Map<string, TeamForm>();
  for (const teamId of teamIds) {
    const results = played.flatMap((g) => resultOf(teamId, g) ?? []);
    const lastTen: LastTen = { wins: 0, losses: 0, ties: 0 };
    for (const result of results.slice(-10)) {
      if (result === 'W') lastTen.wins += 1;
      else if (result === 'L') lastTen.losses += 1;
      else lastTen.ties += 1;
    }
    const latest = results.at(-1);
    let count = 0;
    while (count < results.length && results[results.length - 1 - count] === latest) count += 1;
    const streak: Streak | null = latest === undefined ? null : { result: latest, count };
    forms.set(teamId, { lastTen, streak });
  }
  return forms;
}

/** Each team's points after every day on which games were played, the days in order. */
export interface StandingsRace {
  days: string[];
  teams: { teamId: string; points: number[] }[];
}

/**
 * The points race: the standings as they stood after each game day, replayed from the played games
 * (computeStandings over the games up to that day), teams in the order given.
 */
export function standingsRace(teams: readonly StandingsTeam[], games: readonly DatedGame[]): StandingsRace {
  const played = inPlayOrder(games);
  const days = [...new Set(played.map((g) => g.isoDate))];
  const points = new Map<string, number[]>(teams.map((t) => [t.teamId, []]));
  let counted = 0;
  for (const day of days) {
    while (counted < played.length && played[counted]!.isoDate <= day) counted += 1;
    for (const row of computeStandings(teams, played.slice(0, counted)))
      points.get(row.teamId)?.push(row.points);
  }
  return { days, teams: teams.map((t) => ({ teamId: t.teamId, points: points.get(t.teamId)! })) };
}
