import { siteRoute } from '@league/contracts/site-pages';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { venueFormSchema, type VenueForm } from '../../shared/admin/venueSchemas';

/** Venue name and address, both required; the submit button waits until both are filled in. */
export function VenueFormFields({ initialValues, ...save }: EntityFormFieldsProps<VenueForm>) {
  const form = useEntityForm(venueFormSchema, initialValues ?? { venueName: '', venueAddress: '' });
  return (
    <EntityForm form={form} {...save} cancel={siteRoute.venues.href()}>
      <TextField form={form} name="venueName" label="Venue Name" />
      <TextField form={form} name="venueAddress" label="Address" />
    </EntityForm>
  );
}
