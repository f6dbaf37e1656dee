import { siteRoute } from '@league/contracts/site-pages';
import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { registrantQuery, useUpdateRegistrant } from './api';
import { RegistrantFormFields } from './RegistrantFormFields';
import type { Registrant } from './schemas';
import { toRegistrantForm } from './values';
import { LinkButton } from '../../shared/ui/LinkButton';

function UpdateRegistrantForm({ registrant: current, backTo }: { registrant: Registrant; backTo: string }) {
  const navigate = useNavigate();
  // Keep the version the form was loaded with: a background refetch must not hide someone else's edit.
  const [registrant] = useState(current);
  const update = useUpdateRegistrant(registrant);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <RegistrantFormFields
        initialValues={toRegistrantForm(registrant)}
        submitLabel="UPDATE REGISTRANT"
        busy={update.isPending}
        secondaryAction={
          <LinkButton to={backTo} variant="default">
            CANCEL
          </LinkButton>
        }
        onSubmit={(values) =>
          update.mutate(values, {
            onSuccess: () => navigate(backTo),
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with editing this registrant')),
          })
        }
      />
    </>
  );
}

/** /admin/updateRegistrant/{modalFor}/{registrantId}: modalFor is the tournament's list to return to. */
export function UpdateRegistrantPage() {
  const { modalFor = '', registrantId = '' } = useParams();
  const registrant = useQuery(registrantQuery(registrantId));
  const loadError = useQueryErrorMessage(registrant, 'Something went wrong with loading the registrant');
  const backTo = siteRoute.registrants.href({
    leagueNameAndDesc: modalFor || (registrant.data?.leagueNameAndDesc ?? ''),
  });
  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Registrant</PageTitle>
      {registrant.isPending && <Spinner />}
      {registrant.isError && <Text ta="center">This registrant could not be loaded.</Text>}
      {registrant.data && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateRegistrantForm
            key={registrant.data.registrantId}
            registrant={registrant.data}
            backTo={backTo}
          />
        </Card>
      )}
    </Container>
  );
}
