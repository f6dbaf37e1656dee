import { Button, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import type { SheetPlayer } from './useGameSheet';

interface PlayerPickerProps {
  /** what is picked, for the group's name: 'Scorer', 'Assists' */
  label: string;
  players: readonly SheetPlayer[];
  selected: readonly string[];
  onToggle: (rosterPlayerId: string) => void;
  /** players that cannot be picked here (the scorer among the assists) */
  disabled?: readonly string[];
}

/**
 * One tap per player: a grid of toggle buttons, #number and last name shown, the first name for screen readers
 * too, and the Suspended mark of a player with an unserved suspension.
 */
export function PlayerPicker({ label, players, selected, onToggle, disabled = [] }: PlayerPickerProps) {
  return (
    <div role="group" aria-label={label}>
      <Text fw={700} size="sm" mb={4}>
        {label}
      </Text>
      {players.length === 0 ? (
        <Text size="sm" c="dimmed">
          No players.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing={6} verticalSpacing={6}>
          {players.map((player) => {
            const on = selected.includes(player.rosterPlayerId);
            return (
              <Button
                key={player.rosterPlayerId}
                variant={on ? 'filled' : 'default'}
                size="md"
                px={4}
                aria-pressed={on}
                disabled={disabled.includes(player.rosterPlayerId)}
                onClick={() => onToggle(player.rosterPlayerId)}
                styles={{ label: { flexDirection: 'column', lineHeight: 1.1, whiteSpace: 'normal' } }}
                h="auto"
                py={6}
              >
                <span style={{ fontSize: 'var(--mantine-font-size-md)' }}>#{player.number}</span>{' '}
                <VisuallyHidden>{player.firstName} </VisuallyHidden>
                <span
                  style={{
                    fontSize: 'var(--mantine-font-size-xs)',
                    fontWeight: 500,
                    overflowWrap: 'anywhere',
                  }}
                >
                  {player.lastName}
                </span>
                {player.suspended && (
                  <Text
                    span
                    mt={2}
                    px={3}
                    fz={10}
                    fw={700}
                    c="red.9"
                    bg="red.1"
                    title="An unserved suspension"
                    data-testid="suspended-mark"
                    style={{ borderRadius: 3, overflowWrap: 'anywhere' }}
                  >
                    Suspended<VisuallyHidden>: an unserved suspension</VisuallyHidden>
                  </Text>
                )}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
    </div>
  );
}
