import { siteRoute } from '@league/contracts/site-pages';
import { EDIT_TEAM_SUCCESS_MESSAGE } from '@league/contracts';
import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { ApiError } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { coachTeamQuery, registrationFailure, useUpdateRegisteredTeam } from './api';
import { toRegistrationForm, type RegisteredTeamFields } from './payload';
import { TeamRegistrationForm } from './TeamRegistrationForm';
import { useSentForm } from '../../shared/forms/useSentForm';

interface EditTeamFormProps {
  coachId: string;
  team: string;
  year: string;
  loaded: RegisteredTeamFields;
}

function EditTeamForm({ coachId, team, year, loaded }: EditTeamFormProps) {
  const navigate = useNavigate();
  // Keep what the form was loaded with: a background refetch must not hide someone else's edit.
  const [fields] = useState(loaded);
  const update = useUpdateRegisteredTeam(coachId, team, year, fields.version);
  const sent = useSentForm({
    thanks: EDIT_TEAM_SUCCESS_MESSAGE,
    onOkay: () => void navigate(siteRoute.teamRegistration.href({ coachId })),
  });
  return (
    <>
      {sent.modals}
      <TeamRegistrationForm
        mode="edit"
        initialValues={toRegistrationForm(fields)}
        busy={update.isPending}
        onSubmit={(values) =>
          update.mutate(values, {
            onSuccess: sent.thank,
            onError: (failure) =>
              sent.fail(
                registrationFailure(failure instanceof ApiError ? failure.serverMessage : null, 'first'),
              ),
          })
        }
      />
    </>
  );
}

/** /admin/updateRegisteredTeam/{coachId}/{team}/{year}: 'Edit Your Team', preloaded, UPDATE. */
export function EditTeamPage() {
  const { coachId = '', team = '', year = '' } = useParams();
  const loaded = useQuery(coachTeamQuery(coachId, team, year));
  const loadError = useQueryErrorMessage(loaded, 'Something went wrong with loading your team');
  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Edit Your Team</PageTitle>
      {loaded.isPending && <Spinner />}
      {loaded.isError && <Text ta="center">This team could not be loaded.</Text>}
      {loaded.data && (
        <EditTeamForm
          key={`${coachId}/${team}/${year}`}
          coachId={coachId}
          team={team}
          year={year}
          loaded={loaded.data}
        />
      )}
    </Container>
  );
}
