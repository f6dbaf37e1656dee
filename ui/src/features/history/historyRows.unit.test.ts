import { describe, expect, it } from 'vitest';
import { historyRows } from './historyRows';

/** the game sheets' figures */
const SHEET = { penaltyMinutes: 0, powerPlayGoals: 0, shortHandedGoals: 0 };
const roster = (teamId: string, gamesPlayed: number, goals: number, assists: number, pim = 0) => ({
  teamId,
  teamName: `Team ${teamId}`,
  leagueId: '00000000-0000-4000-8000-000000000001',
  leagueName: "Men's Open",
  leagueDivisionName: null,
  session: 'Spring',
  year: 2026,
  number: 9,
  gamesPlayed,
  goals,
  assists,
  ...SHEET,
  penaltyMinutes: pim,
});

describe('the rows of a player history', () => {
  it('lists the team seasons in the order given, each with its points, then the career totals', () => {
    const rows = historyRows({
      listOfRosters: [roster('a', 8, 3, 4, 6), roster('b', 10, 0, 2), roster('a', 2, 1, 0, 2)],
      careerTotals: { gamesPlayed: 20, goals: 4, assists: 6, points: 10, ...SHEET, penaltyMinutes: 8 },
    });
    expect(
      rows.map((row) => [row.kind, row.gamesPlayed, row.goals, row.assists, row.points, row.penaltyMinutes]),
    ).toEqual([
      ['roster', 8, 3, 4, 7, 6],
      ['roster', 10, 0, 2, 2, 0],
      ['roster', 2, 1, 0, 1, 2],
      ['career', 20, 4, 6, 10, 8],
    ]);
    // one team twice (taken off and put back): each roster place keeps a row of its own
    expect(new Set(rows.map((row) => row.key)).size).toBe(4);
  });

  it('has no totals row for a player on no roster', () => {
    expect(
      historyRows({
        listOfRosters: [],
        careerTotals: { gamesPlayed: 0, goals: 0, assists: 0, points: 0, ...SHEET },
      }),
    ).toEqual([]);
  });
});
