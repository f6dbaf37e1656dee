import { siteRoute } from '@league/contracts/site-pages';
import { useFormSave } from '../../shared/forms/useFormSave';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { useCreateVenue } from '../../shared/admin/venuesApi';
import { VenueFormFields } from './VenueFormFields';

export function NewVenuePage() {
  const save = useFormSave(
    useCreateVenue(),
    siteRoute.venues.href(),
    'Something went wrong with creating a new venue',
  );
  return (
    <FormCardPage title="New Venue" size={560} modals={save.errorModal}>
      <VenueFormFields submitLabel="ADD VENUE" {...save.form} />
    </FormCardPage>
  );
}
