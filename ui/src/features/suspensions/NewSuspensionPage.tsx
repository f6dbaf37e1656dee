import { siteRoute } from '@league/contracts/site-pages';
import { SUSPENSION_CREATE_FAILED_MESSAGE } from '@league/contracts';
import { useFormSave } from '../../shared/forms/useFormSave';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { useCreateSuspension } from './api';
import { todayIsoDate } from './schemas';
import { SuspensionFormFields } from './SuspensionFormFields';

/** /admin/suspension/new: back to /admin/suspended once recorded. */
export function NewSuspensionPage() {
  const save = useFormSave(
    useCreateSuspension(),
    siteRoute.suspendedPlayers.href(),
    SUSPENSION_CREATE_FAILED_MESSAGE,
  );
  return (
    <FormCardPage title="New Suspension" size={640} modals={save.errorModal}>
      <SuspensionFormFields
        initialValues={{
          date1: todayIsoDate(),
          playerId: '',
          teamId: '',
          reason: '',
          numberOfGames: '',
          served: false,
          appealed: false,
        }}
        submitLabel="ADD SUSPENSION"
        {...save.form}
      />
    </FormCardPage>
  );
}
