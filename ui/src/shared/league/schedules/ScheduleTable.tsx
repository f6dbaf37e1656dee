import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Text } from '@mantine/core';
import type { ScheduleEntry, TeamScheduleEntry } from '@league/contracts';
import { Link } from '../../router';
import { DataTable, TableLegend, type DataColumn } from '../../ui/DataTable';
import { isEvent, isPlayed, itemDate, itemTime, statusLabel, teamScoreLabel } from './scheduleItem';
import { GameKindFlag } from './GameKindFlag';
import { LiveScore } from './LiveScore';
import { scheduleLegend } from './scheduleLegend';
import classes from './ScheduleTable.module.css';
import { TeamLink, type TeamLeague } from './TeamLink';

/**
 * The schedule tables, phone first: the game (visitor @ home, each team linking to its page) stays at
 * the left, the score (or, before the game, its time) right after it, then the rest:
 * - league: Game, Score, Date, Time, Venue, Status, Winner, flag
 * - venue: Game, Score, Date, Time, League, Status, Winner, flag (status and score link to the summary)
 * - team: Game, Score from the team's side ("W 7 - 1"), Date, Time, Venue, Status, flag
 * On a phone each game is a card with all of these at once.
 */
export type ScheduleView = { kind: 'league' } | { kind: 'venue' } | { kind: 'team'; teamName: string };

type Item = ScheduleEntry | TeamScheduleEntry;

/** The league of an item as a team's page address names it (null: not known, the names are not linked). */
export type LeagueOfItem = (item: Item) => TeamLeague | null;

interface ScheduleTableProps {
  items: Item[];
  view: ScheduleView;
  leagueOf: LeagueOfItem;
  caption: string;
}

function GameCell({ item, view, leagueOf }: { item: Item; view: ScheduleView; leagueOf: LeagueOfItem }) {
  if (isEvent(item))
    return (
      <Text span fw={600} size="sm" className={classes.game}>
        {item.eventName ?? 'Event'}
      </Text>
    );
  const league = leagueOf(item);
  const own = view.kind === 'team' ? view.teamName : null;
  return (
    <Text span size="sm" fw={600} className={classes.game}>
      <span className={classes.team}>
        <TeamLink
          name={item.visitorTeamName}
          teamId={item.visitorTeamId}
          seed={item.visitorTeamSeed}
          league={league}
          current={item.visitorTeamName === own}
        />
      </span>{' '}
      <span className={classes.team}>
        @{' '}
        <TeamLink
          name={item.homeTeamName}
          teamId={item.homeTeamId}
          seed={item.homeTeamSeed}
          league={league}
          current={item.homeTeamName === own}
        />
      </span>
    </Text>
  );
}

/** The score (a team's own goals first on its page), linked to the summary; before the game, its time. */
function ScoreCell({ item, view }: { item: Item; view: ScheduleView }) {
  if (isEvent(item)) return null;
  if (item.inProgress) return <LiveScore item={item} />;
  if (!isPlayed(item))
    return (
      <Text span size="sm" c="dimmed">
        {itemTime(item)}
      </Text>
    );
  const score =
    view.kind === 'team'
      ? teamScoreLabel(item, view.teamName, 'result' in item ? item.result : undefined)
      : item.score;
  const outcome = score.charAt(0);
  return (
    <Anchor
      component={Link}
      to={siteRoute.gameSummary.href({ gameId: item.itemId })}
      fw={700}
      size="sm"
      c={
        view.kind !== 'team' ? undefined : outcome === 'W' ? 'green.9' : outcome === 'L' ? 'red.9' : undefined
      }
    >
      {score}
    </Anchor>
  );
}

function StatusCell({ item, view }: { item: Item; view: ScheduleView }) {
  if (isEvent(item)) return null;
  if (item.inProgress)
    return (
      <Text span fw={700} size="sm" c="red.8">
        In progress
      </Text>
    );
  const label = statusLabel(item);
  if (view.kind === 'venue' && isPlayed(item))
    return (
      <Anchor component={Link} to={siteRoute.gameSummary.href({ gameId: item.itemId })} size="sm">
        {label}
      </Anchor>
    );
  return (
    <Text span fw={label === 'TBP' ? 400 : 700} size="sm">
      {label}
    </Text>
  );
}

function columnsOf(view: ScheduleView, leagueOf: LeagueOfItem): DataColumn<Item>[] {
  const game: DataColumn<Item> = {
    key: 'game',
    label: 'Game',
    cell: (item) => <GameCell item={item} view={view} leagueOf={leagueOf} />,
  };
  const score: DataColumn<Item> = {
    key: 'score',
    label: 'Score',
    cell: (item) => <ScoreCell item={item} view={view} />,
  };
  const date: DataColumn<Item> = { key: 'date', label: 'Date', cell: (item) => itemDate(item) };
  const time: DataColumn<Item> = { key: 'time', label: 'Time', cell: (item) => itemTime(item) };
  const venue: DataColumn<Item> = {
    key: 'venue',
    label: 'Venue',
    cell: (item) => (
      <Anchor component={Link} to={siteRoute.venueSchedule.href({ venueId: item.venueId })} size="sm">
        {item.venueName}
      </Anchor>
    ),
  };
  const league: DataColumn<Item> = { key: 'league', label: 'League', cell: (item) => item.leagueName ?? '' };
  const status: DataColumn<Item> = {
    key: 'status',
    label: 'Status',
    cell: (item) => <StatusCell item={item} view={view} />,
  };
  const winner: DataColumn<Item> = {
    key: 'winner',
    label: 'Winner',
    cell: (item) => (isEvent(item) ? '' : (item.winner ?? '')),
  };
  const flag: DataColumn<Item> = {
    key: 'flag',
    label: 'Playoff or championship',
    cell: (item) => <GameKindFlag item={item} />,
  };
  if (view.kind === 'venue') return [game, score, date, time, league, status, winner, flag];
  if (view.kind === 'team') return [game, score, date, time, venue, status, flag];
  return [game, score, date, time, venue, status, winner, flag];
}

export function ScheduleTable({ items, view, leagueOf, caption }: ScheduleTableProps) {
  const legend = scheduleLegend(items, view.kind);
  return (
    <>
      <DataTable
        caption={caption}
        columns={columnsOf(view, leagueOf)}
        rows={items}
        rowKey={(item) => item.itemId}
        testId="schedule-table"
        rowTestId="schedule-row"
        phoneCards
      />
      {legend.length > 0 && <TableLegend items={legend} />}
    </>
  );
}
