import type { ResultsValues } from './schemas';

const sum = (numbers: readonly number[]) => numbers.reduce((total, value) => total + value, 0);

/**
 * The confirmation after a save, visitor first as every schedule reads: "Result saved: Cats 3 @ Dogs 5"
 * (the totals: the periods' sum for a regular game, the final scores for playoff and championship games).
 */
export function savedResultMessage(
  teams: { visitor: string; home: string },
  values: Pick<ResultsValues, 'homePeriods' | 'visitorPeriods' | 'homeTotal' | 'visitorTotal'>,
  kind: 'regular' | 'playoff' | 'championship',
): string {
  const regular = kind === 'regular';
  const visitorGoals = regular ? sum(values.visitorPeriods) : values.visitorTotal;
  const homeGoals = regular ? sum(values.homePeriods) : values.homeTotal;
  return `Result saved: ${teams.visitor} ${visitorGoals} @ ${teams.home} ${homeGoals}`;
}
