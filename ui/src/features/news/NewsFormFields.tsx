import { siteRoute } from '@league/contracts/site-pages';
import { Textarea, TextInput } from '@mantine/core';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { fieldError } from '../../shared/forms/fieldError';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { newsFormSchema, type NewsForm } from '../../shared/content/news/schemas';

const EMPTY: NewsForm = { newsHeading: '', newsSubheading: '', newsDate: '', newsContent: '' };

/** Heading, Subheading, Date and Content; the submit button waits until the form is valid. */
export function NewsFormFields({ initialValues, ...save }: EntityFormFieldsProps<NewsForm>) {
  const form = useEntityForm(newsFormSchema, initialValues ?? EMPTY);
  return (
    <EntityForm form={form} {...save} cancel={siteRoute.news.href()}>
      <TextField form={form} name="newsHeading" label="Heading" />
      <TextInput
        {...form.register('newsSubheading')}
        label="Subheading"
        error={fieldError(form, 'newsSubheading')}
      />
      <TextInput
        {...form.register('newsDate')}
        type="date"
        label="Date"
        withAsterisk
        error={fieldError(form, 'newsDate')}
      />
      <Textarea
        {...form.register('newsContent')}
        label="Content"
        withAsterisk
        autosize
        minRows={3}
        error={fieldError(form, 'newsContent')}
      />
    </EntityForm>
  );
}
