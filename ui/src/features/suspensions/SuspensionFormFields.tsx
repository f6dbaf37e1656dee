import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Link } from '../../shared/router';
import { suspensionFormSchema, type SuspensionForm, type SuspensionFormInput } from './schemas';

interface SuspensionFormFieldsProps {
  initialValues: SuspensionFormInput;
  /** the update payload has no date: the field is shown but cannot change */
  dateLocked?: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: SuspensionForm) => void;
}

type FlagName = 'served' | 'appealed';

/**
 * Date, player, team, reason, number of games (0–99) and the two flags. The spec's flags can only
 * be set to true: once ticked, a box stays ticked. Submit waits until every field is valid.
 */
export function SuspensionFormFields({
  initialValues,
  dateLocked = false,
  submitLabel,
  busy,
  onSubmit,
}: SuspensionFormFieldsProps) {
  const form = useForm<SuspensionFormInput, unknown, SuspensionForm>({
    resolver: zodResolver(suspensionFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const shown = (name: keyof SuspensionFormInput) => {
    const { error, isTouched } = form.getFieldState(name, form.formState);
    return isTouched || form.formState.isSubmitted ? error?.message : undefined;
  };
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
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="sm">
        <TextInput
          {...form.register('date1')}
          type="date"
          label="Date"
          withAsterisk
          readOnly={dateLocked}
          disabled={dateLocked}
          error={shown('date1')}
        />
        <TextInput
          {...form.register('playerName')}
          label="Player Name"
          withAsterisk
          error={shown('playerName')}
        />
        <TextInput {...form.register('team')} label="Team" withAsterisk error={shown('team')} />
        <Textarea
          {...form.register('reason')}
          label="Reason"
          withAsterisk
          autosize
          minRows={3}
          error={shown('reason')}
        />
        <TextInput
          {...form.register('numberOfGames')}
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          label="Number of Games"
          withAsterisk
          error={shown('numberOfGames')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
          {flag('served', 'Served?')}
          {flag('appealed', 'Appealed Successfully?')}
        </SimpleGrid>
        <Group justify="space-between" mt="sm">
          <Button component={Link} to="/admin/suspended" variant="default">
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
