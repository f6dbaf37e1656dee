import { Stack } from '@mantine/core';
import { lazyRulesCheck } from '../../shared/forms/formChecks';
import { FormTextField } from '../../shared/forms/FormTextField';
import { useFormFields } from '../../shared/forms/useFormFields';
import { Button } from '../../shared/ui/Button';
import type { NewPasswordForm } from './schemas';

// the password rules (zod) load with the form's first check, not with the page
const newPasswordCheck = lazyRulesCheck<NewPasswordForm>(() =>
  import('./schemas').then((schemas) => schemas.newPasswordFormSchema),
);

interface NewPasswordFieldsProps {
  /** the form's id, e.g. "reset-password" */
  id: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (form: NewPasswordForm) => void;
}

/**
 * A new password and its confirmation, as on sign-up: the password rule (docs/rules.md §5) and 'Passwords
 * dont match!' under their fields once left; the button stays disabled until both are right.
 */
export function NewPasswordFields({ id, submitLabel, busy, onSubmit }: NewPasswordFieldsProps) {
  const form = useFormFields<NewPasswordForm>({
    check: newPasswordCheck,
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} id={id}>
      <Stack gap="sm">
        <FormTextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          form={form}
          name="confirmPassword"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" disabled={!form.isValid} loading={busy} mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
