import { Button, Card, Checkbox, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../shared/api/apiRequest';
import { MARK_COMMITTED_FAILED_MESSAGE, useMarkAsCommitted } from './api';
import { filledSlots, type RegisteredTeam } from './types';

interface TournamentRosterCardProps {
  team: RegisteredTeam;
  onError: (message: string) => void;
}

/** A team's tournament roster with a Committed checkbox per player, saved with markAsCommitted. */
export function TournamentRosterCard({ team, onError }: TournamentRosterCardProps) {
  const players = filledSlots(team);
  const markAsCommitted = useMarkAsCommitted();
  const [committed, setCommitted] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(players.map((player) => [player.slot, player.playerIsCommitted])),
  );
  const changed = players.some((player) => committed[player.slot] !== player.playerIsCommitted);

  const save = () =>
    markAsCommitted.mutate(
      { team, committed },
      {
        onError: (failure) => {
          const detail = failure instanceof ApiError ? failure.serverMessage : null;
          onError(detail ? `${MARK_COMMITTED_FAILED_MESSAGE}: ${detail}` : MARK_COMMITTED_FAILED_MESSAGE);
        },
      },
    );

  return (
    <Card withBorder shadow="sm" p="md" data-testid="tournament-roster">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" c="navy.8">
          {team.team} ({team.year}) — {team.organization}
        </Title>
        <Text size="sm" fw={700}>
          Committed: {players.filter((player) => committed[player.slot]).length} / {players.length}
        </Text>
      </Group>
      {players.length === 0 ? (
        <Text>NO PLAYERS ON THIS TEAM YET</Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th ta="center">Committed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {players.map((player) => (
                <Table.Tr key={player.slot}>
                  <Table.Td>{player.number ?? ''}</Table.Td>
                  <Table.Td>
                    {player.name}
                    {player.playerIsGoalie && ' (G)'}
                    {player.playerIsTaxi && ' (T)'}
                    {!player.playerIsActive && ' INACTIVE'}
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      aria-label={`${player.name} committed`}
                      checked={committed[player.slot] ?? false}
                      onChange={(event) => {
                        const { checked } = event.currentTarget;
                        setCommitted((current) => ({ ...current, [player.slot]: checked }));
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="flex-end" mt="sm">
        <Button size="xs" onClick={save} disabled={!changed} loading={markAsCommitted.isPending}>
          SAVE COMMITTED
        </Button>
      </Group>
    </Card>
  );
}
