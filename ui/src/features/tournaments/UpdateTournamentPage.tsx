import { siteRoute } from '@league/contracts/site-pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { useFormSave } from '../../shared/forms/useFormSave';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { tournamentQuery, useUpdateTournament } from '../../shared/tournament/api';
import { toTournamentForm, type Tournament } from '../../shared/tournament/schemas';
import { TournamentFormFields } from './TournamentFormFields';

function UpdateTournamentForm({ tournament: current }: { tournament: Tournament }) {
  // Keep the version the form was loaded with: a background refetch must not hide someone else's edit.
  const [tournament] = useState(current);
  const save = useFormSave(
    useUpdateTournament(tournament),
    siteRoute.tournamentsAdmin.href(),
    'Something went wrong with editing this tournament',
  );
  return (
    <>
      {save.errorModal}
      <TournamentFormFields
        initialValues={toTournamentForm(tournament)}
        submitLabel="UPDATE TOURNAMENT"
        {...save.form}
      />
    </>
  );
}

/** /registration/updateTournament/{tournamentId} */
export function UpdateTournamentPage() {
  const { tournamentId = '' } = useParams();
  const tournament = useQuery(tournamentQuery(tournamentId));
  const loadError = useQueryErrorMessage(tournament, 'Something went wrong with loading the tournament');
  return (
    <FormCardPage
      title="Update Tournament"
      size={560}
      modals={<ErrorModal error={loadError.message} onClear={loadError.clear} />}
      loading={tournament.isPending}
      notice={tournament.isError && 'This tournament could not be loaded.'}
    >
      {tournament.data && (
        <UpdateTournamentForm key={tournament.data.tournamentId} tournament={tournament.data} />
      )}
    </FormCardPage>
  );
}
