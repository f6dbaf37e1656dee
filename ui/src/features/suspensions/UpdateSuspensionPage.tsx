import { siteRoute } from '@league/contracts/site-pages';
import { SUSPENSION_UPDATE_FAILED_MESSAGE } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { useFormSave } from '../../shared/forms/useFormSave';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { suspensionQuery, useUpdateSuspension } from './api';
import type { Suspension } from './schemas';
import { SuspensionFormFields } from './SuspensionFormFields';

function UpdateSuspensionForm({ suspension: current }: { suspension: Suspension }) {
  // keep the version the form was loaded with: a background refetch must not hide someone else's edit
  const [suspension] = useState(current);
  const save = useFormSave(
    useUpdateSuspension(suspension),
    siteRoute.suspendedPlayers.href(),
    SUSPENSION_UPDATE_FAILED_MESSAGE,
  );
  return (
    <>
      {save.errorModal}
      <SuspensionFormFields
        initialValues={{
          date1: suspension.date,
          playerId: suspension.playerId ?? '',
          teamId: suspension.teamId ?? '',
          reason: suspension.reason,
          numberOfGames: String(suspension.howManyGames),
          served: suspension.served,
          appealed: suspension.appealedSuccessfully,
        }}
        dateLocked
        recordedAs={
          suspension.playerId === null
            ? { playerName: suspension.playerName, playerTeam: suspension.playerTeam }
            : undefined
        }
        submitLabel="UPDATE SUSPENSION"
        {...save.form}
      />
    </>
  );
}

/** /admin/{suspensionId}/updateSuspension */
export function UpdateSuspensionPage() {
  const { suspensionId = '' } = useParams();
  const suspension = useQuery(suspensionQuery(suspensionId));
  const loadError = useQueryErrorMessage(suspension, 'Something went wrong with loading this suspension');
  return (
    <FormCardPage
      title="Update Suspension"
      size={640}
      modals={<ErrorModal error={loadError.message} onClear={loadError.clear} />}
      loading={suspension.isPending}
    >
      {suspension.data && (
        <UpdateSuspensionForm key={suspension.data.suspensionId} suspension={suspension.data} />
      )}
    </FormCardPage>
  );
}
