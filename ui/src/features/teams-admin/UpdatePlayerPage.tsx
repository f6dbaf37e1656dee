import { siteRoute } from '@league/contracts/site-pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { useFormSave } from '../../shared/forms/useFormSave';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { rosterPlayerQuery, useUpdatePlayer, type EditablePlayer } from './api';
import { PlayerFormFields } from './PlayerFormFields';
import type { PlayerForm } from './schemas';

/** The player's fields as the form shows them: an empty box for a field without a value. */
function formValuesOf({ version: _version, ...fields }: EditablePlayer): PlayerForm {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? ''])) as PlayerForm;
}

function UpdatePlayerForm({ playerId, player: loaded }: { playerId: string; player: EditablePlayer }) {
  const [player] = useState(loaded);
  const save = useFormSave(
    useUpdatePlayer(playerId, player.version),
    -1,
    'Something went wrong with editing this player',
  );
  return (
    <>
      {save.errorModal}
      <PlayerFormFields
        initialValues={formValuesOf(player)}
        submitLabel="UPDATE PLAYER"
        cancelTo={siteRoute.currentLeagues.href()}
        {...save.form}
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
    <FormCardPage
      title="Update Player"
      size={560}
      modals={<ErrorModal error={loadError.message} onClear={loadError.clear} />}
      loading={player.isPending}
    >
      {player.data && <UpdatePlayerForm key={playerId} playerId={playerId} player={player.data} />}
    </FormCardPage>
  );
}
