import {
  formatTime,
  playerName,
  type RosteredPlayer,
  type ScheduleItem,
  type ScoringLeader,
  type StandingsAnswer,
  type StandingsLine,
} from '@league/contracts';
import type { CsvColumn } from '../csv';

/**
 * The columns of the league's downloads (docs/api.md, "CSV downloads"): what the public pages show, as
 * plain values a spreadsheet can sort and sum (a number stays a number: a goal difference of -2, not "-2"
 * as text).
 */

/** A line of the standings with its rank in the table of its division, as the standings page numbers it. */
export interface RankedLine extends StandingsLine {
  rank: number;
}

/**
 * The standings in the page's order: one table per division (in the order of `divisions`), then the
 * teams without one, each in the standings' ranking, ranked from 1 in its table.
 */
export function rankedStandings(answer: Pick<StandingsAnswer, 'divisions' | 'listOfTeams'>): RankedLine[] {
  const tables = [
    ...answer.divisions.map((division) => answer.listOfTeams.filter((t) => t.divisionName === division)),
    answer.listOfTeams.filter((t) => !t.divisionName || !answer.divisions.includes(t.divisionName)),
  ];
  return tables.flatMap((teams) => teams.map((team, index) => ({ ...team, rank: index + 1 })));
}

export const standingsColumns: ReadonlyArray<CsvColumn<RankedLine>> = [
  { header: 'Rank', value: (t) => t.rank },
  { header: 'Team', value: (t) => t.teamName },
  { header: 'Division', value: (t) => t.divisionName },
  { header: 'PTS', value: (t) => t.points },
  { header: 'GP', value: (t) => t.gamesPlayed },
  { header: 'W', value: (t) => t.wins },
  { header: 'L', value: (t) => t.losses },
  { header: 'T', value: (t) => t.ties },
  { header: 'OTL', value: (t) => t.overtimeLosses },
  { header: 'SOL', value: (t) => t.shootoutLosses },
  { header: 'Win %', value: (t) => t.pointsPercentage.toFixed(3) },
  { header: 'L10', value: (t) => `${t.lastTen.wins}-${t.lastTen.losses}-${t.lastTen.ties}` },
  { header: 'STRK', value: (t) => (t.streak ? `${t.streak.result}${t.streak.count}` : '') },
  { header: 'GF', value: (t) => t.goalsFor },
  { header: 'GA', value: (t) => t.goalsAgainst },
  { header: 'DIFF', value: (t) => t.goalDifference },
  { header: 'RW', value: (t) => t.regulationWins },
];

/**
 * The league-wide rank of each leader, as the scoring leaders page shows it: players level on points and
 * goals share a rank, written "T-3"; the next one takes the place counted from the top (1, T-2, T-2, 4).
 */
export function leaderRanks(leaders: ReadonlyArray<Pick<ScoringLeader, 'points' | 'goals'>>): string[] {
  const level = (index: number, other: number) => {
    const a = leaders[index];
    const b = leaders[other];
    return a !== undefined && b !== undefined && a.points === b.points && a.goals === b.goals;
  };
  let place = 0;
  return leaders.map((_, index) => {
    if (!level(index, index - 1)) place = index + 1;
    return level(index, index - 1) || level(index, index + 1) ? `T-${place}` : String(place);
  });
}

export const leaderColumns = (ranks: readonly string[]): ReadonlyArray<CsvColumn<ScoringLeader>> => [
  { header: 'Rank', value: (_, index) => ranks[index] },
  { header: 'Name', value: (leader) => playerName(leader) },
  { header: 'G', value: (leader) => leader.goals },
  { header: 'A', value: (leader) => leader.assists },
  { header: 'TOT', value: (leader) => leader.goals + leader.assists },
  { header: 'PIM', value: (leader) => leader.penaltyMinutes },
  { header: 'PPG', value: (leader) => leader.powerPlayGoals },
  { header: 'SHG', value: (leader) => leader.shortHandedGoals },
  { header: 'No.', value: (leader) => leader.number },
  { header: 'Team', value: (leader) => leader.teamName },
  { header: 'Division', value: (leader) => leader.divisionName },
];

/** A team as the schedule names it: "(2) Sharks" with a seed above 0, TBD while not known. */
const seeded = (name: string | null, seed: number | null) => {
  const team = name?.trim() ? name : 'TBD';
  return seed && seed > 0 ? `(${seed}) ${team}` : team;
};
const isEvent = (item: ScheduleItem) => item.kind === 'event';

/** One row per game or event: the date as a date (YYYY-MM-DD), the rest as the schedule shows it. */
export const scheduleColumns: ReadonlyArray<CsvColumn<ScheduleItem>> = [
  { header: 'Date', value: (item) => item.isoDate },
  { header: 'Day', value: (item) => item.dayOfWeek },
  { header: 'Time', value: (item) => formatTime(item.time) },
  { header: 'Venue', value: (item) => item.venueName },
  {
    header: 'Visitor',
    value: (item) => (isEvent(item) ? '' : seeded(item.visitorTeamName, item.visitorTeamSeed)),
  },
  { header: 'Home', value: (item) => (isEvent(item) ? '' : seeded(item.homeTeamName, item.homeTeamSeed)) },
  { header: 'Score', value: (item) => item.score },
  { header: 'Status', value: (item) => (isEvent(item) ? '' : item.status.trim() || 'TBP') },
  { header: 'Winner', value: (item) => item.winner },
  {
    header: 'Game',
    value: (item) =>
      isEvent(item) ? 'EVENT' : item.championship ? 'CHAMPIONSHIP GAME' : item.playoff ? 'PLAYOFF GAME' : '',
  },
  { header: 'Event', value: (item) => item.eventName },
];

/** The public roster: number, name and the season's figures; nothing personal. */
export const rosterColumns: ReadonlyArray<CsvColumn<RosteredPlayer>> = [
  { header: 'No.', value: (player) => player.number },
  { header: 'Player', value: (player) => playerName(player) },
  { header: 'GP', value: (player) => player.gamesPlayed },
  { header: 'G', value: (player) => player.goals },
  { header: 'A', value: (player) => player.assists },
  { header: 'PTS', value: (player) => player.goals + player.assists },
  { header: 'PIM', value: (player) => player.penaltyMinutes },
];
