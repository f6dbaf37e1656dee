import { playerName } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import { Alert, Card, Container } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useCreatePlayer } from './api';
import { PlayerFormFields } from './PlayerFormFields';

/** /admin/newPlayer: a player joins the league's list; rosters pick from it (Add Player(s)). */
export function NewPlayerPage() {
  const createPlayer = useCreatePlayer();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; count: number } | null>(null);
  return (
    <Container size={560} py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PageTitle>New Player</PageTitle>
      {created && (
        <Alert color="green" mb="md" title="Player added">
          {created.name} can now be added to a team's roster.
        </Alert>
      )}
      <Card withBorder shadow="sm" p="lg">
        <PlayerFormFields
          key={created?.count ?? 0}
          submitLabel="ADD PLAYER"
          cancelTo={siteRoute.currentLeagues.href()}
          busy={createPlayer.isPending}
          onSubmit={(values) => {
            const player = values;
            createPlayer.mutate(player, {
              // an empty form again, ready for the next player
              onSuccess: () => setCreated({ name: playerName(player), count: (created?.count ?? 0) + 1 }),
              onError: (failure) =>
                setError(errorMessage(failure, 'Something went wrong with creating a new player')),
            });
          }}
        />
      </Card>
    </Container>
  );
}
