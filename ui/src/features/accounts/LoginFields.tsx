import { Stack } from '@mantine/core';
import { Button } from '../../shared/ui/Button';
import { lazyRulesCheck } from '../../shared/forms/formChecks';
import { FormTextField } from '../../shared/forms/FormTextField';
import { useFormFields } from '../../shared/forms/useFormFields';
import type { LoginForm } from './schemas';

// the API's login rules (zod) load with the form's first check, not with the page
const loginCheck = lazyRulesCheck<LoginForm>(() =>
  import('./schemas').then((schemas) => schemas.loginFormSchema),
);

interface LoginFieldsProps {
  onLogin: (form: LoginForm) => void;
  busy: boolean;
  idPrefix: string;
}

/**
 * E-mail and password with the login rules of docs/rules.md §5; LOGIN stays disabled until both are valid.
 */
export function LoginFields({ onLogin, busy, idPrefix }: LoginFieldsProps) {
  const form = useFormFields<LoginForm>({ check: loginCheck, defaultValues: { email: '', password: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onLogin)} id={`${idPrefix}-login-form`}>
      <Stack gap="sm">
        <FormTextField form={form} name="email" label="E-Mail" type="email" autoComplete="email" />
        <FormTextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" disabled={!form.isValid} loading={busy} mt="xs">
          LOGIN
        </Button>
      </Stack>
    </form>
  );
}
