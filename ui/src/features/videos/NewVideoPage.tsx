import { siteRoute } from '@league/contracts/site-pages';
import { useFormSave } from '../../shared/forms/useFormSave';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { useCreateVideo } from './api';
import { VideoFormFields } from './VideoFormFields';

export function NewVideoPage() {
  const save = useFormSave(
    useCreateVideo(),
    siteRoute.videos.href(),
    'Something went wrong with creating a new video',
  );
  return (
    <FormCardPage title="New Video" size={640} modals={save.errorModal}>
      <VideoFormFields submitLabel="ADD VIDEO" {...save.form} />
    </FormCardPage>
  );
}
