import { Button, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link } from '../../shared/router';
import { TextField } from '../../shared/forms/TextField';
import {
  emptyTournament,
  tournamentFormSchema,
  type TournamentFormValues,
} from '../../shared/tournament/schemas';

interface TournamentFormFieldsProps {
  initialValues?: TournamentFormValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: TournamentFormValues) => void;
}

/** League name and description, the last day to register and the price; all three required. */
export function TournamentFormFields({
  initialValues,
  submitLabel,
  busy,
  onSubmit,
}: TournamentFormFieldsProps) {
  const form = useForm<TournamentFormValues>({
    resolver: zodResolver(tournamentFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues ?? emptyTournament(),
  });
  const shownError = (name: FieldPath<TournamentFormValues>) => {
    const { error, isTouched } = form.getFieldState(name, form.formState);
    return isTouched || form.formState.isSubmitted ? error?.message : undefined;
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <TextField form={form} name="leagueNameAndDesc" label="League Name and Description" />
        <TextInput
          type="date"
          label="Registration Closes"
          withAsterisk
          error={shownError('closeDate')}
          {...form.register('closeDate')}
        />
        <TextInput
          label="Price ($)"
          inputMode="decimal"
          withAsterisk
          error={shownError('price')}
          {...form.register('price')}
        />
        <Group justify="space-between" mt="sm">
          <Button component={Link} to="/admin/tournaments" variant="default">
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
