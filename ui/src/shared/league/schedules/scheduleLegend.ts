import type { ScheduleEntry } from '@league/contracts';
import { isEvent, isPlayed } from './scheduleItem';

type Item = Pick<
  ScheduleEntry,
  'kind' | 'status' | 'score' | 'homeTeamName' | 'visitorTeamName' | 'homeTeamSeed' | 'visitorTeamSeed'
>;

export interface LegendItem {
  abbr: string;
  meaning: string;
}

/**
 * The key under a schedule: how a game and its score read, and the short forms the rows use (seeds,
 * TBD, TBP), each only when a row shows it.
 */
export function scheduleLegend(items: readonly Item[], view: 'league' | 'venue' | 'team'): LegendItem[] {
  const games = items.filter((item) => !isEvent(item));
  if (games.length === 0) return [];
  const legend: LegendItem[] = [
    view === 'team'
      ? { abbr: 'W / L / T', meaning: 'won, lost or tied, the team’s own goals first' }
      : { abbr: 'Visitor @ Home', meaning: 'the score reads in the same order' },
  ];
  if (games.some((game) => game.homeTeamSeed > 0 || game.visitorTeamSeed > 0))
    legend.push({ abbr: '(1)', meaning: 'playoff seed' });
  if (
    games.some((game) => !game.homeTeamName || game.homeTeamName === 'TBD' || game.visitorTeamName === 'TBD')
  )
    legend.push({ abbr: 'TBD', meaning: 'team to be decided' });
  if (games.some((game) => !isPlayed(game)))
    legend.push({ abbr: 'TBP', meaning: 'to be played (its time shows in place of the score)' });
  return legend;
}
