import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from '../../shared/router';
import { TextField } from '../../shared/forms/TextField';
import { videoFormSchema, type VideoForm } from './schemas';

interface VideoFormFieldsProps {
  initialValues?: VideoForm;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: VideoForm) => void;
}

const EMPTY: VideoForm = { videoTitle: '', videoURL: '', videoCaption: '' };

/** Title, URL (a web address) and Caption; the submit button waits until the form is valid. */
export function VideoFormFields({ initialValues, submitLabel, busy, onSubmit }: VideoFormFieldsProps) {
  const form = useForm<VideoForm>({
    resolver: zodResolver(videoFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues ?? EMPTY,
  });
  const { error: captionError, isTouched: captionTouched } = form.getFieldState(
    'videoCaption',
    form.formState,
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <TextField form={form} name="videoTitle" label="Title" />
        <TextField form={form} name="videoURL" label="URL" placeholder="https://www.youtube.com/watch?v=…" />
        <Textarea
          {...form.register('videoCaption')}
          label="Caption"
          autosize
          minRows={3}
          error={captionTouched || form.formState.isSubmitted ? captionError?.message : undefined}
        />
        <Group justify="space-between" mt="sm">
          <Button component={Link} to="/admin/videos" variant="default">
            CANCEL
          </Button>
          <Button type="submit" disabled={!form.formState.isValid} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
