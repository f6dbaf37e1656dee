import type { SummaryGoal, SummaryPenalty, SummaryShots } from '@league/contracts';

/**
 * The game summary's play-by-play (docs/api.md, "Game sheet" and the public game summary): the sheet's
 * goals and penalties per period in time order, each as one line, the running score and the shots per
 * period. Pure: the page only lays these out.
 */

type Player = SummaryGoal['scorer'];
type Side = SummaryGoal['side'];

/** "1st", "2nd", "3rd"; period 4 is overtime: "OT". */
export function periodLabel(period: number): string {
  if (period === 4) return 'OT';
  return `${period}${period === 1 ? 'st' : period === 2 ? 'nd' : period === 3 ? 'rd' : 'th'}`;
}

/** "#9 Pat Lee" (a player without a number, or no name known, is shown with what is known). */
export function playerLabel(player: Pick<Player, 'number' | 'firstName' | 'lastName'>): string {
  const name = `${player.firstName} ${player.lastName}`.trim();
  const number = player.number > 0 ? `#${player.number}` : '';
  return [number, name].filter(Boolean).join(' ') || 'Unknown player';
}

/**
 * A goal's line: "12:34 · GOAL Aces · #9 Pat Lee (#4 Sam Ng, #7 Ali Roy) · PP": its assists in
 * brackets when it has any, its strength at the end unless even (EV).
 */
export function goalLine(goal: Pick<SummaryGoal, 'time' | 'teamName' | 'scorer' | 'assists' | 'strength'>) {
  const assists = goal.assists.length > 0 ? ` (${goal.assists.map(playerLabel).join(', ')})` : '';
  const strength = goal.strength === 'EV' ? '' : ` · ${goal.strength}`;
  return `${goal.time} · GOAL ${goal.teamName} · ${playerLabel(goal.scorer)}${assists}${strength}`;
}

/**
 * A penalty's line: "15:02 · Bears · #3 Jo Park, Tripping, 2 min", and its severity when the player was
 * also sent off (", game misconduct").
 */
export function penaltyLine(
  penalty: Pick<SummaryPenalty, 'time' | 'teamName' | 'player' | 'infraction' | 'minutes' | 'severity'>,
) {
  const severity = penalty.severity ? `, ${penalty.severity}` : '';
  return `${penalty.time} · ${penalty.teamName} · ${playerLabel(penalty.player)}, ${penalty.infraction}, ${penalty.minutes} min${severity}`;
}

export interface PlayLine {
  kind: 'goal' | 'penalty';
  side: Side;
  time: string;
  text: string;
  /** after a goal: the score then, visitor first */
  score?: RunningScore;
}

export interface PlayPeriod {
  period: number;
  label: string;
  lines: PlayLine[];
}

export interface RunningScore {
  visitor: number;
  home: number;
}

/** "mm:ss" as seconds, for the order ("4:05" and "04:05" alike). */
function seconds(time: string): number {
  const [minutes = '0', secs = '0'] = time.split(':');
  return Number(minutes) * 60 + Number(secs);
}

/**
 * The goals and penalties per period (1st, 2nd, 3rd, OT; a period without either is left out), each
 * period's lines by time (a goal before a penalty at the same time; otherwise as the answer gives them),
 * every goal with the score after it.
 */
export function playByPlay(
  goals: readonly SummaryGoal[],
  penalties: readonly SummaryPenalty[],
): PlayPeriod[] {
  const entries = [
    ...goals.map((goal, index) => ({
      order: index,
      goal,
      penalty: null,
      period: goal.period,
      time: goal.time,
    })),
    ...penalties.map((penalty, index) => ({
      order: goals.length + index,
      goal: null,
      penalty,
      period: penalty.period,
      time: penalty.time,
    })),
  ].sort((a, b) => a.period - b.period || seconds(a.time) - seconds(b.time) || a.order - b.order);
  const score: RunningScore = { visitor: 0, home: 0 };
  const periods: PlayPeriod[] = [];
  for (const entry of entries) {
    let period = periods.at(-1);
    if (period?.period !== entry.period) {
      period = { period: entry.period, label: periodLabel(entry.period), lines: [] };
      periods.push(period);
    }
    if (entry.goal) {
      score[entry.goal.side] += 1;
      period.lines.push({
        kind: 'goal',
        side: entry.goal.side,
        time: entry.goal.time,
        text: goalLine(entry.goal),
        score: { ...score },
      });
    } else if (entry.penalty) {
      period.lines.push({
        kind: 'penalty',
        side: entry.penalty.side,
        time: entry.penalty.time,
        text: penaltyLine(entry.penalty),
      });
    }
  }
  return periods;
}

/** The sheet's goals so far per side. */
export function runningScore(goals: readonly Pick<SummaryGoal, 'side'>[]): RunningScore {
  return {
    visitor: goals.filter((goal) => goal.side === 'visitor').length,
    home: goals.filter((goal) => goal.side === 'home').length,
  };
}

/** "Aces 2 – 1 Bears": visitor first, as the score reads everywhere (a missing team is TBD). */
export function runningScoreLine(visitorName: string | null, homeName: string | null, score: RunningScore) {
  return `${visitorName ?? 'TBD'} ${score.visitor} – ${score.home} ${homeName ?? 'TBD'}`;
}

export interface ShotsTable {
  /** the periods recorded (for either side), in order, as their columns are headed */
  periods: Array<{ period: number; label: string }>;
  /** visitor first: each period's shots (null: not recorded for that side) and the total */
  sides: Array<{ side: Side; shots: Array<number | null>; total: number }>;
}

/**
 * The shots per period as a table, a side a row (visitor first) as the score by period reads, a period
 * a column; no periods when none were recorded.
 */
export function shotsByPeriod(shots: readonly SummaryShots[]): ShotsTable {
  const periods = [...new Set(shots.map((s) => s.period))].sort((a, b) => a - b);
  const sides = (['visitor', 'home'] as const).map((side) => {
    const own = shots.filter((s) => s.side === side);
    return {
      side,
      shots: periods.map((period) => own.find((s) => s.period === period)?.shots ?? null),
      total: own.reduce((n, s) => n + s.shots, 0),
    };
  });
  return { periods: periods.map((period) => ({ period, label: periodLabel(period) })), sides };
}
