import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../shared/api/apiRequest';
import { Link } from '../../shared/router';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { useResetPassword } from './recoveryApi';
import { AccountCardPage, AnswerText, LoginLinks, useAccountRules, useLinkToken } from './linkPages';
import { NewPasswordFields } from './NewPasswordFields';
import type { NewPasswordForm } from './schemas';

/**
 * /reset-password?token=… (the link mailed by Forgot your password?): a new password and its
 * confirmation, then the server's answer and the way to log in. A used, expired or superseded link says
 * so, with the way to ask for a new one.
 */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const rules = useAccountRules();
  const reset = useResetPassword();
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: NewPasswordForm) => {
    const schemas = await import('./schemas');
    let payload;
    try {
      payload = schemas.toResetPasswordPayload(token, values);
    } catch {
      // the form's rules passed: the token is no token of this site
      setRefused(schemas.RESET_LINK_INVALID_MESSAGE);
      return;
    }
    reset.mutate(payload, {
      onError: (failure) => {
        // 400: the link (the password passed the same rules here)
        if (failure instanceof ApiError && failure.status === 400) {
          setRefused(failure.serverMessage ?? schemas.RESET_LINK_INVALID_MESSAGE);
        } else {
          setError(errorMessage(failure, 'Something went wrong with changing your password'));
        }
      },
    });
  };

  const linkRefused = refused ?? (token === '' ? rules?.RESET_LINK_INVALID_MESSAGE : null);
  return (
    <AccountCardPage title="Choose a New Password">
      <ErrorModal error={error} onClear={() => setError(null)} />
      {reset.isSuccess ? (
        <>
          <AnswerText kind="status">{reset.data.message}</AnswerText>
          <LoginLinks />
        </>
      ) : linkRefused ? (
        <>
          <AnswerText kind="alert">{linkRefused}</AnswerText>
          <Text size="sm" mt="md">
            <Anchor component={Link} to={siteRoute.forgotPassword.href()} fw={700}>
              Ask for a new link
            </Anchor>
          </Text>
        </>
      ) : (
        <>
          <Text size="sm" mb="sm">
            Choose the new password of your account. Every browser signed in with the old one is signed out.
          </Text>
          <NewPasswordFields
            id="reset-password-form"
            submitLabel="CHANGE PASSWORD"
            busy={reset.isPending}
            onSubmit={(values) => void onSubmit(values)}
          />
        </>
      )}
    </AccountCardPage>
  );
}
