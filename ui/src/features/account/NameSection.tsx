import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { AccountSection } from './AccountSection';
import { useRenameAccount } from './api';
import { renameFormSchema, type RenameFormValues } from './schemas';

interface NameSectionProps {
  name: string;
  /** what the name is for, said under the field */
  use: string;
  onError: (message: string) => void;
}

/** The account's name: SAVE once it changed; the server's refusal beside the field. */
export function NameSection({ name, use, onError }: NameSectionProps) {
  const rename = useRenameAccount();
  const [saved, setSaved] = useState(false);
  const form = useEntityForm<RenameFormValues, { name: string }>(renameFormSchema, { name });
  // both read on every render: react-hook-form only keeps what a render has read up to date
  const { isValid, isDirty } = form.formState;
  const onSubmit = (values: { name: string }) =>
    rename.mutate(values, {
      onSuccess: () => {
        setSaved(true);
        form.reset(values);
      },
      onError: (failure) => {
        const fields = serverFieldErrors(failure, ['name'] as const);
        if (fields?.name)
          form.setError('name', { type: 'server', message: fields.name }, { shouldFocus: true });
        else onError(errorMessage(failure, 'Something went wrong with saving your name'));
      },
    });
  return (
    <AccountSection title="Name" testId="account-name">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} onChange={() => setSaved(false)}>
        <Stack gap="sm">
          <TextField form={form} name="name" label="Your name" autoComplete="name" />
          <Text size="sm" c="dimmed" mt={-6}>
            {use}
          </Text>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" fw={700} c="green.9" role="status">
              {saved ? 'Your name is saved.' : ''}
            </Text>
            <Button type="submit" disabled={!isValid || !isDirty} loading={rename.isPending}>
              SAVE NAME
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
