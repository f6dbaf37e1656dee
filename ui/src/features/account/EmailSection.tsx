import type { AccountAnswer } from '@league/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../shared/api/apiRequest';
import { AccountSection } from './AccountSection';
import { useSendConfirmation } from './api';

interface EmailSectionProps {
  account: Pick<AccountAnswer, 'email' | 'emailConfirmed' | 'role'>;
  onError: (message: string) => void;
}

/**
 * The address the account logs in with, and whether it is confirmed; a coach whose address is not can
 * ask for a new confirmation link.
 */
export function EmailSection({ account, onError }: EmailSectionProps) {
  const send = useSendConfirmation();
  const offerLink = account.role === 'coach' && !account.emailConfirmed;
  return (
    <AccountSection title="Email address" testId="account-email">
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {account.email}
          </Text>
          <Badge color={account.emailConfirmed ? 'green' : 'yellow'} variant="light" radius="sm">
            {account.emailConfirmed ? 'Confirmed' : 'Not confirmed'}
          </Badge>
        </Group>
        {offerLink && (
          <>
            <Text size="sm">
              Your address is not confirmed yet: follow the link in the mail we sent it. If you cannot find
              that mail, or its link no longer works, ask for a new one.
            </Text>
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" fw={700} c="green.9" role="status">
                {send.isSuccess ? send.data.message : ''}
              </Text>
              <Button
                variant="light"
                loading={send.isPending}
                onClick={() =>
                  send.mutate(undefined, {
                    onError: (failure) =>
                      onError(errorMessage(failure, 'Something went wrong with sending the link')),
                  })
                }
              >
                SEND A NEW CONFIRMATION LINK
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </AccountSection>
  );
}
