import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import type { ScheduleEntry } from '@league/contracts';
import { useRef } from 'react';
import { useLocation } from '../../shared/router';
import {
  gameKindLabel,
  isPlayed,
  itemDateWithYear,
  itemTime,
  opponentLabel,
  statusLabel,
} from '../../shared/league/schedules/scheduleItem';
import { editPath, resultsPathFrom } from '../../shared/admin/scheduleLinks';
import { LinkButton } from '../../shared/ui/LinkButton';
import stacked from '../../shared/ui/stackedTable.module.css';

/**
 * venue: Date, Time, Status, Score, Opponent, Playoff/Championship?, Edit, Results, DELETE;
 * league: the same plus Game or Event, Visitor/Home (with seeds) and Venue; master: plus League.
 */
export type AdminScheduleView = 'venue' | 'league' | 'master';

interface AdminScheduleTableProps<Item extends ScheduleEntry> {
  items: Item[];
  view: AdminScheduleView;
  onDelete: (item: Item) => void;
  /** the games with a flagged bracket conflict, each with the id of its warning above the table */
  conflicted?: ReadonlyMap<string, string>;
  /** the items just saved: marked, and the first of them scrolled into view */
  highlighted?: ReadonlySet<string>;
}

/** TIE when the game has a result and the winner is neither team (equal totals under FINAL). */
function statusText(item: ScheduleEntry): string {
  if (item.kind === 'event') return '';
  const status = statusLabel(item);
  return isPlayed(item) && !item.winner ? `${status} · TIE` : status;
}

function KindBadge({ item }: { item: ScheduleEntry }) {
  const label = gameKindLabel(item);
  if (!label) return <Text size="sm">No</Text>;
  return (
    <Badge color={item.championship ? 'yellow.7' : 'red'} radius="sm">
      {label}
    </Badge>
  );
}

/** A conflicted game's marker: a link to its warning, which takes the focus (to read it and act). */
function ConflictLink({ warningId }: { warningId: string }) {
  return (
    <Badge
      component="a"
      href={`#${warningId}`}
      onClick={() => document.getElementById(warningId)?.focus()}
      color="orange"
      variant="filled"
      radius="sm"
      style={{ cursor: 'pointer' }}
      data-testid="row-bracket-conflict"
    >
      Bracket conflict
    </Badge>
  );
}

export function AdminScheduleTable<Item extends ScheduleEntry>({
  items,
  view,
  onDelete,
  conflicted,
  highlighted,
}: AdminScheduleTableProps<Item>) {
  const wide = view !== 'venue';
  // once, when the first marked row is drawn: the schedule may be long (a league's, the master's)
  const scrolled = useRef(false);
  const scrollTo = (row: HTMLTableRowElement | null) => {
    if (!row || scrolled.current) return;
    scrolled.current = true;
    row.scrollIntoView({ block: 'center' });
  };
  const firstMarked = items.find((item) => highlighted?.has(item.itemId))?.itemId;
  // the results page returns to this page (with its filters) after a save
  const { pathname, search } = useLocation();
  return (
    // a card per row on a phone (stackedTable.module.css): no sideways scrolling there
    <Table.ScrollContainer minWidth={wide ? 1100 : 860} data-stacks-on-phone>
      <Table
        withTableBorder
        bg="white"
        fz="sm"
        verticalSpacing="xs"
        horizontalSpacing={8}
        className={stacked.stacked}
        data-testid="admin-schedule-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Time</Table.Th>
            {view === 'master' && <Table.Th>League</Table.Th>}
            {wide && <Table.Th>Game or Event</Table.Th>}
            <Table.Th>Status</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>{wide ? 'Visitor/Home' : 'Opponent'}</Table.Th>
            {wide && <Table.Th>Venue</Table.Th>}
            <Table.Th>
              {/* may break after the slash */}
              Playoff/
              <wbr />
              Championship?
            </Table.Th>
            <Table.Th w={1}>Edit</Table.Th>
            <Table.Th w={1}>Results</Table.Th>
            <Table.Th w={1}>DELETE</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const edit = editPath(item);
            const results = resultsPathFrom(item, pathname + search);
            const isEvent = item.kind === 'event';
            const conflictWarning = isEvent ? undefined : conflicted?.get(item.itemId);
            const marked = highlighted?.has(item.itemId) ?? false;
            return (
              <Table.Tr
                key={item.itemId}
                ref={item.itemId === firstMarked ? scrollTo : undefined}
                data-testid="schedule-row"
                data-highlighted={marked || undefined}
                bg={marked ? 'yellow.1' : conflictWarning ? 'orange.0' : undefined}
                style={marked ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-6)' } : undefined}
              >
                <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                  {itemDateWithYear(item)}
                  {marked && (
                    <Badge display="block" w="fit-content" mt={4} size="sm" color="yellow.8" radius="sm">
                      Just saved
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td data-label="Time" style={{ whiteSpace: 'nowrap' }}>
                  {itemTime(item)}
                </Table.Td>
                {view === 'master' && (
                  <Table.Td data-label="League" miw={120}>
                    {item.leagueName ?? ''}
                  </Table.Td>
                )}
                {wide && <Table.Td data-label="Game or Event">{isEvent ? 'Event' : 'Game'}</Table.Td>}
                <Table.Td data-label="Status" fw={isPlayed(item) ? 700 : 400}>
                  {statusText(item)}
                </Table.Td>
                <Table.Td data-label="Score" style={{ whiteSpace: 'nowrap' }}>
                  {item.score}
                </Table.Td>
                {/* wide enough for a team per line: rows stay two lines high */}
                <Table.Td data-label={wide ? 'Visitor/Home' : 'Opponent'} fw={600} miw={180}>
                  {isEvent ? (item.eventName ?? '') : opponentLabel(item)}
                </Table.Td>
                {wide && (
                  <Table.Td data-label="Venue" miw={110}>
                    {item.venueName}
                  </Table.Td>
                )}
                <Table.Td data-label="Playoff/ Championship?">
                  {conflictWarning ? (
                    // wide enough for both badges whole
                    <Stack gap={4} align="flex-start" miw={170}>
                      <KindBadge item={item} />
                      <ConflictLink warningId={conflictWarning} />
                    </Stack>
                  ) : (
                    !isEvent && <KindBadge item={item} />
                  )}
                </Table.Td>
                <Table.Td>
                  {edit && (
                    <LinkButton to={edit} size="compact-sm" variant="light">
                      Edit
                    </LinkButton>
                  )}
                </Table.Td>
                <Table.Td>
                  {results && (
                    <LinkButton to={results} size="compact-sm" variant="light" color="green">
                      Results
                    </LinkButton>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button size="compact-sm" color="red" variant="light" onClick={() => onDelete(item)}>
                    DELETE
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
