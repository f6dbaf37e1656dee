import { useEffect, useRef } from 'react';
import { ApiError, errorMessage } from '../../shared/api/apiRequest';
import { Spinner } from '../../shared/ui/Spinner';
import { useVerifyEmail } from './recoveryApi';
import { AccountCardPage, AnswerText, useAccountRules, useLinkToken } from './linkPages';

/**
 * /confirm-email?token=… (the link mailed to a coach's address): confirms the address as the page opens
 * and says what the server answered; a used, expired or superseded link says so.
 */
export function ConfirmEmailPage() {
  const token = useLinkToken();
  const rules = useAccountRules();
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    // once: a link works once, so a second request would only report it used
    if (sent.current || token === '') return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token]);

  const refusal =
    token === ''
      ? (rules?.CONFIRMATION_LINK_INVALID_MESSAGE ?? null)
      : verify.isError
        ? verify.error instanceof ApiError && verify.error.status === 400
          ? (verify.error.serverMessage ?? rules?.CONFIRMATION_LINK_INVALID_MESSAGE ?? null)
          : errorMessage(
              verify.error,
              'Something went wrong with confirming your address. Please try the link again.',
            )
        : null;
  return (
    <AccountCardPage title="Confirm Your Email Address">
      {verify.isSuccess ? (
        <AnswerText kind="status">{verify.data.message}</AnswerText>
      ) : refusal ? (
        <AnswerText kind="alert">{refusal}</AnswerText>
      ) : (
        <Spinner />
      )}
    </AccountCardPage>
  );
}
