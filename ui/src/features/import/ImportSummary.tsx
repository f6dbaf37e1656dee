import type { ImportAnswer } from '@league/contracts';
import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../shared/router';

/** How many rows did each thing, in the preview's words. */
function counts(answer: ImportAnswer): [string, number][] {
  const byAction = new Map<string, number>();
  for (const row of answer.rows) byAction.set(row.action, (byAction.get(row.action) ?? 0) + 1);
  return [...byAction];
}

/** What an applied import did, with a link to the public page of each team it named. */
export function ImportSummary({ answer }: { answer: ImportAnswer }) {
  const teams = new Map(
    answer.rows.flatMap((row) => (row.teamId ? [[row.teamId, row.teamName ?? 'Team']] : [])),
  );
  return (
    <Card withBorder p="md" data-testid="import-summary">
      <Stack gap="xs">
        <Title order={2} fz="lg" c="navy.8">
          Imported
        </Title>
        <List size="sm">
          {counts(answer).map(([action, count]) => (
            <List.Item key={action}>
              {count} {count === 1 ? 'row' : 'rows'}: {action}
            </List.Item>
          ))}
        </List>
        {teams.size > 0 && (
          <>
            <Text size="sm" fw={500}>
              Team pages
            </Text>
            <List size="sm">
              {[...teams].map(([teamId, teamName]) => (
                <List.Item key={teamId}>
                  <Anchor component={Link} to={siteRoute.team.href({ teamId })}>
                    {teamName}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Anchor component={Link} to={siteRoute.currentLeagues.href()} size="sm">
          Back to League Play
        </Anchor>
      </Stack>
    </Card>
  );
}
