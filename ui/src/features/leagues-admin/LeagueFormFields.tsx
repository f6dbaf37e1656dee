import { siteRoute } from '@league/contracts/site-pages';
import { Checkbox } from '@mantine/core';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { ParsedTextField } from '../../shared/forms/ParsedTextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { leagueFormSchema, type LeagueForm, type LeagueValues } from '../../shared/admin/leagueSchemas';

export function LeagueFormFields({
  initialValues,
  ...save
}: EntityFormFieldsProps<LeagueForm, LeagueValues>) {
  const form = useEntityForm(
    leagueFormSchema,
    initialValues ?? {
      leagueName: '',
      divisionName: '',
      session: '',
      year: String(new Date().getFullYear()),
      allowDoubleHeaders: false,
    },
  );
  return (
    <EntityForm form={form} {...save} cancel={siteRoute.currentLeagues.href()}>
      <ParsedTextField form={form} name="leagueName" label="League Name" />
      <ParsedTextField form={form} name="divisionName" label="Division (optional)" required={false} />
      <ParsedTextField form={form} name="session" label="Session" placeholder="Spring, Summer, Fall…" />
      <ParsedTextField form={form} name="year" label="Year" inputMode="numeric" maxLength={4} />
      <Checkbox
        {...form.register('allowDoubleHeaders')}
        label="Allow double-headers"
        description="A team may play two games on one date (never two at the same time)."
      />
    </EntityForm>
  );
}
