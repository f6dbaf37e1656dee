import type { StandingsAnswer, StandingsLine } from '@league/contracts';

export interface DivisionStandings {
  /** null: the league has no divisions */
  divisionName: string | null;
  teams: StandingsLine[];
}

/**
 * The standings split by division, in the order of the answer's `divisions`, each keeping the
 * API's ranking; teams without a division come last (or alone, when nobody has one).
 */
export function standingsByDivision(
  answer: Pick<StandingsAnswer, 'divisions' | 'listOfTeams'>,
): DivisionStandings[] {
  const names = [...answer.divisions];
  for (const team of answer.listOfTeams) {
    if (team.divisionName && !names.includes(team.divisionName)) names.push(team.divisionName);
  }
  const groups: DivisionStandings[] = names.map((divisionName) => ({
    divisionName,
    teams: answer.listOfTeams.filter((team) => team.divisionName === divisionName),
  }));
  const without = answer.listOfTeams.filter((team) => !team.divisionName);
  if (without.length > 0 || groups.length === 0) groups.push({ divisionName: null, teams: without });
  return groups.filter((group) => group.teams.length > 0 || groups.length === 1);
}
