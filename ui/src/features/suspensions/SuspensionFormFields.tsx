import { siteRoute } from '@league/contracts/site-pages';
import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { EntityForm, type EntityFormFieldsProps } from '../../shared/forms/EntityForm';
import { fieldError } from '../../shared/forms/fieldError';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { suspensionFormSchema, type SuspensionForm, type SuspensionFormInput } from './schemas';

interface SuspensionFormFieldsProps extends EntityFormFieldsProps<SuspensionFormInput, SuspensionForm> {
  initialValues: SuspensionFormInput;
  /** the update payload has no date: the field is shown but cannot change */
  dateLocked?: boolean;
}

type FlagName = 'served' | 'appealed';

/**
 * Date, player, team, reason, number of games (0–99) and the two flags. The spec's flags can only
 * be set to true: once ticked, a box stays ticked. Submit waits until every field is valid.
 */
export function SuspensionFormFields({
  initialValues,
  dateLocked = false,
  ...save
}: SuspensionFormFieldsProps) {
  const form = useEntityForm(suspensionFormSchema, initialValues);
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
      <TextInput
        {...form.register('playerName')}
        label="Player Name"
        withAsterisk
        error={fieldError(form, 'playerName')}
      />
      <TextInput {...form.register('team')} label="Team" withAsterisk error={fieldError(form, 'team')} />
      <Textarea
        {...form.register('reason')}
        label="Reason"
        withAsterisk
        autosize
        minRows={3}
        error={fieldError(form, 'reason')}
      />
      <TextInput
        {...form.register('numberOfGames')}
        type="number"
        inputMode="numeric"
        min={0}
        max={99}
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
