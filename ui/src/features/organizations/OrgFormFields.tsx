import { siteRoute } from '@league/contracts/site-pages';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { orgFormSchema, type OrgForm } from '../../shared/content/organizations/schemas';

/** Organization name and address, both required; submit waits until both are filled in. */
export function OrgFormFields({ initialValues, ...save }: EntityFormFieldsProps<OrgForm>) {
  const form = useEntityForm(orgFormSchema, initialValues ?? { orgName: '', orgAddress: '' });
  return (
    <EntityForm form={form} {...save} cancel={siteRoute.organizations.href()}>
      <TextField form={form} name="orgName" label="Organization Name" />
      <TextField form={form} name="orgAddress" label="Address" />
    </EntityForm>
  );
}
