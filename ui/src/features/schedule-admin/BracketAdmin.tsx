import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { BracketConflict, SeededSlot } from '@league/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import {
  adminBracketQuery,
  bracketKeys,
  keepPlayedResult,
  seedBracket,
} from '../../shared/league/bracket/api';
import { gamesById, sideLabel } from '../../shared/league/bracket/layout';

/** Everything that shows a game or a bracket is stale after a seed or a kept result. */
function useBracketWrite<T>(write: () => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries() });
}

const sideName = (side: 'home' | 'visitor') => (side === 'home' ? 'Home' : 'Visitor');

/** The id of a conflict's warning: the conflicted game's row on the schedule links to it. */
export const conflictAnchorId = (conflict: Pick<BracketConflict, 'gameId' | 'side'>) =>
  `bracket-conflict-${conflict.gameId}-${conflict.side}`;

/** The league's games with a flagged bracket conflict, each with the id of its (first) warning. */
export function useConflictedGames(leagueId: string): ReadonlyMap<string, string> {
  const bracket = useQuery(adminBracketQuery(leagueId));
  const conflicts = bracket.data?.conflicts ?? [];
  return new Map(
    [...conflicts].reverse().map((conflict) => [conflict.gameId, conflictAnchorId(conflict)] as const),
  );
}

/** A flagged conflict: what happened, and "Keep played result" (the other way: correct or delete the game). */
export function BracketConflictAlert({
  conflict,
  gameLabel,
}: {
  conflict: BracketConflict;
  gameLabel: string;
}) {
  const keep = useBracketWrite(() => keepPlayedResult(conflict.gameId, conflict.side));
  return (
    <Alert
      id={conflictAnchorId(conflict)}
      // the conflicted game's "Bracket conflict" link moves the focus here
      tabIndex={-1}
      color="orange"
      variant="light"
      title="Bracket conflict"
      data-testid="bracket-conflict"
    >
      <Stack gap={6}>
        <Text size="sm">
          {sideName(conflict.side)} side of {gameLabel}: the corrected result makes{' '}
          <strong>{conflict.winnerTeamName}</strong> the winner of the game feeding it, but{' '}
          <strong>{conflict.playedTeamName}</strong> already played this game. Keep the played result, or
          correct or delete this game.
        </Text>
        {keep.isError && (
          <Text size="sm" c="red.8">
            {errorMessage(keep.error, 'Something went wrong with keeping the played result')}
          </Text>
        )}
        <Group>
          <Button size="xs" color="orange" loading={keep.isPending} onClick={() => keep.mutate()}>
            Keep played result
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The flagged conflicts of one game (on its admin page). */
export function GameBracketConflicts({ leagueId, gameId }: { leagueId: string; gameId: string }) {
  const bracket = useQuery(adminBracketQuery(leagueId));
  const conflicts = (bracket.data?.conflicts ?? []).filter((conflict) => conflict.gameId === gameId);
  return conflicts.map((conflict) => (
    <BracketConflictAlert key={conflict.side} conflict={conflict} gameLabel="this game" />
  ));
}

/** On a league's admin schedule: "Seed from standings" (confirmed first) and the flagged conflicts. */
export function BracketAdmin({ leagueId }: { leagueId: string }) {
  const bracket = useQuery(adminBracketQuery(leagueId));
  const [asking, setAsking] = useState(false);
  const [seeded, setSeeded] = useState<SeededSlot[] | null>(null);
  const seed = useBracketWrite(() => seedBracket(leagueId));
  const client = useQueryClient();
  const byId = gamesById(bracket.data?.rounds ?? []);
  const teamNames = new Map(
    [...byId.values()].flatMap((game) => [
      [game.home.teamId ?? '', game.home.teamName ?? ''] as const,
      [game.visitor.teamId ?? '', game.visitor.teamName ?? ''] as const,
    ]),
  );
  const gameLabel = (gameId: string) => {
    const game = byId.get(gameId);
    return game
      ? `${sideLabel(game.visitor, byId)} @ ${sideLabel(game.home, byId)} (${game.date})`
      : 'a game';
  };
  if (!bracket.data || bracket.data.rounds.length === 0) return null;
  return (
    <Stack gap="sm" mb="lg" maw={900} mx="auto">
      <ConfirmModal
        opened={asking}
        confirmLabel="SEED"
        description="Give every TBD side that has a seed (and no feeding game) the team at that place in the current standings? Sides that already have a team keep it."
        busy={seed.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          seed.mutate(undefined, {
            onSuccess: (answer) => {
              setSeeded(answer.seeded);
              void client.invalidateQueries({ queryKey: bracketKeys.all });
            },
            onSettled: () => setAsking(false),
          })
        }
      />
      <Group justify="center">
        <Button variant="light" onClick={() => setAsking(true)} data-testid="seed-bracket">
          Seed from standings
        </Button>
      </Group>
      {seed.isError && (
        <Alert color="red" variant="light" data-testid="seed-error">
          {errorMessage(seed.error, 'Something went wrong with seeding the bracket')}
        </Alert>
      )}
      {seeded && (
        <Alert color="green" variant="light" title="Seeded from the standings" data-testid="seeded">
          <List size="sm">
            {seeded.map((slot) => (
              <List.Item key={`${slot.gameId}-${slot.side}`}>
                ({slot.seed}) {teamNames.get(slot.teamId) || 'a team'}: {slot.side} side of{' '}
                {gameLabel(slot.gameId)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {bracket.data.conflicts.map((conflict) => (
        <BracketConflictAlert
          key={`${conflict.gameId}-${conflict.side}`}
          conflict={conflict}
          gameLabel={gameLabel(conflict.gameId)}
        />
      ))}
    </Stack>
  );
}
