import type { SheetLineupRequest } from '@league/contracts';
import { Alert, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PlayerPicker } from './PlayerPicker';
import type { LineupView, Side } from './sheetModel';
import { playerLabel, type SheetPlayer } from './useGameSheet';

interface LineupPanelProps {
  side: Side;
  teamName: string;
  roster: readonly SheetPlayer[];
  lineup: LineupView | null;
  onSave: (lineup: SheetLineupRequest) => void;
}

const NO_GOALIE = '';

/**
 * Who dressed for a side: one tap per player of its roster, the goalie among them, saved whole (docs/api.md,
 * "Game sheet", Lineup). Until the scorekeeper taps, it shows the lineup as recorded (or waiting).
 */
export function LineupPanel({ side, teamName, roster, lineup, onSave }: LineupPanelProps) {
  const [draft, setDraft] = useState<{ ids: string[]; goalie: string | null } | null>(null);
  const ids = draft?.ids ?? lineup?.rosterPlayerIds ?? [];
  const goalie = draft ? draft.goalie : (lineup?.goalieRosterPlayerId ?? null);
  const change = (next: { ids: string[]; goalie: string | null }) =>
    setDraft({ ids: next.ids, goalie: next.goalie && next.ids.includes(next.goalie) ? next.goalie : null });
  const dressedPlayers = roster.filter((player) => ids.includes(player.rosterPlayerId));
  const suspendedDressed = dressedPlayers.filter((player) => player.suspended);
  const headingId = `lineup-${side}`;

  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
        <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {teamName} lineup
        </Title>
        {lineup ? (
          <Badge color={lineup.sync === 'waiting' ? 'yellow' : 'green'} variant="light" radius="sm">
            {lineup.sync === 'waiting' ? 'waiting to sync' : `${lineup.rosterPlayerIds.length} dressed`}
          </Badge>
        ) : (
          <Badge color="gray" variant="light" radius="sm">
            not set
          </Badge>
        )}
      </Group>
      <Stack gap="sm">
        <Group gap="xs">
          <Button
            variant="default"
            size="compact-md"
            onClick={() => change({ ids: roster.map((player) => player.rosterPlayerId), goalie })}
            aria-label={`All of ${teamName} dressed`}
          >
            All
          </Button>
          <Button
            variant="default"
            size="compact-md"
            onClick={() => change({ ids: [], goalie: null })}
            aria-label={`None of ${teamName} dressed`}
          >
            None
          </Button>
        </Group>
        <PlayerPicker
          label={`Dressed for ${teamName}`}
          players={roster}
          selected={ids}
          onToggle={(id) =>
            change({ ids: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id], goalie })
          }
        />
        {suspendedDressed.length > 0 && (
          <Alert color="red" variant="light" p="xs" role="alert" data-testid="suspended-dressed">
            Suspended, dressed: {suspendedDressed.map(playerLabel).join(', ')}. Check the suspension before
            the game.
          </Alert>
        )}
        <NativeSelect
          label={`${teamName} goalie`}
          size="md"
          value={goalie ?? NO_GOALIE}
          onChange={(event) => change({ ids, goalie: event.currentTarget.value || null })}
          data={[
            { value: NO_GOALIE, label: 'No goalie named' },
            ...dressedPlayers.map((player) => ({ value: player.rosterPlayerId, label: playerLabel(player) })),
          ]}
        />
        {draft && (
          <Text size="sm" c="orange.8">
            Not saved yet.
          </Text>
        )}
        <Button
          size="md"
          onClick={() => {
            onSave({ rosterPlayerIds: ids, goalieRosterPlayerId: goalie });
            setDraft(null);
          }}
          disabled={!draft && lineup !== null}
          aria-label={`Save lineup: ${teamName}`}
        >
          SAVE LINEUP
        </Button>
      </Stack>
    </section>
  );
}
