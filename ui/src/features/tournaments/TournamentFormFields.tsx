import { siteRoute } from '@league/contracts/site-pages';
import { TextInput } from '@mantine/core';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { fieldError } from '../../shared/forms/fieldError';
import { TextField } from '../../shared/forms/TextField';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import {
  emptyTournament,
  tournamentFormSchema,
  type TournamentFormValues,
} from '../../shared/tournament/schemas';

/** League name and description, the last day to register and the price; all three required. */
export function TournamentFormFields({
  initialValues,
  ...save
}: EntityFormFieldsProps<TournamentFormValues>) {
  const form = useEntityForm(tournamentFormSchema, initialValues ?? emptyTournament());
  return (
    <EntityForm form={form} {...save} cancel={siteRoute.tournamentsAdmin.href()}>
      <TextField form={form} name="leagueNameAndDesc" label="League Name and Description" />
      <TextInput
        type="date"
        label="Registration Closes"
        withAsterisk
        error={fieldError(form, 'closeDate')}
        {...form.register('closeDate')}
      />
      <TextInput
        label="Price ($)"
        inputMode="decimal"
        withAsterisk
        error={fieldError(form, 'price')}
        {...form.register('price')}
      />
    </EntityForm>
  );
}
