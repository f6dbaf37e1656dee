import { Badge, Group, Modal, Table, Text } from '@mantine/core';
import { OVERLAY_TRANSITION } from './modalTransition';
import type { TournamentRosterSlot } from '@league/contracts';

/** A registered team as the admin lists (with birth years) or the public tournament rosters (without) give it. */
export interface RosterModalTeam {
  team: string;
  year: number;
  activePlayers: number;
  roster: readonly (TournamentRosterSlot & { BY?: number | null })[];
}

/**
 * View Roster: the team's players with (G)=Goalie, (T)=Taxi Squad, INACTIVE marking, Committed Yes/No
 * and the number of active players (docs/rules.md §2, Registered teams; the public /rosters page without the
 * BY column: `birthYears={false}`).
 */
export function RosterModal({
  team,
  onClose,
  birthYears = true,
}: {
  team: RosterModalTeam | null;
  onClose: () => void;
  birthYears?: boolean;
}) {
  const players = team ? team.roster.filter((slot) => slot.name.trim() !== '') : [];
  const activeCount = team?.activePlayers ?? 0;
  return (
    <Modal
      opened={team !== null}
      onClose={onClose}
      title={team ? `${team.team} (${team.year})` : ''}
      centered
      size="lg"
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Group justify="space-between" mb="sm" gap="xs">
        <Text size="sm" fw={600} data-testid="roster-legend">
          (G)=Goalie, (T)=Taxi Squad
        </Text>
        <Text size="sm" fw={700} data-testid="active-count">
          Active Players: {activeCount}
        </Text>
      </Group>
      {players.length === 0 ? (
        <Text ta="center">NO PLAYERS ON THIS TEAM YET</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Name</Table.Th>
                {birthYears && <Table.Th>BY</Table.Th>}
                <Table.Th>Committed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {players.map((player) => (
                <Table.Tr
                  key={player.slot}
                  data-testid="roster-player"
                  c={player.playerIsActive ? undefined : 'dimmed'}
                >
                  <Table.Td>{player.number ?? ''}</Table.Td>
                  <Table.Td>
                    {player.name}
                    {player.playerIsGoalie && ' (G)'}
                    {player.playerIsTaxi && ' (T)'}
                    {!player.playerIsActive && (
                      <Badge ml="xs" color="red" variant="light" size="sm">
                        INACTIVE
                      </Badge>
                    )}
                  </Table.Td>
                  {birthYears && <Table.Td>{player.BY ?? ''}</Table.Td>}
                  <Table.Td>{player.playerIsCommitted ? 'Yes' : 'No'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
