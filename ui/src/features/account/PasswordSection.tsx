import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { AccountSection } from './AccountSection';
import { useChangePassword } from './api';
import {
  changePasswordFormSchema,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  toChangePasswordRequest,
  type ChangePasswordFormValues,
} from './schemas';

const FIELDS = ['currentPassword', 'password'] as const;
const EMPTY: ChangePasswordFormValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change password: the current one first; the new one by the sign-up rule, confirmed. This browser stays
 * signed in (with the token the server answers), every other one is signed out.
 */
export function PasswordSection({ onError }: { onError: (message: string) => void }) {
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useEntityForm<ChangePasswordFormValues, ChangePasswordFormValues>(
    changePasswordFormSchema,
    EMPTY,
  );
  const onChange = () => {
    setChanged(false);
    // the confirmation is checked against the new password as that one changes too
    if (form.getFieldState('confirmPassword').isTouched) void form.trigger('confirmPassword');
  };
  const onSubmit = (values: ChangePasswordFormValues) =>
    change.mutate(toChangePasswordRequest(values), {
      onSuccess: () => {
        setChanged(true);
        form.reset(EMPTY);
      },
      onError: (failure) => {
        const fields = serverFieldErrors(failure, FIELDS, {
          [CURRENT_PASSWORD_WRONG_MESSAGE]: 'currentPassword',
        });
        if (!fields)
          return onError(errorMessage(failure, 'Something went wrong with changing your password'));
        for (const name of FIELDS) {
          const message = fields[name];
          if (message) form.setError(name, { type: 'server', message }, { shouldFocus: true });
        }
      },
    });
  return (
    <AccountSection title="Password" testId="account-password">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} onChange={onChange}>
        <Stack gap="sm">
          <TextField
            form={form}
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
          <TextField
            form={form}
            name="password"
            label="New password"
            type="password"
            autoComplete="new-password"
          />
          <TextField
            form={form}
            name="confirmPassword"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          <Text size="sm" c="dimmed">
            Every other browser signed in with your account is signed out; this one stays signed in.
          </Text>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" fw={700} c="green.9" role="status">
              {changed ? 'Your password is changed.' : ''}
            </Text>
            <Button type="submit" disabled={!form.formState.isValid} loading={change.isPending}>
              CHANGE PASSWORD
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
