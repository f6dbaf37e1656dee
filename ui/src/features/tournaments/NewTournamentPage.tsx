import { siteRoute } from '@league/contracts/site-pages';
import { useFormSave } from '../../shared/forms/useFormSave';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { useCreateTournament } from '../../shared/tournament/api';
import { TournamentFormFields } from './TournamentFormFields';

/** /register/tournament/new */
export function NewTournamentPage() {
  const save = useFormSave(
    useCreateTournament(),
    siteRoute.tournamentsAdmin.href(),
    'Something went wrong with creating a new tournament',
  );
  return (
    <FormCardPage title="New Tournament" size={560} modals={save.errorModal}>
      <TournamentFormFields submitLabel="ADD TOURNAMENT" {...save.form} />
    </FormCardPage>
  );
}
