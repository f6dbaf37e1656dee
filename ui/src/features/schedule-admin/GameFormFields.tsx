import { Button, Checkbox, Group, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { ParsedTextField as FormTextField } from '../../shared/forms/ParsedTextField';
import { currentLeaguesQuery, leagueTeamsQuery } from '../../shared/admin/leaguesApi';
import { LeagueSelectField } from '../../shared/admin/LeagueSelectField';
import { fieldError } from '../../shared/forms/fieldError';
import { SearchableSelect } from '../../shared/forms/SearchableSelect';
import { ScheduleSlotFields } from './ScheduleSlotFields';
import { adminBracketQuery } from '../../shared/league/bracket/api';
import { gamesById, sideLabel } from '../../shared/league/bracket/layout';
import { gameFormSchema, TBD, type GameForm, type GameValues } from './schemas';

interface GameFormFieldsProps extends EntityFormFieldsProps<GameForm, GameValues> {
  initialValues: GameForm;
  /** false on an update: a game stays in its league */
  chooseLeague: boolean;
  /** the game being edited (null for a new one): not offered as its own feeder */
  gameId?: string | null;
  /** where CANCEL leads */
  cancel: string;
  /** SAVE AND ADD ANOTHER (a new game only): saves, then a fresh form follows */
  onSubmitAndAddAnother?: (values: GameValues) => void;
  /** that save is under way */
  busyAnother?: boolean;
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
          <SearchableSelect
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
            <SearchableSelect
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
  gameId = null,
  cancel,
  onSubmitAndAddAnother,
  busyAnother = false,
  ...save
}: GameFormFieldsProps) {
  const form = useEntityForm(gameFormSchema, initialValues);
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
    <EntityForm
      form={form}
      {...save}
      cancel={cancel}
      moreActions={
        onSubmitAndAddAnother && (
          <Button
            variant="light"
            disabled={!form.formState.isValid || save.busy}
            loading={busyAnother}
            onClick={form.handleSubmit(onSubmitAndAddAnother)}
          >
            SAVE AND ADD ANOTHER
          </Button>
        )
      }
    >
      <LeagueSelectField
        form={form}
        leagues={leagues.data}
        disabled={!chooseLeague}
        onPicked={() => {
          form.setValue('homeTeamId', '');
          form.setValue('visitorTeamId', '');
        }}
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
    </EntityForm>
  );
}
