import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Controller, useForm, useFormState, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { allOrgsQuery } from '../../shared/content/organizations/api';
import { RosterSlotsTable } from './RosterSlotsTable';
import {
  editFormSchema,
  emptyRegistration,
  NO_ORGANIZATION_MESSAGE,
  registrationFormSchema,
  ROSTER_SLOTS,
  SLOTS_PER_TABLE,
  TOURNAMENT_YEARS,
  type RegistrationForm,
} from './schemas';

interface TeamRegistrationFormProps {
  /** 'edit': preloaded, blank coach/team/org keep the loaded values, button UPDATE */
  mode: 'register' | 'edit';
  initialValues?: RegistrationForm;
  busy: boolean;
  onSubmit: (values: RegistrationForm) => void;
}

/** The organization names, each once (docs/rules.md §2). */
function useOrganizationNames(current: string) {
  const orgs = useQuery(allOrgsQuery());
  const names = new Set((orgs.data ?? []).map((org) => org.orgName));
  if (current) names.add(current);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * The registration form (docs/rules.md §2): Organization, Head Coach, Assistant Coach(es), Team Name,
 * Tournament Year and the 30-slot roster as two tables. Also the 'Edit Your Team' form.
 */
interface TeamFieldsProps {
  form: UseFormReturn<RegistrationForm>;
  mode: 'register' | 'edit';
  initialValues?: RegistrationForm;
}

/** Organization, coaches, team name and year; subscribed to the form state here, not in the whole form. */
function TeamFields({ form, mode, initialValues }: TeamFieldsProps) {
  const formState = useFormState({ control: form.control });
  const orgNames = useOrganizationNames(initialValues?.org ?? '');
  const shownError = (name: FieldPath<RegistrationForm>) => {
    const { error, isTouched } = form.getFieldState(name, formState);
    return isTouched || formState.isSubmitted ? error?.message : undefined;
  };
  const placeholder = (value: string | undefined) => (mode === 'edit' ? value : undefined);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Controller
        control={form.control}
        name="org"
        render={({ field }) => (
          <Select
            label="Organization"
            placeholder="Select an Organization"
            data={orgNames}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            searchable
            withAsterisk={mode === 'register'}
          />
        )}
      />
      <TextInput
        label="Head Coach"
        withAsterisk={mode === 'register'}
        placeholder={placeholder(initialValues?.headCoach)}
        error={shownError('headCoach')}
        {...form.register('headCoach')}
      />
      <TextInput
        label="Assistant Coach(es)"
        withAsterisk={mode === 'register'}
        placeholder={placeholder(initialValues?.assistantCoaches)}
        error={shownError('assistantCoaches')}
        {...form.register('assistantCoaches')}
      />
      <TextInput
        label="Team Name"
        withAsterisk={mode === 'register'}
        placeholder={placeholder(initialValues?.team)}
        error={shownError('team')}
        {...form.register('team')}
      />
      <Controller
        control={form.control}
        name="year"
        render={({ field }) => (
          <Select
            label="Tournament Year"
            data={TOURNAMENT_YEARS}
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            allowDeselect={false}
            withAsterisk
            error={shownError('year')}
          />
        )}
      />
    </SimpleGrid>
  );
}

/**
 * The registration form (docs/rules.md §2): Organization, Head Coach, Assistant Coach(es), Team Name,
 * Tournament Year and the 30-slot roster as two tables. Also the 'Edit Your Team' form.
 */
export function TeamRegistrationForm({ mode, initialValues, busy, onSubmit }: TeamRegistrationFormProps) {
  const form = useForm<RegistrationForm>({
    resolver: zodResolver(mode === 'edit' ? editFormSchema : registrationFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues ?? emptyRegistration(),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The organization is checked first, with an alert of its own (docs/rules.md §5).
    if (mode === 'register' && !form.getValues('org')) {
      event.preventDefault();
      window.alert(NO_ORGANIZATION_MESSAGE);
      return;
    }
    void form.handleSubmit(onSubmit)(event);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={mode === 'edit' ? 'Edit Your Team' : 'Register a team'}>
      <Stack gap="lg">
        <Card withBorder shadow="sm" p="lg">
          <TeamFields form={form} mode={mode} initialValues={initialValues} />
          {mode === 'edit' && (
            <Text size="sm" c="dimmed" mt="sm">
              A coach, team or organization left blank keeps its current value. Goalie, taxi and active boxes
              once ticked stay ticked.
            </Text>
          )}
        </Card>
        <Stack gap="xs">
          <Title order={2} size="h4" c="navy.8">
            ROSTER (PLAYERS 1-{SLOTS_PER_TABLE})
          </Title>
          <RosterSlotsTable form={form} first={1} last={SLOTS_PER_TABLE} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4" c="navy.8">
            ROSTER (PLAYERS {SLOTS_PER_TABLE + 1}-{ROSTER_SLOTS})
          </Title>
          <RosterSlotsTable form={form} first={SLOTS_PER_TABLE + 1} last={ROSTER_SLOTS} />
        </Stack>
        <Group justify="center">
          <Button type="submit" size="md" color="red" loading={busy} miw={200}>
            {mode === 'edit' ? 'UPDATE' : 'SUBMIT'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
