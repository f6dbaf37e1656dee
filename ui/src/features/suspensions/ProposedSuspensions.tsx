import { formatDate, type SuspensionProposalItem } from '@league/contracts';
import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { NumberBox } from '../../shared/forms/NumberBox';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { QueryList } from '../../shared/ui/QueryList';
import { RowActions } from '../../shared/ui/RowActions';
import { suspensionProposalsQuery, useConfirmProposal, useDismissProposal } from './api';

const keyOf = (proposal: SuspensionProposalItem) => `${proposal.gameId}/${proposal.entryId}`;

/**
 * "Proposed from game sheets": the suspensions a game misconduct or a match penalty proposed, each with
 * its games (the table's number, which the admin may change) and Confirm (a suspension of the player) or
 * Dismiss (docs/api.md, "Suspensions from the game sheet").
 */
export function ProposedSuspensions() {
  const proposals = useQuery(suspensionProposalsQuery());
  const confirm = useConfirmProposal();
  const dismiss = useDismissProposal();
  /** the games typed for a proposal, by its key; none typed: the table's number */
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const loadError = useQueryErrorMessage(
    proposals,
    'Something went wrong with loading the proposed suspensions',
  );
  const gamesText = (proposal: SuspensionProposalItem) =>
    typed[keyOf(proposal)] ?? String(proposal.proposedGames);
  const busy = confirm.isPending || dismiss.isPending;
  const failed = (fallback: string) => (error: unknown) => setFailure(errorMessage(error, fallback));

  const columns: EntityColumn<SuspensionProposalItem>[] = [
    {
      label: 'Game',
      cell: (p) => `${formatDate(p.gameDate)}, ${p.gameDate.slice(0, 4)} vs ${p.opponent}`,
    },
    {
      label: 'Player',
      cell: (p) => (
        <>
          {p.playerName || 'Unknown player'}
          <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
            {p.teamName}
          </Text>
        </>
      ),
      fw: 700,
    },
    {
      label: 'Infraction',
      cell: (p) => (
        <>
          {p.infraction} ({p.minutes} min){' '}
          <Badge color={p.severity === 'match penalty' ? 'red' : 'orange'} variant="light">
            {p.severity}
          </Badge>
        </>
      ),
    },
    {
      label: 'Games',
      cell: (p) => (
        <NumberBox
          aria-label={`Games of the suspension of ${p.playerName}`}
          value={gamesText(p)}
          onChange={(event) => setTyped((all) => ({ ...all, [keyOf(p)]: event.currentTarget.value }))}
          w={64}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm" mb="xl" component="section" aria-labelledby="proposed-suspensions">
      <ErrorModal
        error={loadError.message ?? failure}
        onClear={() => {
          loadError.clear();
          setFailure(null);
        }}
      />
      <Title order={2} size="h3" id="proposed-suspensions" c="navy.8">
        Proposed from game sheets
      </Title>
      <QueryList list={proposals} empty={<Text c="dimmed">No suspension waits for a decision.</Text>}>
        {(items) => (
          <EntityTable
            rows={items}
            columns={columns}
            rowKey={keyOf}
            rowTestId="proposal-row"
            layout="stacked"
            actions={(p) => (
              <RowActions>
                <Button
                  size="xs"
                  color="red"
                  disabled={busy || gamesText(p) === ''}
                  onClick={() =>
                    confirm.mutate(
                      { proposal: p, games: Number(gamesText(p)) },
                      { onError: failed('Something went wrong with confirming this suspension') },
                    )
                  }
                >
                  Confirm
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="gray"
                  disabled={busy}
                  onClick={() =>
                    dismiss.mutate(p, {
                      onError: failed('Something went wrong with dismissing this proposal'),
                    })
                  }
                >
                  Dismiss
                </Button>
              </RowActions>
            )}
          />
        )}
      </QueryList>
    </Stack>
  );
}
