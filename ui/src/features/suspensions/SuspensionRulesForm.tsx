import type { SuspensionRulesAnswer } from '@league/contracts';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { NumberBox } from '../../shared/forms/NumberBox';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { suspensionRulesQuery, useSetSuspensionRules } from './api';

/** The table a proposal takes its games from: games per severity, saved at the version it was read with. */
export function SuspensionRulesForm() {
  const rules = useQuery(suspensionRulesQuery());
  return rules.data ? <RulesForm key={rules.data.version} rules={rules.data} /> : null;
}

function RulesForm({ rules }: { rules: SuspensionRulesAnswer }) {
  const save = useSetSuspensionRules(rules.version);
  const [matchPenalty, setMatchPenalty] = useState(String(rules.matchPenalty));
  const [gameMisconduct, setGameMisconduct] = useState(String(rules.gameMisconduct));
  const [failure, setFailure] = useState<string | null>(null);
  const changed =
    matchPenalty !== String(rules.matchPenalty) || gameMisconduct !== String(rules.gameMisconduct);
  return (
    <Paper withBorder p="md" mb="xl" component="section" aria-labelledby="suspension-rules">
      <ErrorModal error={failure} onClear={() => setFailure(null)} />
      <Title order={2} size="h4" id="suspension-rules" c="navy.8" mb={4}>
        Games proposed per severity
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        A penalty recorded on a game sheet with a severity proposes a suspension of this many games.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(
            { matchPenalty: Number(matchPenalty), gameMisconduct: Number(gameMisconduct) },
            {
              onError: (error) =>
                setFailure(errorMessage(error, 'Something went wrong with saving the table')),
            },
          );
        }}
      >
        <Group align="end" gap="md">
          <NumberBox
            label="Match penalty"
            value={matchPenalty}
            onChange={(event) => setMatchPenalty(event.currentTarget.value)}
            w={160}
          />
          <NumberBox
            label="Game misconduct"
            value={gameMisconduct}
            onChange={(event) => setGameMisconduct(event.currentTarget.value)}
            w={160}
          />
          <Button
            type="submit"
            variant="light"
            loading={save.isPending}
            disabled={!changed || matchPenalty === '' || gameMisconduct === ''}
          >
            Save
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
