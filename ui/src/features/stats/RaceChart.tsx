import { useEffect, useRef, useState } from 'react';
import type { StandingsAnswer } from '@league/contracts';
import { shortDayText } from './asOfDay';
import classes from './RaceChart.module.css';
import { CHART, chartSize, raceGeometry, type ChartSize } from './raceChart';

/** The chart's box for the width its figure has, followed as the window resizes. */
function useChartSize() {
  const figure = useRef<HTMLElement>(null);
  const [size, setSize] = useState<ChartSize>(CHART);
  useEffect(() => {
    const element = figure.current;
    if (!element) return;
    const measure = () => {
      const next = chartSize(element.clientWidth);
      setSize((now) => (now.width === next.width && now.height === next.height ? now : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { figure, size };
}

interface RaceChartProps {
  answer: Pick<StandingsAnswer, 'race' | 'listOfTeams'>;
}

/**
 * The points race: each team's points after every game day as a line (no chart library) across the
 * content's width, named for screen readers by the leader's total, with a key of the teams' colours and
 * the same figures as a table in a <details>.
 */
export function RaceChart({ answer }: RaceChartProps) {
  const { days } = answer.race;
  const { figure, size } = useChartSize();
  const { lines, yTicks, xTicks } = raceGeometry(answer, size);
  const leader = answer.listOfTeams[0];
  const span =
    days.length === 1
      ? `after the game day of ${shortDayText(days[0]!)}`
      : `after each of ${days.length} game days, ${shortDayText(days[0]!)} to ${shortDayText(days.at(-1)!)}`;
  const label = `Points ${span}` + (leader ? `; ${leader.teamName} lead with ${leader.points} points.` : '.');
  const figures = new Map(answer.race.teams.map((t) => [t.teamId, t.points]));
  return (
    <figure ref={figure} className={classes.figure} data-testid="race-chart">
      <figcaption className={classes.caption}>Points race</figcaption>
      <svg className={classes.svg} viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-label={label}>
        {yTicks.map((tick) => (
          <g key={tick.value}>
            <line
              className={classes.grid}
              x1={CHART.left}
              x2={size.width - CHART.right}
              y1={tick.y}
              y2={tick.y}
            />
            <text className={classes.tick} x={CHART.left - 4} y={tick.y + 3} textAnchor="end">
              {tick.value}
            </text>
          </g>
        ))}
        <line
          className={classes.axis}
          x1={CHART.left}
          x2={size.width - CHART.right}
          y1={size.height - CHART.bottom}
          y2={size.height - CHART.bottom}
        />
        {xTicks.map((tick) => (
          <text
            key={tick.index}
            className={classes.tick}
            x={tick.x}
            y={size.height - CHART.bottom + 14}
            textAnchor={
              tick.index === 0 && xTicks.length > 1
                ? 'start'
                : tick.index === days.length - 1 && xTicks.length > 1
                  ? 'end'
                  : 'middle'
            }
          >
            {shortDayText(days[tick.index]!)}
          </text>
        ))}
        {[...lines].reverse().map((line) => (
          <g key={line.teamId} data-testid="race-line">
            <polyline className={classes.line} points={line.points} stroke={line.color} />
            <circle cx={line.last.x} cy={line.last.y} r={2.5} fill={line.color} />
          </g>
        ))}
      </svg>
      <ul className={classes.key} aria-label="Teams">
        {lines.map((line) => (
          <li key={line.teamId}>
            <span className={classes.swatch} style={{ background: line.color }} aria-hidden="true" />
            {line.teamName}
          </li>
        ))}
      </ul>
      <details className={classes.details}>
        <summary>Points race as a table</summary>
        <div className={classes.tableBox} role="region" aria-label="Points race table" tabIndex={0}>
          <table className={classes.table} data-testid="race-table">
            <caption className={classes.hidden}>Points after each game day</caption>
            <thead>
              <tr>
                <th scope="col">Team</th>
                {days.map((day) => (
                  <th key={day} scope="col">
                    {shortDayText(day)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.teamId}>
                  <th scope="row">{line.teamName}</th>
                  {(figures.get(line.teamId) ?? []).map((points, index) => (
                    <td key={days[index]}>{points}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
