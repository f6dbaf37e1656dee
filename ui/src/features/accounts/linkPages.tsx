import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Card, Container, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '../../shared/router';
import { PageTitle } from '../../shared/ui/PageTitle';
import type * as schemas from './schemas';

type Schemas = typeof schemas;

/** The rules and messages of the account forms, loaded after the page (they carry zod); null meanwhile. */
export function useAccountRules(): Schemas | null {
  const [rules, setRules] = useState<Schemas | null>(null);
  useEffect(() => {
    let left = false;
    void import('./schemas').then((loaded) => !left && setRules(loaded));
    return () => {
      left = true;
    };
  }, []);
  return rules;
}

/** The token of the link a mail carried (`?token=…`), '' when the address has none. */
export function useLinkToken(): string {
  const [searchParams] = useSearchParams();
  return (searchParams.get('token') ?? '').trim();
}

/** An account page reached by a mailed link or from a login form: its title, then a card. */
export function AccountCardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={480} py="xl">
      <PageTitle>{title}</PageTitle>
      <Card withBorder shadow="sm" radius="md" p="lg">
        {children}
      </Card>
    </Container>
  );
}

/**
 * What the server answered, said where the form was: a status (read out when it appears), or an alert
 * for a link that no longer works.
 */
export function AnswerText({ kind, children }: { kind: 'status' | 'alert'; children: ReactNode }) {
  return (
    <Text
      role={kind}
      fw={600}
      c={kind === 'alert' ? 'red.9' : 'green.9'}
      data-testid={kind === 'alert' ? 'link-refused' : 'answer-message'}
    >
      {children}
    </Text>
  );
}

/** Where an account logs in: coaches on Register Your Team, the league's staff on the admin login. */
export function LoginLinks({ lead }: { lead?: string }) {
  return (
    <Text size="sm" mt="md">
      {lead && `${lead} `}Coaches:{' '}
      <Anchor component={Link} to={siteRoute.register.href()} fw={700}>
        REGISTER YOUR TEAM
      </Anchor>
      . League staff:{' '}
      <Anchor component={Link} to={siteRoute.adminLogin.href()} fw={700}>
        ADMIN LOGIN
      </Anchor>
      .
    </Text>
  );
}
