import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from '../../shared/router';
import { TextField } from '../../shared/forms/TextField';
import { newsFormSchema, type NewsForm } from '../../shared/content/news/schemas';

interface NewsFormFieldsProps {
  initialValues?: NewsForm;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: NewsForm) => void;
}

const EMPTY: NewsForm = { newsHeading: '', newsSubheading: '', newsDate: '', newsContent: '' };

/** Heading, Subheading, Date and Content; the submit button waits until the form is valid. */
export function NewsFormFields({ initialValues, submitLabel, busy, onSubmit }: NewsFormFieldsProps) {
  const form = useForm<NewsForm>({
    resolver: zodResolver(newsFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues ?? EMPTY,
  });
  const shown = (name: keyof NewsForm) => {
    const { error, isTouched } = form.getFieldState(name, form.formState);
    return isTouched || form.formState.isSubmitted ? error?.message : undefined;
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <TextField form={form} name="newsHeading" label="Heading" />
        <TextInput {...form.register('newsSubheading')} label="Subheading" error={shown('newsSubheading')} />
        <TextInput
          {...form.register('newsDate')}
          type="date"
          label="Date"
          withAsterisk
          error={shown('newsDate')}
        />
        <Textarea
          {...form.register('newsContent')}
          label="Content"
          withAsterisk
          autosize
          minRows={3}
          error={shown('newsContent')}
        />
        <Group justify="space-between" mt="sm">
          <Button component={Link} to="/admin/news" variant="default">
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
