import { Autocomplete } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { ParsedTextField } from '../../shared/forms/ParsedTextField';
import { currentLeaguesQuery, leagueTeamsQuery } from '../../shared/admin/leaguesApi';
import { LeagueSelectField } from '../../shared/admin/LeagueSelectField';
import { teamFormSchema, type TeamForm, type TeamValues } from './schemas';

interface TeamFormFieldsProps extends EntityFormFieldsProps<TeamForm, TeamValues> {
  initialValues: TeamForm;
  /** false on an update: a team stays in its league */
  chooseLeague: boolean;
  withDivision: boolean;
  cancelTo: string;
}

/** League (new teams only), team name and division; the division offers the league's existing ones. */
export function TeamFormFields({
  initialValues,
  chooseLeague,
  withDivision,
  cancelTo,
  ...save
}: TeamFormFieldsProps) {
  const form = useEntityForm(teamFormSchema, initialValues);
  const leagues = useQuery({ ...currentLeaguesQuery(), enabled: chooseLeague });
  const leagueId = form.watch('leagueId');
  const teams = useQuery({ ...leagueTeamsQuery(leagueId), enabled: Boolean(leagueId) && withDivision });
  const divisions = [
    ...new Set([
      ...(teams.data?.divisions ?? []),
      ...(teams.data?.listOfTeams
        .map((team) => team.divisionName)
        .filter((name): name is string => Boolean(name)) ?? []),
    ]),
  ];

  return (
    <EntityForm form={form} {...save} cancel={cancelTo}>
      {chooseLeague && <LeagueSelectField form={form} leagues={leagues.data} />}
      <ParsedTextField form={form} name="teamName" label="Team Name" />
      {withDivision && (
        <Controller
          control={form.control}
          name="divisionName"
          render={({ field }) => (
            <Autocomplete
              label="Division (optional)"
              placeholder="e.g. North"
              data={divisions}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={form.getFieldState('divisionName', form.formState).error?.message}
            />
          )}
        />
      )}
    </EntityForm>
  );
}
