import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Link } from '../../shared/router';
import { ParsedTextField as FormTextField } from '../../shared/forms/ParsedTextField';
import { currentLeaguesQuery, leagueLabel, leagueTeamsQuery } from '../../shared/admin/leaguesApi';
import { adminPaths } from '../../shared/admin/adminPaths';
import { fieldError } from '../../shared/forms/fieldError';
import { ScheduleSlotFields } from './ScheduleSlotFields';
import { adminBracketQuery } from '../../shared/league/bracket/api';
import { gamesById, sideLabel } from '../../shared/league/bracket/layout';
import { gameFormSchema, TBD, type GameForm, type GameValues } from './schemas';

interface GameFormFieldsProps {
  initialValues: GameForm;
  /** false on an update: a game stays in its league */
  chooseLeague: boolean;
  submitLabel: string;
  busy: boolean;
  /** the game being edited (null for a new one): not offered as its own feeder */
  gameId?: string | null;
  onSubmit: (values: GameValues) => void;
}

type Form = UseFormReturn<GameForm, unknown, GameValues>;

function TeamPicker({
  form,
  side,
  options,
  feeders,
}: {
  form: Form;
  side: 'home' | 'visitor';
  options: Array<{ value: string; label: string }>;
  feeders: Array<{ value: string; label: string }>;
}) {
  const knockout = form.watch('playoff') || form.watch('championship');
  const label = side === 'home' ? 'Home Team' : 'Visitor Team';
  return (
    <SimpleGrid cols={knockout ? 2 : 1} spacing="xs">
      <Controller
        control={form.control}
        name={`${side}TeamId`}
        render={({ field }) => (
          <Select
            label={label}
            placeholder="Select Team...."
            withAsterisk
            data={knockout ? [{ value: TBD, label: 'TBD' }, ...options] : options}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              void form.trigger(['homeTeamId', 'visitorTeamId']);
            }}
            onBlur={field.onBlur}
            error={fieldError(form, `${side}TeamId`)}
          />
        )}
      />
      {knockout && (
        <FormTextField
          form={form}
          name={`${side}TeamSeed`}
          label={`${label} Seed`}
          inputMode="numeric"
          maxLength={2}
        />
      )}
      {knockout && (
        <Controller
          control={form.control}
          name={`${side}FromGameId`}
          render={({ field }) => (
            <Select
              label={`${label}: winner of…`}
              placeholder="No feeding game"
              clearable
              data={feeders}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                void form.trigger(['homeFromGameId', 'visitorFromGameId']);
              }}
              onBlur={field.onBlur}
              error={fieldError(form, `${side}FromGameId`)}
              style={{ gridColumn: '1 / -1' }}
            />
          )}
        />
      )}
    </SimpleGrid>
  );
}

/** League, date, time, venue, playoff/championship flags, visitor and home teams (TBD and seeds in knockouts). */
export function GameFormFields({
  initialValues,
  chooseLeague,
  submitLabel,
  busy,
  onSubmit,
  gameId = null,
}: GameFormFieldsProps) {
  const form = useForm<GameForm, unknown, GameValues>({
    resolver: zodResolver(gameFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const leagues = useQuery(currentLeaguesQuery());
  const leagueId = form.watch('leagueId');
  const teams = useQuery({ ...leagueTeamsQuery(leagueId), enabled: Boolean(leagueId) });
  const teamOptions = (teams.data?.listOfTeams ?? []).map((team) => ({
    value: team.teamId,
    label: team.divisionName ? `${team.teamName} (${team.divisionName})` : team.teamName,
  }));
  const bracket = useQuery(adminBracketQuery(leagueId));
  const byId = gamesById(bracket.data?.rounds ?? []);
  // the league's playoff games (a championship's winner plays no further), the game itself left out
  const feeders = [...byId.values()]
    .filter((game) => !game.championship && game.gameId !== gameId)
    .map((game) => ({
      value: game.gameId,
      label: `${sideLabel(game.visitor, byId)} @ ${sideLabel(game.home, byId)}, ${game.date} ${game.time}`,
    }));
  const recheckTeams = () => void form.trigger(['homeTeamId', 'visitorTeamId', 'championship']);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="leagueId"
          render={({ field }) => (
            <Select
              label="League"
              placeholder="Select League...."
              withAsterisk
              disabled={!chooseLeague}
              data={(leagues.data ?? []).map((league) => ({ value: league._id, label: leagueLabel(league) }))}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                form.setValue('homeTeamId', '');
                form.setValue('visitorTeamId', '');
              }}
              onBlur={field.onBlur}
              error={fieldError(form, 'leagueId')}
            />
          )}
        />
        <ScheduleSlotFields form={form} />
        <Group gap="lg">
          <Checkbox {...form.register('playoff', { onChange: recheckTeams })} label="Playoff game" />
          <Checkbox
            {...form.register('championship', { onChange: recheckTeams })}
            label="Championship game"
            error={fieldError(form, 'championship')}
          />
        </Group>
        <TeamPicker form={form} side="visitor" options={teamOptions} feeders={feeders} />
        <TeamPicker form={form} side="home" options={teamOptions} feeders={feeders} />
        <Group justify="space-between" mt="sm">
          <Button component={Link} to={adminPaths.masterSchedule()} variant="default">
            CANCEL
          </Button>
          <Button type="submit" disabled={!form.formState.isValid} loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
