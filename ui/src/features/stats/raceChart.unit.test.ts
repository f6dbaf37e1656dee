import { describe, expect, it } from 'vitest';
import { CHART, chartSize, raceGeometry } from './raceChart';

const line = (teamId: string, teamName: string) => ({ teamId, teamName });

describe('race chart geometry', () => {
  it('given three game days, when drawn, then each team is a line across the days from 0 up, in standings order', () => {
    const geometry = raceGeometry({
      listOfTeams: [line('b', 'Bears'), line('s', 'Sharks')] as never,
      race: {
        days: ['2025-09-05', '2025-09-12', '2025-09-19'],
        teams: [
          { teamId: 's', points: [0, 1, 1] },
          { teamId: 'b', points: [2, 2, 4] },
        ],
      },
    });
    expect(geometry.lines.map((l) => [l.teamName, l.color])).toEqual([
      ['Bears', '#1c4e9c'],
      ['Sharks', '#c92a2a'],
    ]);
    const bottom = CHART.height - CHART.bottom;
    const right = CHART.width - CHART.right;
    // the axis goes to 4 in steps of 1; Bears end at the top right
    expect(geometry.yTicks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4]);
    expect(geometry.yTicks[0]!.y).toBe(bottom);
    expect(geometry.yTicks.at(-1)!.y).toBe(CHART.top);
    expect(geometry.lines[0]!.last).toEqual({ x: right, y: CHART.top, points: 4 });
    expect(geometry.lines[1]!.points.split(' ')).toHaveLength(3);
    expect(geometry.lines[1]!.points.startsWith(`${CHART.left},${bottom}`)).toBe(true);
    expect(geometry.xTicks.map((t) => t.index)).toEqual([0, 1, 2]);
  });

  it('given one game day, when drawn, then the points sit mid-width', () => {
    const geometry = raceGeometry({
      listOfTeams: [line('a', 'Ash')] as never,
      race: { days: ['2025-10-01'], teams: [{ teamId: 'a', points: [2] }] },
    });
    expect(geometry.lines[0]!.last.x).toBe(CHART.left + (CHART.width - CHART.left - CHART.right) / 2);
    expect(geometry.xTicks).toHaveLength(1);
  });

  it('given a long season, when drawn, then the axes keep a few round marks', () => {
    const days = Array.from({ length: 20 }, (_, i) => `2025-09-${String(i + 1).padStart(2, '0')}`);
    const geometry = raceGeometry({
      listOfTeams: [line('a', 'Ash')] as never,
      race: { days, teams: [{ teamId: 'a', points: days.map((_, i) => 2 * i + 2) }] },
    });
    expect(geometry.yTicks.map((t) => t.value)).toEqual([0, 10, 20, 30, 40]);
    expect(geometry.xTicks.length).toBeLessThanOrEqual(6);
    expect(geometry.xTicks[0]!.index).toBe(0);
    expect(geometry.xTicks.at(-1)!.index).toBe(19);
  });

  it('given the width of its container, when sized, then it takes all of it, about a third as high within limits', () => {
    expect(chartSize(1290)).toEqual({ width: 1290, height: 340 });
    expect(chartSize(800)).toEqual({ width: 800, height: 256 });
    expect(chartSize(358)).toEqual({ width: 358, height: 220 });
    expect(chartSize(0)).toEqual({ width: 280, height: 220 });
  });

  it('given a wide box, when drawn, then the days span its width and more days get a mark', () => {
    const days = Array.from({ length: 20 }, (_, i) => `2025-09-${String(i + 1).padStart(2, '0')}`);
    const answer = {
      listOfTeams: [line('a', 'Ash')] as never,
      race: { days, teams: [{ teamId: 'a', points: days.map((_, i) => i + 1) }] },
    };
    const wide = raceGeometry(answer, { width: 1290, height: 340 });
    expect(wide.lines[0]!.last).toEqual({ x: 1290 - CHART.right, y: CHART.top, points: 20 });
    expect(wide.yTicks[0]!.y).toBe(340 - CHART.bottom);
    expect(wide.xTicks.length).toBeGreaterThan(raceGeometry(answer).xTicks.length);
    expect(wide.xTicks.at(-1)!.index).toBe(19);
  });
});
