import type { ProposedGame } from '@league/contracts';
import { daysBetween } from '@league/contracts';
import { lastDayOf, seasonSlots, type Season } from './season';

/** A game of the season before it has a slot: its two teams (indexes) and the round it belongs to. */
interface Matchup {
  a: number;
  b: number;
  round: number;
}

/**
 * One cycle of the circle method: every pair of the n teams meets once, in n-1 rounds (n even) or n
 * rounds where one team rests each time (n odd), the resting team turning round the league.
 */
function roundRobinCycle(n: number): [number, number][][] {
  const size = n % 2 === 0 ? n : n + 1;
  const circle = Array.from({ length: size }, (_, i) => i);
  const rounds: [number, number][][] = [];
  for (let round = 0; round < size - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < size / 2; i++) {
      const a = circle[i]!;
      const b = circle[size - 1 - i]!;
      if (a < n && b < n) pairs.push([a, b]);
    }
    rounds.push(pairs);
    circle.splice(1, 0, circle.pop()!);
  }
  return rounds;
}

/**
 * The season's matchups: rounds of the circle method, again and again, a game kept while both its teams
 * have fewer than gamesPerTeam. Once a whole cycle adds nothing, at most one team is short (two short
 * teams would meet in it); one short by two or more takes the place of a game between two others.
 */
function matchups(n: number, gamesPerTeam: number): Matchup[] {
  const cycle = roundRobinCycle(n);
  const counts = new Array<number>(n).fill(0);
  const games: Matchup[] = [];
  let round = 0;
  for (let r = 0, idle = 0; idle < cycle.length; r++) {
    let added = 0;
    for (const [a, b] of cycle[r % cycle.length]!) {
      if (counts[a]! >= gamesPerTeam || counts[b]! >= gamesPerTeam) continue;
      games.push({ a, b, round });
      counts[a]!++;
      counts[b]!++;
      added++;
    }
    if (added > 0) round++;
    idle = added > 0 ? 0 : idle + 1;
  }
  for (let short = counts.findIndex((c) => c <= gamesPerTeam - 2); short >= 0;) {
    const index = games.findLastIndex((game) => game.a !== short && game.b !== short);
    if (index < 0) break;
    const [taken] = games.splice(index, 1);
    games.push({ a: short, b: taken!.a, round: taken!.round }, { a: short, b: taken!.b, round: round++ });
    counts[short]! += 2;
    short = counts.findIndex((c) => c <= gamesPerTeam - 2);
  }
  return games;
}

/**
 * Who is at home: each team's home and away games differ by at most one. The games are the edges of a
 * multigraph; a rest vertex joined to each team with an odd count makes every degree even, and walking
 * closed trails, each edge taken from the team it leaves, enters and leaves each team as often.
 */
function homeTeams(n: number, games: readonly Matchup[]): number[] {
  const rest = n;
  const edges: [number, number][] = games.map((game) => [game.a, game.b]);
  const degree = new Array<number>(n).fill(0);
  for (const [a, b] of edges) {
    degree[a]!++;
    degree[b]!++;
  }
  degree.forEach((d, team) => d % 2 === 1 && edges.push([team, rest]));
  const incident: number[][] = Array.from({ length: n + 1 }, () => []);
  edges.forEach(([a, b], e) => {
    incident[a]!.push(e);
    incident[b]!.push(e);
  });
  const next = new Array<number>(n + 1).fill(0);
  const used = new Array<boolean>(edges.length).fill(false);
  const home = new Array<number>(games.length);
  for (let start = 0; start <= n; start++) {
    let at = start;
    for (;;) {
      const list = incident[at]!;
      while (next[at]! < list.length && used[list[next[at]!]!]) next[at]!++;
      if (next[at]! >= list.length) break;
      const e = list[next[at]!]!;
      used[e] = true;
      const [a, b] = edges[e]!;
      const to = a === at ? b : a;
      if (e < games.length) home[e] = at;
      at = to;
    }
  }
  return home;
}

export interface GeneratedSchedule {
  games: ProposedGame[];
  /** how many games the season needs: more than `games` when the slots could not hold them all */
  wanted: number;
}

/**
 * Gives the matchups their slots in the season's order. A slot takes the game of the earliest round
 * (then the one whose teams have rested longest) whose teams both may play that day: not on a day they
 * already play, nor sooner than minDaysBetween after or before another of their games (the schedule's
 * included). Only the two earliest rounds with games left are drawn from, so every team moves through
 * the season at the same pace and, with an odd count, the rests turn round the league as the rounds do.
 */
export function generateSchedule(season: Season): GeneratedSchedule {
  const { parameters, teamIds } = season;
  const n = teamIds.length;
  if (n < 2) return { games: [], wanted: 0 };
  const games = matchups(n, parameters.gamesPerTeam);
  const spacing = parameters.minDaysBetween;
  const last = daysBetween(parameters.startDate, lastDayOf(parameters));
  // the days (from startDate) each team is taken, its scheduled games' included
  const taken = teamIds.map((teamId) =>
    (season.teamDates.get(teamId) ?? []).map((date) => daysBetween(parameters.startDate, date)),
  );
  const lastPlayed = new Array<number>(n).fill(-Infinity);
  const free = (team: number, day: number) =>
    day - lastPlayed[team]! >= spacing && taken[team]!.every((other) => Math.abs(day - other) >= spacing);

  const left = games.map((_, index) => index).sort((x, y) => games[x]!.round - games[y]!.round);
  const placed: { index: number; at: { date: string; time: string; venueId: string } }[] = [];
  for (const slot of seasonSlots(season)) {
    if (left.length === 0 || slot.day > last) break;
    const firstRound = games[left[0]!]!.round;
    let best = -1;
    let bestRest = Infinity;
    for (let i = 0; i < left.length; i++) {
      const game = games[left[i]!]!;
      if (game.round > firstRound + 1) break;
      if (best >= 0 && game.round > games[left[best]!]!.round) break;
      if (!free(game.a, slot.day) || !free(game.b, slot.day)) continue;
      const rest = Math.max(lastPlayed[game.a]!, lastPlayed[game.b]!);
      if (rest < bestRest) {
        best = i;
        bestRest = rest;
      }
    }
    if (best < 0) continue;
    const [index] = left.splice(best, 1);
    const game = games[index!]!;
    lastPlayed[game.a] = slot.day;
    lastPlayed[game.b] = slot.day;
    placed.push({ index: index!, at: { date: slot.date, time: slot.time, venueId: slot.venueId } });
  }
  // home and away are shared out over the games that found a slot
  const home = homeTeams(
    n,
    placed.map(({ index }) => games[index]!),
  );
  return {
    wanted: games.length,
    games: placed.map(({ index, at }, i) => {
      const game = games[index]!;
      const homeTeam = home[i]!;
      const visitorTeam = homeTeam === game.a ? game.b : game.a;
      return { ...at, homeTeamId: teamIds[homeTeam]!, visitorTeamId: teamIds[visitorTeam]! };
    }),
  };
}
