import { siteRoute } from '@league/contracts/site-pages';
import { useFormSave } from '../../shared/forms/useFormSave';
import { FormCardPage } from '../../shared/ui/FormCardPage';
import { useCreateNews } from '../../shared/content/news/api';
import { NewsFormFields } from './NewsFormFields';

export function NewNewsPage() {
  const save = useFormSave(
    useCreateNews(),
    siteRoute.news.href(),
    'Something went wrong with creating the news',
  );
  return (
    <FormCardPage title="New News" size={640} modals={save.errorModal}>
      <NewsFormFields submitLabel="ADD NEWS" {...save.form} />
    </FormCardPage>
  );
}
