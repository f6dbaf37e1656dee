import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextField } from '../../shared/forms/TextField';
import { loginFormSchema, type LoginForm } from './schemas';

interface LoginFieldsProps {
  onLogin: (form: LoginForm) => void;
  busy: boolean;
  idPrefix: string;
}

/** E-mail and password with the spec's login rules; LOGIN stays disabled until both are valid. */
export function LoginFields({ onLogin, busy, idPrefix }: LoginFieldsProps) {
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
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
