import { computeStandings, dayOfWeek, type StandingsGame } from '@league/contracts';

/** The pure part of the league-play demo: seeded chance, dates, pairings, scores and who scored them. */

export type Random = () => number;

/** mulberry32: a small seeded generator, so the demo is the same on every start. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function weighted<T extends { weight: number }>(random: Random, list: readonly T[]): T {
  let roll = random() * list.reduce((sum, item) => sum + item.weight, 0);
  for (const item of list) if ((roll -= item.weight) < 0) return item;
  return list[list.length - 1]!;
}

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
/** the nearest date on `weekday` strictly before (step -1) or after (step 1) `isoDate` */
export function nearestWeekday(isoDate: string, weekday: string, step: 1 | -1): string {
  let date = addDays(isoDate, step);
  while (dayOfWeek(date) !== weekday) date = addDays(date, step);
  return date;
}
export function sessionOf(isoDate: string): string {
  const month = Number(isoDate.slice(5, 7));
  if (month >= 3 && month <= 5) return 'Spring';
  if (month >= 6 && month <= 8) return 'Summer';
  if (month >= 9 && month <= 11) return 'Fall';
  return 'Winter';
}

export interface DemoTeam {
  teamId: string;
  teamName: string;
  /** roster players with how often they score (a few stars, many grinders) */
  roster: Array<{ rosterPlayerId: string; name: string; weight: number }>;
  strength: number;
  seed: number;
}
export interface Pairing {
  home: DemoTeam;
  visitor: DemoTeam;
}

/** `rounds` rounds of the circle method (home and visitor swap each time around). */
export function roundRobin(teams: readonly DemoTeam[], rounds: number): Pairing[][] {
  const n = teams.length;
  const schedule: Pairing[][] = [];
  for (let r = 0; r < rounds; r++) {
    const cycle = r % (n - 1);
    const order = [0, ...Array.from({ length: n - 1 }, (_, i) => 1 + ((i + cycle) % (n - 1)))];
    const swap = Math.floor(r / (n - 1)) % 2 === 1;
    const round: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      let [a, b] = [teams[order[i]!]!, teams[order[n - 1 - i]!]!];
      if (((cycle + i) % 2 === 1) !== swap) [a, b] = [b, a];
      round.push({ home: a, visitor: b });
    }
    schedule.push(round);
  }
  return schedule;
}

/** The teams in standings order, each given its seed (1 = first). */
export function seedsOf(teams: DemoTeam[], games: readonly StandingsGame[]): DemoTeam[] {
  const table = computeStandings(
    teams.map((t) => ({ teamId: t.teamId, teamName: t.teamName, divisionName: null })),
    games,
  );
  return table.map((row, i) =>
    Object.assign(
      teams.find((t) => t.teamId === row.teamId)!,
      { seed: i + 1 },
    ),
  );
}

export interface Score {
  home: number[];
  visitor: number[];
  homeTotal: number;
  visitorTotal: number;
  status: 'FINAL' | 'Overtime' | 'Shootout';
  homeStats: string[];
  visitorStats: string[];
  summary: string;
  /** the summary's sentences after its result line (who scored two or more) */
  stars: string[];
  /** each side's goals by players in the order drawn (a shootout's deciding goal is no player's) */
  homeGoals: PlayerGoal[];
  visitorGoals: PlayerGoal[];
}

/** A goal as the lines count it: its scorer and up to two assists (roster player ids). */
export interface PlayerGoal {
  scorer: string;
  assists: string[];
}

/** The summary's first sentence: who won and how, or the tie. */
export function resultLine(
  { home, visitor }: Pairing,
  homeTotal: number,
  visitorTotal: number,
  status: Score['status'],
): string {
  const [winner, loser] = homeTotal > visitorTotal ? [home, visitor] : [visitor, home];
  const [high, low] = [Math.max(homeTotal, visitorTotal), Math.min(homeTotal, visitorTotal)];
  if (homeTotal === visitorTotal)
    return `${visitor.teamName} and ${home.teamName} skated to a ${high}-${low} tie.`;
  if (status === 'Overtime') return `${winner.teamName} beat ${loser.teamName} ${high}-${low} in overtime.`;
  if (status === 'Shootout') return `${winner.teamName} edged ${loser.teamName} in a shootout.`;
  return `${winner.teamName} beat ${loser.teamName} ${high}-${low}.`;
}

/**
 * A game played out: goals per period by the teams' strengths; a regulation tie goes to overtime or a
 * shootout most of the time (a knockout game always has a winner); player lines for each goal (a
 * shootout's deciding goal is no player's) and a one-line summary.
 */
export function playGame(
  random: Random,
  { home, visitor }: Pairing,
  knockout: boolean,
  /** a game level after regulation on purpose, decided this way (FINAL: a tie) */
  levelAs?: 'FINAL' | 'Overtime' | 'Shootout',
): Score {
  const period = (team: DemoTeam, other: DemoTeam) => {
    let goals = 0;
    for (let chance = 0; chance < 4; chance++)
      if (random() < 0.28 * (team.strength / other.strength)) goals++;
    return goals;
  };
  const h = [period(home, visitor), period(home, visitor), period(home, visitor), 0];
  const v = [period(visitor, home), period(visitor, home), period(visitor, home), 0];
  const sum = (periods: number[]) => periods.reduce((a, b) => a + b, 0);
  let status: Score['status'] = 'FINAL';
  if (levelAs) {
    v.splice(0, 3, ...h.slice(0, 3));
    if (levelAs !== 'FINAL') {
      (random() < home.strength / (home.strength + visitor.strength) ? h : v)[3] = 1;
      status = levelAs;
    }
  } else if (sum(h) === sum(v)) {
    const roll = random();
    const homeWins = random() < home.strength / (home.strength + visitor.strength);
    if (knockout || roll < 0.7) {
      (homeWins ? h : v)[3] = 1;
      if (!knockout) status = roll < 0.4 ? 'Overtime' : 'Shootout';
    }
  }
  const [homeTotal, visitorTotal] = [sum(h), sum(v)];
  const shootout = status === 'Shootout' ? 1 : 0;
  const homeLines = scorers(random, home, homeTotal - (h[3]! && shootout));
  const visitorLines = scorers(random, visitor, visitorTotal - (v[3]! && shootout));
  const stars = [...homeLines.stars, ...visitorLines.stars];
  return {
    home: h,
    visitor: v,
    homeTotal,
    visitorTotal,
    status,
    homeStats: homeLines.entries,
    visitorStats: visitorLines.entries,
    summary: [resultLine({ home, visitor }, homeTotal, visitorTotal, status), ...stars].join(' '),
    stars,
    homeGoals: homeLines.goals,
    visitorGoals: visitorLines.goals,
  };
}

/** Who scored and assisted a side's goals: 'rosterPlayerId|goals|assists' entries and a line per star. */
function scorers(random: Random, team: DemoTeam, goals: number) {
  const lines = new Map<string, { goals: number; assists: number; name: string }>();
  const line = (player: DemoTeam['roster'][number]) => {
    const existing = lines.get(player.rosterPlayerId) ?? { goals: 0, assists: 0, name: player.name };
    lines.set(player.rosterPlayerId, existing);
    return existing;
  };
  const drawn: PlayerGoal[] = [];
  for (let goal = 0; goal < goals; goal++) {
    const scorer = weighted(random, team.roster);
    line(scorer).goals++;
    const assists: string[] = [];
    drawn.push({ scorer: scorer.rosterPlayerId, assists });
    const helpers = team.roster.filter((p) => p !== scorer);
    if (random() < 0.85) {
      const first = weighted(random, helpers);
      line(first).assists++;
      assists.push(first.rosterPlayerId);
      if (random() < 0.6) {
        const second = weighted(
          random,
          helpers.filter((p) => p !== first),
        );
        line(second).assists++;
        assists.push(second.rosterPlayerId);
      }
    }
  }
  return {
    goals: drawn,
    entries: [...lines].map(([id, l]) => `${id}|${l.goals}|${l.assists}`),
    stars: [...lines.values()].filter((l) => l.goals >= 2).map((l) => `${l.name} scored ${l.goals}.`),
  };
}
