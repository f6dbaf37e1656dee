import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { ApiError, errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { orgQuery, useUpdateOrg } from '../../shared/content/organizations/api';
import type { Organization } from '../../shared/content/organizations/schemas';
import { OrgFormFields } from './OrgFormFields';

function UpdateOrgForm({ org: current }: { org: Organization }) {
  const navigate = useNavigate();
  // Keep the version the form was loaded with: a background refetch must not hide someone else's edit.
  const [org] = useState(current);
  const updateOrg = useUpdateOrg(org);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <OrgFormFields
        initialValues={{ orgName: org.orgName, orgAddress: org.orgAddress }}
        submitLabel="UPDATE ORGANIZATION"
        busy={updateOrg.isPending}
        onSubmit={(values) =>
          updateOrg.mutate(values, {
            onSuccess: () => navigate('/admin/orgs'),
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with editing this organization')),
          })
        }
      />
    </>
  );
}

/** /admin/{orgId}/updateOrg: the organization preloaded. The spec swallows a failed load; a missing one says so. */
export function UpdateOrgPage() {
  const { orgId = '' } = useParams();
  const org = useQuery(orgQuery(orgId));
  if (org.isError && !(org.error instanceof ApiError && org.error.status === 404)) {
    console.error('Loading the organization failed:', org.error);
  }
  return (
    <Container size={560} py="xl">
      <PageTitle>Update Organization</PageTitle>
      {org.isPending && <Spinner />}
      {org.isError && <Text ta="center">This organization does not exist (any more).</Text>}
      {org.data && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateOrgForm key={org.data._id} org={org.data} />
        </Card>
      )}
    </Container>
  );
}
