import { siteRoute } from '@league/contracts/site-pages';
import { useFormSave } from '../../shared/forms/useFormSave';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { useCreateLeague } from '../../shared/admin/leaguesApi';
import { LeagueFormFields } from './LeagueFormFields';

/** /admin/league/new: a new league starts current and appears on the admin hub. */
export function NewLeaguePage() {
  const save = useFormSave(
    useCreateLeague(),
    siteRoute.currentLeagues.href(),
    'Something went wrong with creating a new league',
  );
  return (
    <FormCardPage title="New League" size={560} modals={save.errorModal}>
      <LeagueFormFields submitLabel="ADD LEAGUE" {...save.form} />
    </FormCardPage>
  );
}
