import type { StandingsAnswer } from '@league/contracts';

/**
 * The chart's drawing box (SVG user units) before its container is measured, and its margins; drawn at the
 * container's width (chartSize), one unit a pixel, so the text keeps its size on every screen.
 */
export const CHART = { width: 360, height: 220, left: 28, right: 8, top: 10, bottom: 26 } as const;

export interface ChartSize {
  width: number;
  height: number;
}

/** The chart's box for a container `width` pixels wide: all of it, about a third as high (220 to 340). */
export function chartSize(width: number): ChartSize {
  const wide = Math.round(Math.min(Math.max(width, 280), 2000));
  return { width: wide, height: Math.round(Math.min(Math.max(wide * 0.32, CHART.height), 340)) };
}

/** Ten line colours told apart on white (each at least 3:1 against it). */
export const LINE_COLORS = [
  '#1c4e9c',
  '#c92a2a',
  '#2b8a3e',
  '#e8590c',
  '#6741d9',
  '#0b7285',
  '#a61e4d',
  '#5c940d',
  '#495057',
  '#b35900',
] as const;

export interface RaceLine {
  teamId: string;
  teamName: string;
  color: string;
  /** SVG polyline points: "x,y x,y ..." */
  points: string;
  /** where the line ends (its label's place) */
  last: { x: number; y: number; points: number };
}

export interface RaceGeometry {
  lines: RaceLine[];
  /** the points axis' marks: value and height */
  yTicks: Array<{ value: number; y: number }>;
  /** the days axis' marks: index of the day and its x (first, last and some between) */
  xTicks: Array<{ index: number; x: number }>;
}

/** A round step for about four marks up to `max`: 1, 2, 5, 10, 20, ... */
function step(max: number): number {
  const raw = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
}

/**
 * Where each team's points after every game day go on the chart, teams in the standings' order (their
 * colours follow it): the days evenly across the box, the points from 0 up.
 */
export function raceGeometry(
  answer: Pick<StandingsAnswer, 'race' | 'listOfTeams'>,
  size: ChartSize = CHART,
): RaceGeometry {
  const { days, teams } = answer.race;
  const names = new Map(answer.listOfTeams.map((t) => [t.teamId, t.teamName]));
  const order = new Map(answer.listOfTeams.map((t, index) => [t.teamId, index]));
  const max = Math.max(1, ...teams.flatMap((t) => t.points));
  const top = Math.ceil(max / step(max)) * step(max);
  const plotWidth = size.width - CHART.left - CHART.right;
  const plotHeight = size.height - CHART.top - CHART.bottom;
  const x = (index: number) =>
    Math.round(
      (CHART.left + (days.length <= 1 ? plotWidth / 2 : (index / (days.length - 1)) * plotWidth)) * 10,
    ) / 10;
  const y = (value: number) => Math.round((CHART.top + plotHeight - (value / top) * plotHeight) * 10) / 10;
  const lines = [...teams]
    .sort((a, b) => (order.get(a.teamId) ?? 0) - (order.get(b.teamId) ?? 0))
    .map((team, index) => ({
      teamId: team.teamId,
      teamName: names.get(team.teamId) ?? '',
      color: LINE_COLORS[index % LINE_COLORS.length]!,
      points: team.points.map((value, day) => `${x(day)},${y(value)}`).join(' '),
      last: { x: x(team.points.length - 1), y: y(team.points.at(-1) ?? 0), points: team.points.at(-1) ?? 0 },
    }));
  const yTicks = [];
  for (let value = 0; value <= top; value += step(max)) yTicks.push({ value, y: y(value) });
  // about one day's mark per 90 units of width, at least four
  const marks = Math.max(4, Math.floor(plotWidth / 90));
  const every = Math.max(1, Math.ceil(days.length / marks));
  const xTicks = days
    .map((_day, index) => index)
    .filter((index) => index % every === 0 || index === days.length - 1)
    .filter(
      (index, i, all) =>
        index === days.length - 1 || all[i + 1] === undefined || all[i + 1]! - index >= every / 2,
    )
    .map((index) => ({ index, x: x(index) }));
  return { lines, yTicks, xTicks };
}
