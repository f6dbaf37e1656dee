import { SUSPENSION_UPDATE_FAILED_MESSAGE } from '@league/contracts';
import { Card, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { suspensionQuery, useUpdateSuspension } from './api';
import type { Suspension } from './schemas';
import { SuspensionFormFields } from './SuspensionFormFields';

function UpdateSuspensionForm({ suspension: current }: { suspension: Suspension }) {
  const navigate = useNavigate();
  // keep the version the form was loaded with: a background refetch must not hide someone else's edit
  const [suspension] = useState(current);
  const updateSuspension = useUpdateSuspension(suspension);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <SuspensionFormFields
        initialValues={{
          date1: suspension.date,
          playerName: suspension.playerName,
          team: suspension.playerTeam,
          reason: suspension.reason,
          numberOfGames: String(suspension.howManyGames),
          served: suspension.served,
          appealed: suspension.appealedSuccessfully,
        }}
        dateLocked
        submitLabel="UPDATE SUSPENSION"
        busy={updateSuspension.isPending}
        onSubmit={(values) =>
          updateSuspension.mutate(values, {
            onSuccess: () => navigate('/admin/suspended'),
            onError: (failure) => setError(errorMessage(failure, SUSPENSION_UPDATE_FAILED_MESSAGE)),
          })
        }
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
    <Container size={640} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Suspension</PageTitle>
      {suspension.isPending && <Spinner />}
      {suspension.data && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateSuspensionForm key={suspension.data._id} suspension={suspension.data} />
        </Card>
      )}
    </Container>
  );
}
