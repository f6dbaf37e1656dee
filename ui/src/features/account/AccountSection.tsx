import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One part of the account page: its heading, then what it shows, in a card. */
export function AccountSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Title order={2} size="h3" mb="sm" c="navy.8">
        {title}
      </Title>
      {children}
    </Card>
  );
}
