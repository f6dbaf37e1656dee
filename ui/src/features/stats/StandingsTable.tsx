import { siteRoute } from '@league/contracts/site-pages';
import { Anchor } from '@mantine/core';
import type { StandingsLine, StandingsRow } from '@league/contracts';
import { Link } from '../../shared/router';
import { DataTable, legendOf, type DataColumn } from '../../shared/ui/DataTable';
import classes from './StandingsTable.module.css';
import { tieBreakNotes } from './tieBreaks';

interface StandingsTableProps {
  teams: StandingsLine[];
  league: { leagueName: string; session: string; year: number } | null;
  caption?: string;
  /** the key to the abbreviations under this table; a page with several tables shows it once instead */
  legend?: boolean;
}

const figure = (
  key: string,
  label: string,
  title: string,
  value: (team: StandingsLine) => number,
  show: (team: StandingsLine) => string | number = value,
): DataColumn<StandingsLine> => ({
  key,
  label,
  title,
  align: 'right',
  cell: show,
  sortValue: value,
});

/** The API's percentage: (W + ½ T) / GP, a share of games won, not of points (docs/rules.md §9). */
export const winPercentage = (team: Pick<StandingsRow, 'pointsPercentage'>) =>
  team.pointsPercentage.toFixed(3);

/** A goal difference with its sign: +3, 0, -2. */
export const signedDifference = (difference: number) =>
  difference > 0 ? `+${difference}` : String(difference);

/** A team's last ten as W-L-T: "6-3-1". */
export const lastTenText = ({ lastTen }: Pick<StandingsLine, 'lastTen'>) =>
  `${lastTen.wins}-${lastTen.losses}-${lastTen.ties}`;

/** A team's streak: "W3", "L1", "T1"; "–" before its first game. */
export const streakText = ({ streak }: Pick<StandingsLine, 'streak'>) =>
  streak ? `${streak.result}${streak.count}` : '–';

/** Sorts streaks from the longest winning run to the longest losing one. */
const streakValue = ({ streak }: Pick<StandingsLine, 'streak'>) =>
  streak === null || streak.result === 'T' ? 0 : streak.result === 'W' ? streak.count : -streak.count;

const figures: DataColumn<StandingsLine>[] = [
  { ...figure('pts', 'PTS', 'Points', (t) => t.points), strong: true },
  figure('gp', 'GP', 'Games played', (t) => t.gamesPlayed),
  figure('w', 'W', 'Wins', (t) => t.wins),
  figure('l', 'L', 'Losses', (t) => t.losses),
  figure('t', 'T', 'Ties', (t) => t.ties),
  figure('otl', 'OTL', 'Overtime losses', (t) => t.overtimeLosses),
  figure('sol', 'SOL', 'Shootout losses', (t) => t.shootoutLosses),
  {
    ...figure('pct', 'Win %', 'Win percentage: (W + ½ T) / GP', (t) => t.pointsPercentage, winPercentage),
    legend: '(W + ½ T) / GP',
  },
  {
    ...figure(
      'l10',
      'L10',
      'Last 10: wins-losses-ties of the last ten games',
      (t) => 2 * t.lastTen.wins + t.lastTen.ties,
      lastTenText,
    ),
    legend: 'Last 10 games: W-L-T',
  },
  {
    ...figure('strk', 'STRK', 'Streak: the current run of wins, losses or ties', streakValue, streakText),
    legend: 'Streak (W3: 3 wins in a row)',
  },
  figure('gf', 'GF', 'Goals for', (t) => t.goalsFor),
  figure('ga', 'GA', 'Goals against', (t) => t.goalsAgainst),
  figure(
    'diff',
    'DIFF',
    'Goal difference',
    (t) => t.goalDifference,
    (t) => signedDifference(t.goalDifference),
  ),
  figure('rw', 'RW', 'Regulation wins', (t) => t.regulationWins),
];

function columnsFor(
  league: StandingsTableProps['league'],
  notes: ReadonlyArray<string | null>,
): DataColumn<StandingsLine>[] {
  const note = (index: number) =>
    notes[index] ? (
      <span className={classes.tieBreak} data-testid="tie-break-note">
        {notes[index]}
      </span>
    ) : null;
  return [
    { key: 'rank', label: 'Rank', align: 'center', cell: (_team, index) => index + 1 },
    {
      key: 'team',
      label: 'Team',
      sortValue: (team) => team.teamName,
      cell: (team, index) => (
        <>
          {league ? (
            <Anchor component={Link} to={siteRoute.team.href({ teamId: team.teamId })} fw={700}>
              {team.teamName}
            </Anchor>
          ) : (
            <strong>{team.teamName}</strong>
          )}
          {note(index)}
        </>
      ),
    },
    ...figures,
  ];
}

/** What the standings' abbreviations stand for, in column order: "PTS Points · GP Games played · ...". */
export const standingsLegend = legendOf(figures);

/**
 * One division's standings, in the order the API ranks them (the rank stays that order when the
 * visitor sorts by a column); team names open the team's page, and a team level on points with a
 * neighbour has a note of what separated them ("ahead on wins"). Team and points come first so a phone
 * shows them without scrolling.
 */
export function StandingsTable({ teams, league, caption, legend = false }: StandingsTableProps) {
  return (
    <DataTable
      caption={caption ?? 'Standings'}
      columns={columnsFor(league, tieBreakNotes(teams))}
      rows={teams}
      rowKey={(team) => team.teamId}
      stickyColumns={2}
      legend={legend}
      testId="standings-table"
      rowTestId="standings-row"
    />
  );
}
