import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../shared/ui/PageTitle';
import { ConductForm } from './ConductForm';
import { CONDUCT_RULES } from './conductRules';

/** /conduct: the coaches' code of conduct, its 12 rules and the signing form. */
export function ConductPage() {
  return (
    <Container size="md" py="xl">
      <PageTitle>Coaches Code of Conduct</PageTitle>
      <Stack gap="lg">
        <Paper withBorder shadow="sm" p="lg">
          <Title order={2} size="h4" mb="sm" c="navy.8">
            As a coach in the league:
          </Title>
          <List type="ordered" spacing="xs" data-testid="conduct-rules">
            {CONDUCT_RULES.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List>
          <Text mt="md" size="sm" c="dimmed">
            Every head and assistant coach signs this code once per season, before the team's first game.
          </Text>
        </Paper>
        <ConductForm />
      </Stack>
    </Container>
  );
}
