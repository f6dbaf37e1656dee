import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from '../../shared/router';
import { venueSchedulePath } from './api';
import type { ScheduleItem, TeamScheduleItem } from '@league/contracts';
import {
  gameKindLabel,
  gameSummaryPath,
  isEvent,
  isPlayed,
  itemDate,
  itemTime,
  opponentLabel,
  opponentOf,
  statusLabel,
  teamResult,
} from './scheduleItem';

/**
 * The schedule tables of the spec:
 * - league: Date, Time, Status, Score, Opponent (visitor @ home), flag, Winner, Venue
 * - venue: Date, Time, Game or Event, Status, Score, Opponent, marker, Winner (status and score link to the summary)
 * - team: Date, Time, Status (WON/LOST/TIE/TBP), Score, Opponent, flag, Venue
 */
export type ScheduleView = { kind: 'league' } | { kind: 'venue' } | { kind: 'team'; teamName: string };

interface ScheduleTableProps {
  items: Array<ScheduleItem | TeamScheduleItem>;
  view: ScheduleView;
}

function KindFlag({ item }: { item: ScheduleItem }) {
  const label = gameKindLabel(item);
  if (!label) return null;
  return (
    <Badge
      color={item.championship ? 'yellow.7' : 'red'}
      variant="filled"
      radius="sm"
      // never cut to "CHAMPIONSH…": the cell grows, the table scrolls
      styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}

function ScoreCell({ item }: { item: ScheduleItem }) {
  if (isEvent(item) || !isPlayed(item)) return null;
  return (
    <Anchor component={Link} to={gameSummaryPath(item._id)} fw={700}>
      {item.score}
    </Anchor>
  );
}

function StatusCell({ item, view }: { item: ScheduleItem | TeamScheduleItem; view: ScheduleView }) {
  if (isEvent(item)) return null;
  const label =
    view.kind === 'team'
      ? 'result' in item && item.result
        ? item.result
        : teamResult(item, view.teamName)
      : statusLabel(item);
  if (view.kind === 'venue' && isPlayed(item)) {
    return (
      <Anchor component={Link} to={gameSummaryPath(item._id)}>
        {label}
      </Anchor>
    );
  }
  const color = label === 'WON' ? 'green.8' : label === 'LOST' ? 'red.8' : undefined;
  return (
    <Text span fw={label === 'TBP' ? 400 : 700} c={color} size="sm">
      {label}
    </Text>
  );
}

function opponentCell(item: ScheduleItem | TeamScheduleItem, view: ScheduleView): string {
  if (isEvent(item)) return view.kind === 'venue' ? '' : (item.eventName ?? '');
  // from the team's side, with the other team's seed when above 0 (the answer's `opponent` has none)
  if (view.kind === 'team') return opponentOf(item, 'teamName' in item ? item.teamName : view.teamName);
  return opponentLabel(item);
}

function VenueCell({ item }: { item: ScheduleItem }) {
  return (
    <Anchor component={Link} to={venueSchedulePath(item.venueId)} size="sm">
      {item.venueName}
    </Anchor>
  );
}

export function ScheduleTable({ items, view }: ScheduleTableProps) {
  const withVenue = view.kind !== 'venue';
  const withWinner = view.kind !== 'team';
  return (
    <Table.ScrollContainer minWidth={view.kind === 'team' ? 720 : 860}>
      <Table withTableBorder bg="white" data-testid="schedule-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            {view.kind === 'venue' && <Table.Th>Game or Event</Table.Th>}
            <Table.Th>Status</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>Opponent</Table.Th>
            <Table.Th aria-label="Playoff or championship" />
            {withWinner && <Table.Th>Winner</Table.Th>}
            {withVenue && <Table.Th>Venue</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item._id} data-testid="schedule-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{itemDate(item)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{itemTime(item)}</Table.Td>
              {view.kind === 'venue' && (
                <Table.Td fw={600}>
                  {isEvent(item) ? (item.eventName ?? 'Event') : (item.leagueName ?? 'Game')}
                </Table.Td>
              )}
              <Table.Td>
                <StatusCell item={item} view={view} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <ScoreCell item={item} />
              </Table.Td>
              <Table.Td>{opponentCell(item, view)}</Table.Td>
              <Table.Td>
                <KindFlag item={item} />
              </Table.Td>
              {withWinner && <Table.Td>{isEvent(item) ? '' : (item.winner ?? '')}</Table.Td>}
              {withVenue && (
                <Table.Td>
                  <VenueCell item={item} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
