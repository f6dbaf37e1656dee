import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { GAME_STATUSES, type RostersAndPoints } from '@league/contracts';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '../../shared/router';
import { ApiError, errorMessage } from '../../shared/api/apiRequest';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { fieldError } from '../../shared/forms/fieldError';
import { savedState } from '../../shared/ui/SavedNotice';
import { SAVE_FAILED, useSaveResult } from './api';
import { PlayerStatsEntryTable } from './PlayerStatsEntryTable';
import { savedResultMessage } from './savedResult';
import { FinalScoreTable, ScoreTable } from './ScoreTable';
import {
  resultProblems,
  resultsFormSchema,
  type ResultsForm as ResultsFormValues,
  type ResultsValues,
} from './schemas';
import { LinkButton } from '../../shared/ui/LinkButton';

const text = (value: number | null | undefined) => String(value ?? 0);

/**
 * The question to ask when the server refused a result for a game dated after today: "This game is on
 * Friday, Jan. 2, 2099, after today. Record its result anyway?" (docs/api.md "Results"); null otherwise.
 */
function futureQuestion(failure: unknown): string | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as { confirm?: unknown } | null;
  if (body?.confirm !== 'confirmFuture' || !failure.serverMessage) return null;
  return `${failure.serverMessage} Record its result anyway?`;
}

/** The form's starting values: the recorded result and player lines, or zeros. */
function initialValues(game: RostersAndPoints): ResultsFormValues {
  const recorded = game.gameStats[0];
  const line = (rosterPlayerId: string) => {
    const stat = game.rosterPlayerGameStats.find((candidate) => candidate.rosterPlayerId === rosterPlayerId);
    return { rosterPlayerId, goals: text(stat?.goals), assists: text(stat?.assists) };
  };
  return {
    gameStatus: recorded?.status || 'TBP',
    gameSummary: recorded?.summary ?? '',
    homePeriods: [1, 2, 3, 4].map((period) => text(recorded?.[`homeGoalsPeriod${period as 1 | 2 | 3 | 4}`])),
    visitorPeriods: [1, 2, 3, 4].map((period) =>
      text(recorded?.[`visitorGoalsPeriod${period as 1 | 2 | 3 | 4}`]),
    ),
    homeTotal: text(recorded?.homeGoalsTotal),
    visitorTotal: text(recorded?.visitorGoalsTotal),
    homeStats: game.homeRoster.map((player) => line(player.rosterPlayerId)),
    visitorStats: game.visitorRoster.map((player) => line(player.rosterPlayerId)),
  };
}

/**
 * Status (regular games), summary, the score (per period, or final scores for playoff and championship
 * games) and goals and assists for both rosters, the visitor first as on every schedule; SAVE records or
 * corrects the result and returns to `returnTo` (the schedule the admin came from) saying what was saved.
 */
export function ResultsForm({ game: loaded, returnTo }: { game: RostersAndPoints; returnTo: string }) {
  const navigate = useNavigate();
  // the version the form was loaded with: a background refetch must neither wipe what is typed nor
  // hide another admin's save (a stale save answers 409)
  const [game] = useState(loaded);
  const saveResult = useSaveResult(game);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResultsFormValues, unknown, ResultsValues>({
    resolver: zodResolver(resultsFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues(game),
  });
  /** the server's question about a game dated after today, with the values it was asked about */
  const [future, setFuture] = useState<{ question: string; values: ResultsValues } | null>(null);
  const values = useWatch({ control: form.control }) as ResultsFormValues;
  const problems = resultProblems(values, game.kind);
  // read on every render so react-hook-form keeps it up to date (its form state is a lazy proxy)
  const { isDirty } = form.formState;
  const regular = game.kind === 'regular';

  const save = (submitted: ResultsValues, confirmFuture = false) =>
    saveResult.mutate(
      { values: submitted, confirmFuture },
      {
        onSuccess: () =>
          navigate(returnTo, {
            state: savedState(
              savedResultMessage({ visitor: game.opponent, home: game.teamName }, submitted, game.kind),
            ),
          }),
        onError: (failure) => {
          const question = futureQuestion(failure);
          if (question && !confirmFuture) setFuture({ question, values: submitted });
          else setError(errorMessage(failure, SAVE_FAILED[game.kind]));
        },
        onSettled: () => confirmFuture && setFuture(null),
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit((submitted) => save(submitted))}>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <ConfirmModal
        opened={future !== null}
        description={future?.question}
        confirmLabel="RECORD ANYWAY"
        busy={saveResult.isPending}
        onCancel={() => setFuture(null)}
        onConfirm={() => future && save(future.values, true)}
      />
      <Stack gap="md">
        {regular && (
          <Controller
            control={form.control}
            name="gameStatus"
            render={({ field }) => (
              <Select
                label="GAME STATUS"
                data={[...GAME_STATUSES]}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'TBP')}
                allowDeselect={false}
                maw={260}
              />
            )}
          />
        )}
        {regular ? (
          <ScoreTable form={form} visitor={game.opponent} home={game.teamName} />
        ) : (
          <FinalScoreTable form={form} visitor={game.opponent} home={game.teamName} />
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PlayerStatsEntryTable
            form={form}
            side="visitor"
            teamName={game.opponent}
            roster={game.visitorRoster}
          />
          <PlayerStatsEntryTable form={form} side="home" teamName={game.teamName} roster={game.homeRoster} />
        </SimpleGrid>
        <Textarea
          {...form.register('gameSummary')}
          label="GAME SUMMARY"
          rows={3}
          maxLength={5000}
          error={fieldError(form, 'gameSummary')}
        />
        {problems.length > 0 && isDirty && (
          <Alert color="red" title="Please check the score" data-testid="result-problems">
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="space-between">
          <LinkButton to={returnTo} variant="default">
            CANCEL
          </LinkButton>
          <Button
            type="submit"
            color="red"
            size="md"
            disabled={!form.formState.isValid || problems.length > 0}
            loading={saveResult.isPending}
          >
            SAVE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
