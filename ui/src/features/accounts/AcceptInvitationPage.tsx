import { Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../shared/api/apiRequest';
import { useNavigate } from '../../shared/router';
import { staffLanding } from '../../shared/session/staffPages';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { useAcceptInvitation } from './recoveryApi';
import { AccountCardPage, AnswerText, useAccountRules, useLinkToken } from './linkPages';
import { NewPasswordFields } from './NewPasswordFields';
import type { NewPasswordForm } from './schemas';

/**
 * /staff/accept?token=… (the invitation an admin sent): the invited person chooses a password, is then
 * signed in as staff and lands on the admin page of their role. A link that no longer works
 * (used, expired, replaced by a newer invitation) says so.
 */
export function AcceptInvitationPage() {
  const token = useLinkToken();
  const rules = useAccountRules();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: NewPasswordForm) => {
    const schemas = await import('./schemas');
    let payload;
    try {
      payload = schemas.toAcceptInvitationPayload(token, values);
    } catch {
      // the form's rules passed: the token is no token of this site
      setRefused(schemas.INVITATION_INVALID_MESSAGE);
      return;
    }
    accept.mutate(payload, {
      onSuccess: (who) => navigate(staffLanding(who?.role ?? 'admin'), { replace: true }),
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status === 400) {
          setRefused(failure.serverMessage ?? schemas.INVITATION_INVALID_MESSAGE);
        } else {
          setError(errorMessage(failure, 'Something went wrong with joining the staff'));
        }
      },
    });
  };

  const linkRefused = refused ?? (token === '' ? rules?.INVITATION_INVALID_MESSAGE : null);
  return (
    <AccountCardPage title="Join the League Staff">
      <ErrorModal error={error} onClear={() => setError(null)} />
      {linkRefused ? (
        <AnswerText kind="alert">{linkRefused}</AnswerText>
      ) : (
        <>
          <Text size="sm" mb="sm">
            An admin of the league invited you to its staff. Choose the password you will log in with at the
            admin login, with the email address the invitation was sent to.
          </Text>
          <NewPasswordFields
            id="accept-invitation-form"
            submitLabel="JOIN"
            busy={accept.isPending}
            onSubmit={(values) => void onSubmit(values)}
          />
        </>
      )}
    </AccountCardPage>
  );
}
