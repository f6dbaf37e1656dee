import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from '../../shared/router';
import { ParsedTextField } from '../../shared/forms/ParsedTextField';
import { leagueFormSchema, type LeagueForm, type LeagueValues } from '../../shared/admin/leagueSchemas';

interface LeagueFormFieldsProps {
  initialValues?: LeagueForm;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: LeagueValues) => void;
}

export function LeagueFormFields({ initialValues, submitLabel, busy, onSubmit }: LeagueFormFieldsProps) {
  const form = useForm<LeagueForm, unknown, LeagueValues>({
    resolver: zodResolver(leagueFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues ?? {
      leagueName: '',
      divisionName: '',
      session: '',
      year: String(new Date().getFullYear()),
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <ParsedTextField form={form} name="leagueName" label="League Name" />
        <ParsedTextField form={form} name="divisionName" label="Division (optional)" required={false} />
        <ParsedTextField form={form} name="session" label="Session" placeholder="Spring, Summer, Fall…" />
        <ParsedTextField form={form} name="year" label="Year" inputMode="numeric" maxLength={4} />
        <Group justify="space-between" mt="sm">
          <Button component={Link} to="/admin/leagues/current" variant="default">
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
