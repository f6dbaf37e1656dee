import type { DemoApi } from './api';
import { pick, type DemoTeam, type PlayerGoal, type Random, type Score } from './league-play-games';

/**
 * Games scored at the rink on their sheet (docs/api.md, "Game sheet"), so the summaries' play-by-play,
 * the penalty minutes and the goalies' figures have something to show at first start: a few played games
 * whose result the scorekeeper records through the sheet instead of the results page (the same goals,
 * by the same players, in the same periods: the standings and leaders stay as the results page would
 * make them), and tonight's game, being scored.
 */

type Side = 'home' | 'visitor';
const SIDES = ['visitor', 'home'] as const;
const INFRACTIONS = ['Tripping', 'Hooking', 'Slashing', 'Interference', 'Roughing', 'High-sticking'];
const PERIOD_SECONDS = 20 * 60;

export interface SheetGoal {
  id: string;
  side: Side;
  period: number;
  time: string;
  scorer: string;
  assists: string[];
  strength: 'EV' | 'PP' | 'SH';
}
export interface SheetPenalty {
  id: string;
  side: Side;
  period: number;
  time: string;
  rosterPlayerId: string;
  infraction: string;
  minutes: number;
}
export interface SheetPlan {
  lineups: Record<Side, { rosterPlayerIds: string[]; goalieRosterPlayerId: string }>;
  goals: SheetGoal[];
  penalties: SheetPenalty[];
  shots: Array<{ side: Side; period: number; shots: number }>;
}

/** "mm:ss" of a second of the period. */
const clock = (second: number) =>
  `${String(Math.floor(second / 60)).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`;

/** A UUID drawn from the seeded generator, so the demo records the same ids on every start. */
function uuidOf(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The whole roster dressed; in goal the last player listed who scored no goal in this game. */
function lineupOf(team: DemoTeam, goals: readonly PlayerGoal[]) {
  const rosterPlayerIds = team.roster.map((player) => player.rosterPlayerId);
  const scorers = new Set(goals.map((goal) => goal.scorer));
  const goalie = [...rosterPlayerIds].reverse().find((id) => !scorers.has(id)) ?? rosterPlayerIds.at(-1)!;
  return { rosterPlayerIds, goalieRosterPlayerId: goalie };
}

/**
 * A goal within two minutes after a penalty in the same period is a power-play goal of the other side,
 * short-handed of the penalized one; else even strength.
 */
function strengthOf(goal: Omit<SheetGoal, 'strength'>, penalties: readonly SheetPenalty[], seconds: number) {
  const during = penalties.find((penalty) => {
    if (penalty.period !== goal.period) return false;
    const [m, s] = penalty.time.split(':').map(Number);
    const from = m! * 60 + s!;
    return seconds > from && seconds <= from + penalty.minutes * 60;
  });
  if (!during) return 'EV';
  return during.side === goal.side ? 'SH' : 'PP';
}

/**
 * The sheet of a played game: its goals (per period as the score has them, each side's in the order
 * drawn) at drawn times, one or two penalties, the shots of every period. `perPeriod` gives each
 * side's goals in periods 1 to 3 (a game decided in regulation).
 */
export function playedSheet(
  random: Random,
  sides: Record<Side, { team: DemoTeam; goals: readonly PlayerGoal[]; perPeriod: readonly number[] }>,
): SheetPlan {
  const lineups = {
    home: lineupOf(sides.home.team, sides.home.goals),
    visitor: lineupOf(sides.visitor.team, sides.visitor.goals),
  };
  const penalties: SheetPenalty[] = Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
    const side = pick(random, SIDES);
    const skaters = lineups[side].rosterPlayerIds.filter((id) => id !== lineups[side].goalieRosterPlayerId);
    return {
      id: uuidOf(random),
      side,
      period: 1 + Math.floor(random() * 3),
      time: clock(60 + Math.floor(random() * (PERIOD_SECONDS - 120))),
      rosterPlayerId: pick(random, skaters),
      infraction: pick(random, INFRACTIONS),
      minutes: 2,
    };
  });
  const goals: SheetGoal[] = [];
  for (const side of SIDES) {
    const drawn = [...sides[side].goals];
    sides[side].perPeriod.forEach((count, index) => {
      for (let n = 0; n < count; n++) {
        const goal = drawn.shift();
        if (!goal) throw new Error('Demo sheet: fewer goals by players than the score has');
        const seconds = 20 + Math.floor(random() * (PERIOD_SECONDS - 40));
        const entry = { id: uuidOf(random), side, period: index + 1, time: clock(seconds), ...goal };
        goals.push({ ...entry, strength: strengthOf(entry, penalties, seconds) });
      }
    });
  }
  const shots = [1, 2, 3].flatMap((period) =>
    SIDES.map((side) => ({
      side,
      period,
      shots:
        goals.filter((g) => g.side === side && g.period === period).length + 5 + Math.floor(random() * 8),
    })),
  );
  return { lineups, goals, penalties, shots };
}

/**
 * Tonight's game, being scored: both lineups, three goals in the first two periods (the visitors lead
 * 2–1, the home side's goal on the power play), a penalty and the first period's shots; no final.
 */
export function tonightSheet(random: Random, home: DemoTeam, visitor: DemoTeam): SheetPlan {
  const lineups = { home: lineupOf(home, []), visitor: lineupOf(visitor, []) };
  const skater = (team: DemoTeam, index: number) => team.roster[index]!.rosterPlayerId;
  const penalties: SheetPenalty[] = [
    {
      id: uuidOf(random),
      side: 'visitor',
      period: 1,
      time: '13:05',
      rosterPlayerId: skater(visitor, 3),
      infraction: 'Tripping',
      minutes: 2,
    },
  ];
  const goals: SheetGoal[] = [
    {
      id: uuidOf(random),
      side: 'visitor',
      period: 1,
      time: '06:12',
      scorer: skater(visitor, 0),
      assists: [skater(visitor, 1), skater(visitor, 2)],
      strength: 'EV',
    },
    {
      id: uuidOf(random),
      side: 'home',
      period: 1,
      time: '14:40',
      scorer: skater(home, 0),
      assists: [skater(home, 1)],
      strength: 'PP',
    },
    {
      id: uuidOf(random),
      side: 'visitor',
      period: 2,
      time: '03:27',
      scorer: skater(visitor, 2),
      assists: [],
      strength: 'EV',
    },
  ];
  const shots = [
    { side: 'visitor' as const, period: 1, shots: 9 },
    { side: 'home' as const, period: 1, shots: 7 },
  ];
  return { lineups, goals, penalties, shots };
}

/**
 * Records a sheet as the scorekeeper at the rink does: lineups first, then the entries in the order of
 * the game (period, then time), the shots, and the final when `final` (the game's result, recorded from
 * the sheet as the results page would).
 */
export async function recordSheet(
  api: DemoApi,
  gameId: string,
  sheet: SheetPlan,
  final: 'FINAL' | null,
): Promise<void> {
  const url = `/api/admin/game/${gameId}/sheet`;
  await Promise.all(SIDES.map((side) => api.call('PUT', `${url}/lineup/${side}`, sheet.lineups[side])));
  const entries = [
    ...sheet.goals.map((goal) => ({ at: goal, path: 'goals', body: goal })),
    ...sheet.penalties.map((penalty) => ({ at: penalty, path: 'penalties', body: penalty })),
  ].sort((a, b) => a.at.period - b.at.period || a.at.time.localeCompare(b.at.time));
  for (const entry of entries) await api.call('POST', `${url}/${entry.path}`, entry.body);
  for (const shots of sheet.shots) await api.call('POST', `${url}/shots`, shots);
  if (final) await api.call('POST', `${url}/final`, { status: final });
}

/** The scorekeeper's calls (the owner's without the demo's staff). */
export const scorekeeperOf = (api: DemoApi) => api.staff?.scorekeeper ?? api;

/** Whether a played game's result can be recorded from a sheet of its goals: decided in regulation. */
export const scorableOnSheet = (plan: { kind?: string; misrecorded?: Score; score: Score | null }) =>
  !plan.kind &&
  !plan.misrecorded &&
  plan.score?.status === 'FINAL' &&
  plan.score.home[3] === 0 &&
  plan.score.visitor[3] === 0 &&
  plan.score.homeGoals.length === plan.score.homeTotal &&
  plan.score.visitorGoals.length === plan.score.visitorTotal;
