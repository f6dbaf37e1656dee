import { siteRoute } from '@league/contracts/site-pages';
import { Textarea } from '@mantine/core';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { fieldError } from '../../shared/forms/fieldError';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { videoFormSchema, type VideoForm } from './schemas';

const EMPTY: VideoForm = { videoTitle: '', videoURL: '', videoCaption: '' };

/** Title, URL (a web address) and Caption; the submit button waits until the form is valid. */
export function VideoFormFields({ initialValues, ...save }: EntityFormFieldsProps<VideoForm>) {
  const form = useEntityForm(videoFormSchema, initialValues ?? EMPTY);
  return (
    <EntityForm form={form} {...save} cancel={siteRoute.videos.href()}>
      <TextField form={form} name="videoTitle" label="Title" />
      <TextField form={form} name="videoURL" label="URL" placeholder="https://www.youtube.com/watch?v=…" />
      <Textarea
        {...form.register('videoCaption')}
        label="Caption"
        autosize
        minRows={3}
        error={fieldError(form, 'videoCaption')}
      />
    </EntityForm>
  );
}
