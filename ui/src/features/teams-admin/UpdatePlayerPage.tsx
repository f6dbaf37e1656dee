import { Card, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { adminPaths } from '../../shared/admin/adminPaths';
import { rosterPlayerQuery, useUpdatePlayer, type EditablePlayer } from './api';
import { PlayerFormFields } from './PlayerFormFields';

function UpdatePlayerForm({ playerId, player: loaded }: { playerId: string; player: EditablePlayer }) {
  const navigate = useNavigate();
  const [player] = useState(loaded);
  const updatePlayer = useUpdatePlayer(playerId, player.version);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PlayerFormFields
        initialValues={{
          firstName: player.firstName,
          middleInitial: player.middleInitial ?? '',
          lastName: player.lastName,
        }}
        submitLabel="UPDATE PLAYER"
        cancelTo={adminPaths.hub()}
        busy={updatePlayer.isPending}
        onSubmit={(values) =>
          updatePlayer.mutate(values, {
            onSuccess: () => navigate(-1),
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with editing this player')),
          })
        }
      />
    </>
  );
}

/** /admin/updatePlayer/{playerId}: first name, middle initial, last name. */
export function UpdatePlayerPage() {
  const { playerId = '' } = useParams();
  const player = useQuery(rosterPlayerQuery(playerId));
  const loadError = useQueryErrorMessage(player, 'Something went wrong with loading the player');
  return (
    <Container size={560} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Player</PageTitle>
      {player.isPending && <Spinner />}
      {player.data && (
        <Card withBorder shadow="sm" p="lg">
          <UpdatePlayerForm key={playerId} playerId={playerId} player={player.data} />
        </Card>
      )}
    </Container>
  );
}
