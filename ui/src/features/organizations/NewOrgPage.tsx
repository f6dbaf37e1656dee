import { siteRoute } from '@league/contracts/site-pages';
import { useFormSave } from '../../shared/forms/useFormSave';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { useCreateOrg } from '../../shared/content/organizations/api';
import { OrgFormFields } from './OrgFormFields';

/** /admin/org/new */
export function NewOrgPage() {
  const save = useFormSave(
    useCreateOrg(),
    siteRoute.organizations.href(),
    'Something went wrong with creating a new organization',
  );
  return (
    <FormCardPage title="New Organization" size={560} modals={save.errorModal}>
      <OrgFormFields submitLabel="ADD ORGANIZATION" {...save.form} />
    </FormCardPage>
  );
}
