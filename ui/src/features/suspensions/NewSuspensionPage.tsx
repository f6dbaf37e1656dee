import { SUSPENSION_CREATE_FAILED_MESSAGE } from '@league/contracts';
import { Card, Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useCreateSuspension } from './api';
import { todayIsoDate } from './schemas';
import { SuspensionFormFields } from './SuspensionFormFields';

/** /admin/suspension/new: back to /admin/suspended once recorded. */
export function NewSuspensionPage() {
  const navigate = useNavigate();
  const createSuspension = useCreateSuspension();
  const [error, setError] = useState<string | null>(null);
  return (
    <Container size={640} py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PageTitle>New Suspension</PageTitle>
      <Card withBorder shadow="sm" p="lg">
        <SuspensionFormFields
          initialValues={{
            date1: todayIsoDate(),
            playerName: '',
            team: '',
            reason: '',
            numberOfGames: '',
            served: false,
            appealed: false,
          }}
          submitLabel="ADD SUSPENSION"
          busy={createSuspension.isPending}
          onSubmit={(values) =>
            createSuspension.mutate(values, {
              onSuccess: () => navigate('/admin/suspended'),
              onError: (failure) => setError(errorMessage(failure, SUSPENSION_CREATE_FAILED_MESSAGE)),
            })
          }
        />
      </Card>
    </Container>
  );
}
