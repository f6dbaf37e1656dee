import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { periodLabel } from './clock';
import type { SheetEntry, SheetView, SheetWrite, Side } from './sheetModel';
import { playerLabel, type SheetPlayer } from './useGameSheet';

type Names = Record<Side, string>;
type Players = ReadonlyMap<string, SheetPlayer>;

/** What an entry says, one line: 'P2 05:12 · Sharks GOAL #9 Alex Stone (PP), assists #12 Ben Cole' */
export function entryText(entry: SheetEntry, names: Names, players: Players): string {
  const name = (id: string) => playerLabel(players.get(id));
  switch (entry.kind) {
    case 'goals': {
      const assists = entry.assists.length
        ? `, assists ${entry.assists.map(name).join(', ')}`
        : ', unassisted';
      const strength = entry.strength === 'EV' ? '' : ` (${entry.strength})`;
      return `P${periodLabel(entry.period)} ${entry.time} · ${names[entry.side]} GOAL ${name(entry.scorer)}${strength}${assists}`;
    }
    case 'penalties': {
      const severity = entry.severity ? `, ${entry.severity}` : '';
      return `P${periodLabel(entry.period)} ${entry.time} · ${names[entry.side]} PENALTY ${name(entry.rosterPlayerId)}, ${entry.infraction} ${entry.minutes} min${severity}`;
    }
    case 'shootout':
      return `Shootout round ${entry.round} · ${names[entry.side]} ${name(entry.rosterPlayerId)} ${entry.scored ? 'SCORED' : 'missed'}`;
  }
}

/** What a refused write was, for its notice. */
export function writeText(write: SheetWrite, names: Names, players: Players): string {
  const name = (id: string) => playerLabel(players.get(id));
  switch (write.type) {
    case 'goal':
      return `Goal ${names[write.body.side]}, ${name(write.body.scorer)} at P${periodLabel(write.body.period)} ${write.body.time}`;
    case 'penalty':
      return `Penalty ${names[write.body.side]}, ${name(write.body.rosterPlayerId)} (${write.body.infraction}) at P${periodLabel(write.body.period)} ${write.body.time}`;
    case 'shootout':
      return `Shootout attempt ${names[write.body.side]}, round ${write.body.round}`;
    case 'shots':
      return `Shots ${names[write.body.side]}, period ${periodLabel(write.body.period)}: ${write.body.shots}`;
    case 'lineup':
      return `${names[write.side]} lineup`;
    case 'remove':
      return `Undo of a ${write.kind === 'goals' ? 'goal' : write.kind === 'penalties' ? 'penalty' : 'shootout attempt'}`;
    case 'final':
      return `Final (${write.body.status})`;
    default:
      return 'A change of the sheet';
  }
}

/** The writes the server refused: each with its message, kept until dismissed; a conflict stands out. */
export function RefusedList({
  refused,
  names,
  players,
  onDismiss,
}: {
  refused: SheetView['refused'];
  names: Names;
  players: Players;
  onDismiss: (id: string) => void;
}) {
  if (refused.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="refused-writes">
      {refused.map((item) => {
        const conflict = item.state === 'conflict';
        return (
          <Alert
            key={item.id}
            color={conflict ? 'orange' : 'red'}
            variant="light"
            role="alert"
            title={conflict ? 'Conflict: not recorded' : 'Refused: not recorded'}
          >
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {writeText(item.write, names, players)}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.message ?? 'The server refused it.'}
            </Text>
            <Button
              mt="xs"
              size="compact-md"
              variant="default"
              onClick={() => onDismiss(item.id)}
              aria-label={`Dismiss: ${writeText(item.write, names, players)}`}
            >
              Dismiss
            </Button>
          </Alert>
        );
      })}
    </Stack>
  );
}

/** The goals, penalties and shootout attempts, newest first, each with its sync state and Undo. */
export function EntryList({
  entries,
  names,
  players,
  onUndo,
}: {
  entries: readonly SheetEntry[];
  names: Names;
  players: Players;
  onUndo: (entry: SheetEntry) => void;
}) {
  if (entries.length === 0)
    return (
      <Text c="dimmed" ta="center" size="sm">
        No goals or penalties yet.
      </Text>
    );
  return (
    <Stack
      gap={6}
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Entries, newest first"
    >
      {entries.map((entry) => {
        const text = entryText(entry, names, players);
        return (
          <Card
            key={entry.id}
            component="li"
            withBorder
            radius="sm"
            p="xs"
            data-testid="sheet-entry"
            data-sync={entry.sync}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={entry.kind === 'goals' ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
                  {text}
                </Text>
                {entry.sync === 'waiting' && (
                  <Badge color="yellow" variant="light" size="sm" radius="sm" mt={2}>
                    waiting to sync
                  </Badge>
                )}
              </div>
              <Button
                variant="default"
                size="compact-md"
                style={{ flex: '0 0 auto' }}
                onClick={() => onUndo(entry)}
                aria-label={`Undo: ${text}`}
              >
                Undo
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
