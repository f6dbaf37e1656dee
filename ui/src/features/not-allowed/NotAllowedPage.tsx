import type { StaffRole } from '@league/contracts';
import { Container, Text, Title } from '@mantine/core';
import { staffHome } from '../../shared/session/staffPages';
import { LinkButton } from '../../shared/ui/LinkButton';

const ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'the owner of the site',
  admin: 'an admin',
  scorekeeper: 'a scorekeeper',
};

/**
 * An admin page the signed-in member of staff's role may not use (the server would refuse its calls
 * with 403): says so, and leads back to the pages of their role.
 */
export function NotAllowedPage({ role }: { role: StaffRole }) {
  return (
    <Container size="sm" py={48} ta="center">
      <Title order={1} c="navy.8">
        Not Allowed
      </Title>
      <Text mt="md" size="lg" data-testid="not-allowed-text">
        You are signed in as {ROLE_NAMES[role]}, and this page is not for your role. Ask an admin of the
        league if you need it.
      </Text>
      <LinkButton to={staffHome(role)} mt="xl">
        {role === 'scorekeeper' ? 'GAMES TO SCORE' : 'ADMIN HOME'}
      </LinkButton>
    </Container>
  );
}
