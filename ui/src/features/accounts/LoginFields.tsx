import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../shared/forms/lazyZodResolver';
import { TextField } from '../../shared/forms/TextField';
import type { LoginForm } from './schemas';

// the API's login rules (zod) load with the form's first check, not with the page
const loginResolver = lazyZodResolver<LoginForm>(() =>
  import('./schemas').then((schemas) => schemas.loginFormSchema),
);

interface LoginFieldsProps {
  onLogin: (form: LoginForm) => void;
  busy: boolean;
  idPrefix: string;
}

/** E-mail and password with the spec's login rules; LOGIN stays disabled until both are valid. */
export function LoginFields({ onLogin, busy, idPrefix }: LoginFieldsProps) {
  const form = useForm<LoginForm>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onLogin)} id={`${idPrefix}-login-form`}>
      <Stack gap="sm">
        <TextField form={form} name="email" label="E-Mail" type="email" autoComplete="email" />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" disabled={!form.formState.isValid} loading={busy} mt="xs">
          LOGIN
        </Button>
      </Stack>
    </form>
  );
}
