import { describe, expect, it } from 'vitest';
import type { StandingsLine } from '@league/contracts';
import { standingsByDivision } from './standingsDivisions';

const team = (teamName: string, divisionName: string | null): StandingsLine => ({
  teamId: teamName,
  teamName,
  divisionName,
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
  lastTen: { wins: 0, losses: 0, ties: 0 },
  streak: null,
});

describe('standings by division', () => {
  it('keeps one table when the league has no divisions', () => {
    const teams = [team('Bears', null), team('Sharks', null)];
    expect(standingsByDivision({ divisions: [], listOfTeams: teams })).toEqual([
      { divisionName: null, teams },
    ]);
  });

  it('keeps an empty table when there is no data', () => {
    expect(standingsByDivision({ divisions: [], listOfTeams: [] })).toEqual([
      { divisionName: null, teams: [] },
    ]);
  });

  it('groups by the answer order of divisions and keeps the ranking inside each', () => {
    const listOfTeams = [
      team('Wolves', 'South'),
      team('Bears', 'North'),
      team('Owls', 'South'),
      team('Elks', null),
    ];
    const groups = standingsByDivision({ divisions: ['North', 'South'], listOfTeams });
    expect(groups.map((g) => [g.divisionName, g.teams.map((t) => t.teamName)])).toEqual([
      ['North', ['Bears']],
      ['South', ['Wolves', 'Owls']],
      [null, ['Elks']],
    ]);
  });

  it('adds a division the list names but the answer does not, and drops empty ones', () => {
    const listOfTeams = [team('Bears', 'East')];
    const groups = standingsByDivision({ divisions: ['West'], listOfTeams });
    expect(groups.map((g) => g.divisionName)).toEqual(['East']);
  });
});
