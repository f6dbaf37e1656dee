import { playerName } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import type { PlayerOnOtherTeam } from '@league/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { Link, useNavigate, useParams } from '../../shared/router';
import { ApiError, errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { allPlayersQuery, rosterQuery, useAddPlayers, useCreatePlayer } from './api';
import {
  addPlayersFormSchema,
  type AddPlayersForm,
  type AddPlayersValues,
  playerFormSchema,
  type RosterLine,
} from './schemas';
import { LinkButton } from '../../shared/ui/LinkButton';
import { NumberBox } from '../../shared/forms/NumberBox';
import { RosterOverrideModal, type PendingOverride } from './RosterOverrideModal';

/** The players a refusal names as on another current team of the league (docs/api.md "Rosters"), or null. */
function otherTeamsIn(failure: unknown): PlayerOnOtherTeam[] | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as { onOtherTeams?: unknown } | null;
  return Array.isArray(body?.onOtherTeams) && body.onOtherTeams.length > 0
    ? (body.onOtherTeams as PlayerOnOtherTeam[])
    : null;
}

const emptyLine = (kind: RosterLine['kind']): RosterLine => ({
  kind,
  playerId: '',
  firstName: '',
  middleInitial: '',
  lastName: '',
  number: '',
});

interface LineProps {
  form: UseFormReturn<AddPlayersForm, unknown, AddPlayersValues>;
  index: number;
  options: Array<{ value: string; label: string }>;
  /** the other current teams of the league with this player on their roster (the server's refusal) */
  inTheWay: readonly PlayerOnOtherTeam[];
  onRemove?: () => void;
}

function shownError(
  form: UseFormReturn<AddPlayersForm, unknown, AddPlayersValues>,
  name: `lines.${number}.${keyof RosterLine}`,
) {
  const { error, isTouched } = form.getFieldState(name, form.formState);
  return isTouched || form.formState.isSubmitted ? error?.message : undefined;
}

function RosterLineFields({ form, index, options, inTheWay, onRemove }: LineProps) {
  const kind = form.watch(`lines.${index}.kind`);
  const playerId = form.watch(`lines.${index}.playerId`);
  const elsewhere = inTheWay.find((other) => kind === 'existing' && other.playerId === playerId);
  return (
    <Card withBorder p="sm" data-testid="roster-line">
      <Group justify="space-between" mb="xs">
        <Controller
          control={form.control}
          name={`lines.${index}.kind`}
          render={({ field }) => (
            <SegmentedControl
              size="xs"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                void form.trigger(`lines.${index}`);
              }}
              data={[
                { value: 'existing', label: 'Existing player' },
                { value: 'new', label: 'New player' },
              ]}
            />
          )}
        />
        {onRemove && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove}>
            Remove line
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: kind === 'new' ? 4 : 2 }} spacing="xs">
        {kind === 'existing' ? (
          <Controller
            control={form.control}
            name={`lines.${index}.playerId`}
            render={({ field }) => (
              <Select
                label="Player"
                placeholder="Pick a player"
                searchable
                withAsterisk
                data={options}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={
                  shownError(form, `lines.${index}.playerId`) ??
                  (elsewhere && `Already on the ${elsewhere.teamName} roster in this league.`)
                }
                nothingFoundMessage="No such player"
              />
            )}
          />
        ) : (
          <>
            <TextInput
              {...form.register(`lines.${index}.firstName`)}
              label="First Name"
              withAsterisk
              error={shownError(form, `lines.${index}.firstName`)}
            />
            <TextInput
              {...form.register(`lines.${index}.middleInitial`)}
              label="Middle Initial"
              maxLength={2}
              error={shownError(form, `lines.${index}.middleInitial`)}
            />
            <TextInput
              {...form.register(`lines.${index}.lastName`)}
              label="Last Name"
              withAsterisk
              error={shownError(form, `lines.${index}.lastName`)}
            />
          </>
        )}
        <NumberBox
          {...form.register(`lines.${index}.number`)}
          label="Number"
          withAsterisk
          error={shownError(form, `lines.${index}.number`)}
        />
      </SimpleGrid>
    </Card>
  );
}

function AddPlayersForm({ teamId, startWith }: { teamId: string; startWith: RosterLine['kind'] }) {
  const { teamName = '', year = '' } = useParams();
  const navigate = useNavigate();
  const players = useQuery(allPlayersQuery());
  const roster = useQuery(rosterQuery(teamName, year));
  const createPlayer = useCreatePlayer();
  const addPlayers = useAddPlayers();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<AddPlayersForm, unknown, AddPlayersValues>({
    resolver: zodResolver(addPlayersFormSchema),
    mode: 'onTouched',
    defaultValues: { lines: [emptyLine(startWith)] },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const onRoster = new Set(roster.data?.listOfPlayers.map((player) => player.playerId));
  const options = (players.data ?? [])
    .filter((player) => !onRoster.has(player.playerId))
    .map((player) => ({ value: player.playerId, label: `${player.lastName}, ${playerName(player)}` }));

  const [inTheWay, setInTheWay] = useState<PlayerOnOtherTeam[]>([]);
  const [pendingOverride, setPendingOverride] = useState<
    (PendingOverride & { players: Array<{ playerId: string; number: number }> }) | null
  >(null);
  const nameOf = (playerId: string) => {
    const player = players.data?.find((candidate) => candidate.playerId === playerId);
    return player && playerName(player);
  };

  /** the players join the roster in one call; a refusal that the admin may override asks for a reason */
  const addToRoster = async (picked: Array<{ playerId: string; number: number }>, reason?: string) => {
    try {
      await addPlayers.mutateAsync({ teamId, players: picked, ...(reason ? { override: { reason } } : {}) });
      void navigate(siteRoute.teamPlayers.href({ teamName, year }));
    } catch (failure) {
      const onOtherTeams = otherTeamsIn(failure);
      if (onOtherTeams && !reason) {
        // beside each player in the way, and in the question that lets the admin add them anyway
        setInTheWay(onOtherTeams);
        setPendingOverride({ onOtherTeams, players: picked });
        return;
      }
      setPendingOverride(null);
      setError(errorMessage(failure, 'Something went wrong with adding the players'));
    }
  };

  const save = async ({ lines: entries }: AddPlayersValues) => {
    setBusy(true);
    try {
      // new players are created first (each with its own id), then everyone joins the roster in one call
      const picked: Array<{ playerId: string; number: number }> = [];
      for (const [index, line] of entries.entries()) {
        const playerId =
          line.kind === 'existing'
            ? line.playerId
            : (await createPlayer.mutateAsync(playerFormSchema.parse(line))).playerId;
        // a created player becomes a picked one, so a retry after a failed add creates nobody twice
        if (line.kind === 'new') {
          form.setValue(`lines.${index}.kind`, 'existing');
          form.setValue(`lines.${index}.playerId`, playerId);
        }
        picked.push({ playerId, number: line.number });
      }
      await addToRoster(picked);
    } catch (failure) {
      setError(errorMessage(failure, 'Something went wrong with adding the players'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* outside the form: its own form's submit must not reach this one */}
      <RosterOverrideModal
        pending={pendingOverride}
        nameOf={nameOf}
        busy={addPlayers.isPending}
        onCancel={() => setPendingOverride(null)}
        onConfirm={(reason) => pendingOverride && void addToRoster(pendingOverride.players, reason)}
      />
      <form noValidate onSubmit={form.handleSubmit(save)}>
        <ErrorModal error={error} onClear={() => setError(null)} />
        <Stack gap="sm">
          {lines.fields.map((line, index) => (
            <RosterLineFields
              key={line.id}
              form={form}
              index={index}
              options={options}
              inTheWay={inTheWay}
              onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined}
            />
          ))}
          <Group gap="xs">
            <Button variant="light" onClick={() => lines.append(emptyLine('existing'))}>
              + Existing player
            </Button>
            <Button variant="light" onClick={() => lines.append(emptyLine('new'))}>
              + New player
            </Button>
          </Group>
          <Group justify="space-between" mt="sm">
            <LinkButton to={siteRoute.teamPlayers.href({ teamName, year })} variant="default">
              CANCEL
            </LinkButton>
            <Button type="submit" disabled={!form.formState.isValid} loading={busy}>
              ADD PLAYER(S)
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

/**
 * /admin/{teamName}/{year}/addPlayers and …/newPlayer: pick players from every player the league has
 * (GET /api/admin/players) or create new ones, each with a number, and add them to the team.
 */
export function AddPlayersPage({ startWith = 'existing' }: { startWith?: RosterLine['kind'] }) {
  const { teamName = '', year = '' } = useParams();
  const roster = useQuery(rosterQuery(teamName, year));
  const teamId = roster.data?.teamId;
  return (
    <Container size="md" py="xl">
      <PageTitle>{`Add Player(s) to ${teamName}`}</PageTitle>
      {roster.isPending && <Spinner />}
      {roster.isError && (
        <Text ta="center">
          No team {teamName} in {year}.
        </Text>
      )}
      {roster.data && !roster.data.isCurrent && (
        <Text ta="center" c="red" fw={700}>
          Players can only be added to a current team.
        </Text>
      )}
      {teamId && roster.data?.isCurrent && <AddPlayersForm teamId={teamId} startWith={startWith} />}
      <Text ta="center" mt="md">
        <Anchor component={Link} to={siteRoute.teamRoster.href({ teamName, year })}>
          Back to the roster
        </Anchor>
      </Text>
    </Container>
  );
}

export function NewRosterPlayerPage() {
  return <AddPlayersPage startWith="new" />;
}
