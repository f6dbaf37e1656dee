import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from '../../shared/router';
import { ParsedTextField } from '../../shared/forms/ParsedTextField';
import { playerFormSchema, type PlayerForm, type PlayerValues } from './schemas';

interface PlayerFormFieldsProps {
  initialValues?: PlayerForm;
  submitLabel: string;
  busy: boolean;
  cancelTo: string;
  onSubmit: (values: PlayerValues) => void;
}

export function PlayerFormFields({
  initialValues,
  submitLabel,
  busy,
  cancelTo,
  onSubmit,
}: PlayerFormFieldsProps) {
  const form = useForm<PlayerForm, unknown, PlayerValues>({
    resolver: zodResolver(playerFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues ?? { firstName: '', middleInitial: '', lastName: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <ParsedTextField form={form} name="firstName" label="First Name" />
        <ParsedTextField
          form={form}
          name="middleInitial"
          label="Middle Initial"
          maxLength={2}
          required={false}
        />
        <ParsedTextField form={form} name="lastName" label="Last Name" />
        <Group justify="space-between" mt="sm">
          <Button component={Link} to={cancelTo} variant="default">
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
