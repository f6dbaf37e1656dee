import { playerName } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import { Alert, Checkbox, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { fieldError } from '../../shared/forms/fieldError';
import { NumberBox } from '../../shared/forms/NumberBox';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { teamSeasonLabel } from '../../shared/league/history/labels';
import { pickablePlayersQuery, playerTeamsQuery } from './api';
import { suspensionFormSchema, type SuspensionForm, type SuspensionFormInput } from './schemas';

interface SuspensionFormFieldsProps extends EntityFormFieldsProps<SuspensionFormInput, SuspensionForm> {
  initialValues: SuspensionFormInput;
  /** the update payload has no date: the field is shown but cannot change */
  dateLocked?: boolean;
  /**
   * a suspension recorded as free text before suspensions were linked: its player and team as they were
   * recorded (shown as they were; picking the player links it)
   */
  recordedAs?: { playerName: string; playerTeam: string };
}

type FlagName = 'served' | 'appealed';

/**
 * Date, the suspended player and the team (searchable pickers: the league's players, then the teams of
 * the picked player, newest first, the newest picked for a start), reason, number of games (0–99) and
 * the two flags. The flags can only be set to true (docs/rules.md §4): once ticked, a box stays ticked.
 * Submit waits until every field is valid.
 */
export function SuspensionFormFields({
  initialValues,
  dateLocked = false,
  recordedAs,
  ...save
}: SuspensionFormFieldsProps) {
  const form = useEntityForm(suspensionFormSchema(!recordedAs), initialValues);
  const playerId = useWatch({ control: form.control, name: 'playerId' });
  const players = useQuery(pickablePlayersQuery());
  const teams = useQuery(playerTeamsQuery(playerId));
  const playerOptions = (players.data ?? []).map((player) => ({
    value: player.playerId,
    label: `${player.lastName}, ${playerName(player)}`,
  }));
  const teamOptions = (teams.data ?? []).map((roster) => ({
    value: roster.teamId,
    label: teamSeasonLabel(roster),
  }));

  // another player picked: the team they play for now (their newest), unless one of theirs is picked
  const startingPlayer = initialValues.playerId;
  useEffect(() => {
    if (playerId === startingPlayer || !teams.data) return;
    const { teamId } = form.getValues();
    if (teams.data.some((roster) => roster.teamId === teamId)) return;
    form.setValue('teamId', teams.data[0]?.teamId ?? '', { shouldValidate: true });
  }, [teams.data, playerId, startingPlayer, form]);

  const flag = (name: FlagName, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          checked={field.value}
          // only ever set to true: a ticked box ignores a second click
          onChange={(event) => {
            if (event.currentTarget.checked) field.onChange(true);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
  return (
    <EntityForm form={form} {...save} cancel={siteRoute.suspendedPlayers.href()}>
      <TextInput
        {...form.register('date1')}
        type="date"
        label="Date"
        withAsterisk
        readOnly={dateLocked}
        disabled={dateLocked}
        error={fieldError(form, 'date1')}
      />
      {recordedAs && !playerId && (
        <Alert color="gray" title="Recorded as written" data-testid="recorded-as">
          {recordedAs.playerName}
          {recordedAs.playerTeam && `, ${recordedAs.playerTeam}`}. Pick the player to link this suspension to
          them: their rosters then show it.
        </Alert>
      )}
      <Controller
        control={form.control}
        name="playerId"
        render={({ field }) => (
          <Select
            label="Player"
            placeholder={players.isPending ? 'Loading…' : 'Type a name to find the player'}
            searchable
            withAsterisk={!recordedAs}
            data={playerOptions}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError(form, 'playerId')}
            nothingFoundMessage="No such player"
          />
        )}
      />
      <Controller
        control={form.control}
        name="teamId"
        render={({ field }) => (
          <Select
            label="Team"
            description={playerId ? 'The teams of this player, newest first' : 'Pick the player first'}
            placeholder={playerId && teams.isSuccess && teamOptions.length === 0 ? 'On no team' : undefined}
            searchable
            clearable
            disabled={!playerId}
            data={teamOptions}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            nothingFoundMessage="No such team"
          />
        )}
      />
      <Textarea
        {...form.register('reason')}
        label="Reason"
        withAsterisk
        autosize
        minRows={3}
        error={fieldError(form, 'reason')}
      />
      <NumberBox
        {...form.register('numberOfGames')}
        label="Number of Games"
        withAsterisk
        error={fieldError(form, 'numberOfGames')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
        {flag('served', 'Served?')}
        {flag('appealed', 'Appealed Successfully?')}
      </SimpleGrid>
    </EntityForm>
  );
}
