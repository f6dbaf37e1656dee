import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { lazyRulesCheck } from '../../shared/forms/formChecks';
import { FormTextField } from '../../shared/forms/FormTextField';
import { useFormFields } from '../../shared/forms/useFormFields';
import { Button } from '../../shared/ui/Button';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { useForgotPassword } from './recoveryApi';
import { AccountCardPage, AnswerText, LoginLinks } from './linkPages';
import type { ForgotPasswordForm } from './schemas';

const forgotRules = () => import('./schemas');
const forgotCheck = lazyRulesCheck<ForgotPasswordForm>(() =>
  forgotRules().then((schemas) => schemas.forgotPasswordFormSchema),
);

/**
 * /forgot-password (from "Forgot your password?" under either login form): the account's address, then
 * the server's answer, which is the same whether or not an account uses it (so the page tells nobody
 * who has an account). A coach and a member of staff ask alike.
 */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useFormFields<ForgotPasswordForm>({ check: forgotCheck, defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordForm) => {
    const { toForgotPasswordPayload } = await forgotRules();
    forgot.mutate(toForgotPasswordPayload(values), {
      onError: (failure) => setError(errorMessage(failure, 'Something went wrong with sending the link')),
    });
  };

  return (
    <AccountCardPage title="Forgot Your Password?">
      <ErrorModal error={error} onClear={() => setError(null)} />
      {forgot.isSuccess ? (
        <>
          <AnswerText kind="status">{forgot.data.message}</AnswerText>
          <LoginLinks lead="Once you have chosen it, log in with your new password." />
        </>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} id="forgot-password-form">
          <Stack gap="sm">
            <Text size="sm">
              Enter the email address of your account: we will send it a link to choose a new password.
            </Text>
            <FormTextField form={form} name="email" label="E-Mail" type="email" autoComplete="email" />
            <Button type="submit" disabled={!form.isValid} loading={forgot.isPending} mt="xs">
              SEND THE LINK
            </Button>
          </Stack>
        </form>
      )}
    </AccountCardPage>
  );
}
