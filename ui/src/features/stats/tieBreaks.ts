import type { StandingsRow } from '@league/contracts';

type Ranked = Pick<StandingsRow, 'teamName' | 'points' | 'wins' | 'goalDifference' | 'goalsFor'>;

/**
 * The league's order after points (docs/api.md, "Rules the read models apply"): wins, goal difference, goals
 * for, each higher first.
 */
const CRITERIA = [
  { name: 'wins', value: (t: Ranked) => t.wins },
  { name: 'goal difference', value: (t: Ranked) => t.goalDifference },
  { name: 'goals for', value: (t: Ranked) => t.goalsFor },
] as const;

/** What put the first of two teams level on points ahead of the second: a criterion, or their names. */
function separatedBy(above: Ranked, below: Ranked): string {
  return CRITERIA.find((c) => c.value(above) !== c.value(below))?.name ?? 'name';
}

/**
 * The note beside each team, in the standings' order, that is level on points with a neighbour: what
 * separated it from the team below ("ahead on wins"), or, for the last of such a group, from the team
 * above ("behind on goal difference"). Teams level on every figure are ordered by name ("level, by
 * name"). null for a team alone on its points.
 */
export function tieBreakNotes(teams: readonly Ranked[]): Array<string | null> {
  return teams.map((team, index) => {
    const below = teams[index + 1];
    const above = teams[index - 1];
    if (below && below.points === team.points) {
      const by = separatedBy(team, below);
      return by === 'name' ? 'level, by name' : `ahead on ${by}`;
    }
    if (above && above.points === team.points) {
      const by = separatedBy(above, team);
      return by === 'name' ? 'level, by name' : `behind on ${by}`;
    }
    return null;
  });
}
