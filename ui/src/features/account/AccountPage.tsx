import type { AccountAnswer } from '@league/contracts';
import { Container, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { AccountSection } from './AccountSection';
import { accountQuery } from './api';
import { EmailSection } from './EmailSection';
import { NameSection } from './NameSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';

const ROLE_LINES: Record<AccountAnswer['role'], string> = {
  owner: 'You are the owner of the site.',
  admin: 'You are an admin of the league.',
  scorekeeper: 'You are a scorekeeper of the league.',
  coach: 'You are a coach.',
};

const NAME_USES: Record<'staff' | 'coach', string> = {
  staff: "The game histories name you by it beside the results you record; only the league's staff see it.",
  coach: "How the league's staff know you.",
};

/**
 * /account (anyone signed in, coach or staff): the account's name (the owner's is the configuration's),
 * its password, its address (a coach can ask for a new confirmation link), and every browser it is
 * signed in with, each other one with SIGN OUT.
 */
export function AccountPage() {
  const account = useQuery(accountQuery());
  const loadError = useQueryErrorMessage(account, 'Something went wrong with loading your account');
  const [error, setError] = useState<string | null>(null);
  const data = account.data;
  return (
    <Container size={640} py="xl">
      <ErrorModal
        error={error ?? loadError.message}
        onClear={() => (error ? setError(null) : loadError.clear())}
      />
      <PageTitle>Your Account</PageTitle>
      {account.isPending && <Spinner />}
      {data && (
        <Stack gap="lg">
          <Text ta="center" mt={-12} data-testid="account-role">
            {ROLE_LINES[data.role]}
          </Text>
          {data.role === 'owner' ? (
            <AccountSection title="Name" testId="account-name">
              <Text fw={700}>{data.name}</Text>
              <Text size="sm" c="dimmed">
                The owner&apos;s name is set in the site&apos;s configuration (LEAGUE_ADMIN_NAME).
              </Text>
            </AccountSection>
          ) : (
            <NameSection
              key={data.accountId}
              name={data.name}
              use={NAME_USES[data.role === 'coach' ? 'coach' : 'staff']}
              onError={setError}
            />
          )}
          <EmailSection account={data} onError={setError} />
          <PasswordSection onError={setError} />
          <SessionsSection sessions={data.sessions} onError={setError} />
        </Stack>
      )}
    </Container>
  );
}
