import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { LinkButton } from '../ui/LinkButton';

/** What an admin page gives its form: the values to start from, the submit button's text, the save's progress and the save. */
export interface EntityFormFieldsProps<Values, Output = Values> {
  initialValues?: Values;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: Output) => void;
}

interface EntityFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (values: Output) => void;
  submitLabel: string;
  /** the save is under way: the submit button shows its loader */
  busy: boolean;
  /**
   * CANCEL: a link back (to the list), left of the submit button; or, in a dialog, a button that
   * closes it, both buttons then at the right
   */
  cancel: string | (() => void);
  /** the fields */
  children: ReactNode;
  /** more buttons left of the submit button (another way to save) */
  moreActions?: ReactNode;
}

/** An admin form: its fields one under the other, then CANCEL and the submit button, enabled once every field is valid. */
export function EntityForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  submitLabel,
  busy,
  cancel,
  children,
  moreActions,
}: EntityFormProps<Values, Output>) {
  const submit = (
    <Button type="submit" disabled={!form.formState.isValid} loading={busy}>
      {submitLabel}
    </Button>
  );
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        {children}
        <Group justify={typeof cancel === 'string' ? 'space-between' : 'flex-end'} mt="sm">
          {typeof cancel === 'string' ? (
            <LinkButton to={cancel} variant="default">
              CANCEL
            </LinkButton>
          ) : (
            <Button variant="default" onClick={cancel}>
              CANCEL
            </Button>
          )}
          {moreActions ? (
            <Group gap="sm" justify="flex-end">
              {moreActions}
              {submit}
            </Group>
          ) : (
            submit
          )}
        </Group>
      </Stack>
    </form>
  );
}
