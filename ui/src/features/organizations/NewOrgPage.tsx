import { Card, Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useCreateOrg } from '../../shared/content/organizations/api';
import { OrgFormFields } from './OrgFormFields';

/** /admin/org/new */
export function NewOrgPage() {
  const navigate = useNavigate();
  const createOrg = useCreateOrg();
  const [error, setError] = useState<string | null>(null);
  return (
    <Container size={560} py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PageTitle>New Organization</PageTitle>
      <Card withBorder shadow="sm" p="lg">
        <OrgFormFields
          submitLabel="ADD ORGANIZATION"
          busy={createOrg.isPending}
          onSubmit={(values) =>
            createOrg.mutate(values, {
              onSuccess: () => navigate('/admin/orgs'),
              onError: (failure) =>
                setError(errorMessage(failure, 'Something went wrong with creating a new organization')),
            })
          }
        />
      </Card>
    </Container>
  );
}
