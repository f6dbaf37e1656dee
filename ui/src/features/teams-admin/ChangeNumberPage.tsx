import { playerName } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Container, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from '../../shared/router';
import { z } from 'zod';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { rosterQuery, useChangeNumber, type AdminRosterPlayer } from './api';
import { playerNumberInput } from './schemas';
import { LinkButton } from '../../shared/ui/LinkButton';
import { NumberBox } from '../../shared/forms/NumberBox';

const numberFormSchema = z.object({ number: playerNumberInput });
type NumberForm = z.input<typeof numberFormSchema>;
type NumberValues = z.output<typeof numberFormSchema>;

function ChangeNumberForm({
  player,
  teamId,
  teamName,
  year,
}: {
  player: AdminRosterPlayer;
  teamId: string;
  teamName: string;
  year: string;
}) {
  const navigate = useNavigate();
  const changeNumber = useChangeNumber();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NumberForm, unknown, NumberValues>({
    resolver: zodResolver(numberFormSchema),
    mode: 'onTouched',
    defaultValues: { number: String(player.number) },
  });
  const { error: fieldError, isTouched } = form.getFieldState('number', form.formState);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ number }) =>
        changeNumber.mutate(
          { teamId, rosterPlayerId: player.rosterPlayerId, number },
          {
            onSuccess: () => navigate(siteRoute.teamPlayers.href({ teamName, year })),
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with changing the number')),
          },
        ),
      )}
    >
      <ErrorModal error={error} onClear={() => setError(null)} />
      <Stack gap="sm">
        <Text fw={700}>{playerName(player)}</Text>
        <NumberBox
          {...form.register('number')}
          label="Number"
          withAsterisk
          error={isTouched || form.formState.isSubmitted ? fieldError?.message : undefined}
        />
        <Group justify="space-between" mt="sm">
          <LinkButton to={siteRoute.teamPlayers.href({ teamName, year })} variant="default">
            CANCEL
          </LinkButton>
          <Button type="submit" disabled={!form.formState.isValid} loading={changeNumber.isPending}>
            CHANGE NUMBER
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/{teamName}/{year}/{playerId}/changeNumber: `playerId` is the roster entry (rosterPlayerId). */
export function ChangeNumberPage() {
  const { teamName = '', year = '', playerId = '' } = useParams();
  const roster = useQuery(rosterQuery(teamName, year));
  const player = roster.data?.listOfPlayers.find(
    (candidate) => candidate.rosterPlayerId === playerId || candidate.playerId === playerId,
  );
  return (
    <Container size={480} py="xl">
      <PageTitle>Change Number</PageTitle>
      {roster.isPending && <Spinner />}
      {roster.isSuccess && !player && <Text ta="center">This player is not on {teamName}.</Text>}
      {player && roster.data && (
        <Card withBorder shadow="sm" p="lg">
          <ChangeNumberForm player={player} teamId={roster.data.teamId} teamName={teamName} year={year} />
        </Card>
      )}
    </Container>
  );
}
