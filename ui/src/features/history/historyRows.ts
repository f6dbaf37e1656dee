import type { PlayerHistoryAnswer } from '@league/contracts';

type Roster = PlayerHistoryAnswer['listOfRosters'][number];

type Figures = PlayerHistoryAnswer['careerTotals'];

/** A row of the player history table: a team season, or the career totals under them. */
export type HistoryRow = Figures & { key: string } & (
    { kind: 'roster'; roster: Roster } | { kind: 'career' }
  );

/**
 * The team seasons newest first, as the API answers them (a player may be on one team twice: each
 * roster place is a row), then the career totals; no totals row for a player on no roster.
 */
export function historyRows(
  player: Pick<PlayerHistoryAnswer, 'listOfRosters' | 'careerTotals'>,
): HistoryRow[] {
  const seasons = player.listOfRosters.map((roster, index): HistoryRow => ({
    kind: 'roster',
    key: `${index}-${roster.teamId}`,
    roster,
    gamesPlayed: roster.gamesPlayed,
    goals: roster.goals,
    assists: roster.assists,
    points: roster.goals + roster.assists,
    penaltyMinutes: roster.penaltyMinutes,
    powerPlayGoals: roster.powerPlayGoals,
    shortHandedGoals: roster.shortHandedGoals,
  }));
  if (seasons.length === 0) return [];
  return [...seasons, { kind: 'career', key: 'career', ...player.careerTotals }];
}
