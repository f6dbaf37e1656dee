import type { AccountSession } from '@league/contracts';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../shared/api/apiRequest';
import { localMoment } from '../../shared/ui/localMoment';
import { AccountSection } from './AccountSection';
import { useEndSession } from './api';

interface SessionsSectionProps {
  sessions: readonly AccountSession[];
  onError: (message: string) => void;
}

/** Where the account is signed in: each browser, since when and last seen; SIGN OUT on every other one. */
export function SessionsSection({ sessions, onError }: SessionsSectionProps) {
  const end = useEndSession();
  // this browser first, then the most recently seen
  const shown = [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
  return (
    <AccountSection title="Where you are signed in" testId="account-sessions">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((session) => (
          <Group
            component="li"
            key={session.sessionId}
            justify="space-between"
            wrap="wrap"
            gap="sm"
            py="xs"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="account-session"
          >
            <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
              <Group gap="xs">
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {session.browser}
                </Text>
                {session.current && (
                  <Badge color="green" variant="light" radius="sm">
                    This browser
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                Last seen {localMoment(session.lastSeenAt, '—', true)} · signed in{' '}
                {localMoment(session.startedAt, '—', true)}
              </Text>
            </Stack>
            {!session.current && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                loading={end.isPending && end.variables === session.sessionId}
                aria-label={`Sign out ${session.browser}`}
                onClick={() =>
                  end.mutate(session.sessionId, {
                    onError: (failure) =>
                      onError(errorMessage(failure, 'Something went wrong with signing it out')),
                  })
                }
              >
                SIGN OUT
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </AccountSection>
  );
}
