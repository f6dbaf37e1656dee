import { isCalendarDate, WEEKDAYS } from '@league/contracts';
import { formatDate } from '@league/contracts/formatting';
import {
  Button,
  Card,
  CloseButton,
  Fieldset,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { fieldError } from '../../shared/forms/fieldError';
import { SearchableSelect } from '../../shared/forms/SearchableSelect';
import {
  BLACKOUT_DATE_MESSAGE,
  emptySlot,
  type GeneratorForm as FormValues,
  type GeneratorValues,
} from './schemas';

type Form = UseFormReturn<FormValues, unknown, GeneratorValues>;

interface GeneratorFormProps {
  form: Form;
  venues: Array<{ value: string; label: string }>;
  onPropose: (values: GeneratorValues) => void;
  busy: boolean;
}

/** A list's own message (no slot at all), wherever react-hook-form keeps it. */
function listError(form: Form, name: 'slots' | 'blackoutDates'): string | undefined {
  if (!form.formState.isSubmitted) return undefined;
  const error = form.formState.errors[name] as { message?: string; root?: { message?: string } } | undefined;
  return error?.root?.message ?? error?.message;
}

function SlotFields({
  form,
  index,
  venues,
  onRemove,
}: {
  form: Form;
  index: number;
  venues: GeneratorFormProps['venues'];
  onRemove: () => void;
}) {
  return (
    <Fieldset legend={`Slot ${index + 1}`} variant="filled" p="sm" data-testid="slot-row">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Controller
          control={form.control}
          name={`slots.${index}.weekday`}
          render={({ field }) => (
            <Select
              label="Day"
              placeholder="Pick a day"
              withAsterisk
              data={[...WEEKDAYS]}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldError(form, `slots.${index}.weekday`)}
            />
          )}
        />
        <TextInput
          {...form.register(`slots.${index}.time`)}
          type="time"
          label="Time"
          withAsterisk
          error={fieldError(form, `slots.${index}.time`)}
        />
        <Controller
          control={form.control}
          name={`slots.${index}.venueId`}
          render={({ field }) => (
            <SearchableSelect
              label="Venue"
              placeholder="Pick a venue"
              withAsterisk
              data={venues}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldError(form, `slots.${index}.venueId`)}
            />
          )}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="xs">
        <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove}>
          Remove slot {index + 1}
        </Button>
      </Group>
    </Fieldset>
  );
}

/** The dates no game is played on: typed (or picked) one at a time, each removable. */
function BlackoutDates({ form }: { form: Form }) {
  const dates = useFieldArray({ control: form.control, name: 'blackoutDates' });
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    if (!isCalendarDate(typed)) {
      setProblem(BLACKOUT_DATE_MESSAGE);
      return;
    }
    setProblem(null);
    if (!dates.fields.some((field) => field.date === typed)) dates.append({ date: typed });
    setTyped('');
  };
  // Enter adds the date instead of proposing
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const sorted = dates.fields
    .map((field, index) => ({ ...field, index }))
    .sort((a, b) => a.date.localeCompare(b.date));
  return (
    <Fieldset legend="Blackout dates" variant="filled" p="sm">
      <Text size="sm" c="dimmed" mb="xs">
        Days with no games (holidays, the rink closed). Optional.
      </Text>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          type="date"
          label="Date to leave out"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={problem}
          style={{ flex: '1 1 12rem' }}
        />
        <Button variant="light" onClick={add} mt={{ base: 0, xs: 25 }}>
          ADD DATE
        </Button>
      </Group>
      {sorted.length > 0 && (
        <List
          mt="sm"
          spacing={4}
          listStyleType="none"
          aria-label="Blackout dates"
          data-testid="blackout-list"
        >
          {sorted.map((field) => (
            <List.Item key={field.id}>
              <Group gap={4} wrap="nowrap">
                <Text size="sm">
                  {formatDate(field.date)}, {field.date.slice(0, 4)}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove blackout date ${formatDate(field.date)}, ${field.date.slice(0, 4)}`}
                  onClick={() => dates.remove(field.index)}
                />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {listError(form, 'blackoutDates') && (
        <Text size="sm" c="red.8" mt="xs" role="alert">
          {listError(form, 'blackoutDates')}
        </Text>
      )}
    </Fieldset>
  );
}

/**
 * The season a proposal is made for (docs/api.md, "Schedule generator"): its dates, the games each team
 * plays, the weekly slots (day, time, venue), the blackout dates and the rest between a team's games.
 */
export function GeneratorForm({ form, venues, onPropose, busy }: GeneratorFormProps) {
  const slots = useFieldArray({ control: form.control, name: 'slots' });
  const slotsError = listError(form, 'slots');
  return (
    <Card withBorder shadow="sm" p={{ base: 'sm', sm: 'lg' }} maw={760} mx="auto" w="100%">
      <form noValidate onSubmit={form.handleSubmit(onPropose)} aria-label="Season">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              {...form.register('startDate')}
              type="date"
              label="Start date"
              description="The first day games may be played."
              withAsterisk
              error={fieldError(form, 'startDate')}
            />
            <TextInput
              {...form.register('endDate')}
              type="date"
              label="End date"
              description="Optional: blank for an open-ended season."
              error={fieldError(form, 'endDate')}
            />
            <TextInput
              {...form.register('gamesPerTeam')}
              label="Games per team"
              inputMode="numeric"
              maxLength={3}
              withAsterisk
              error={fieldError(form, 'gamesPerTeam')}
            />
            <TextInput
              {...form.register('minDaysBetween')}
              label="Minimum days between a team's games"
              description="Optional: blank for 1 (never twice on a day)."
              inputMode="numeric"
              maxLength={2}
              error={fieldError(form, 'minDaysBetween')}
            />
          </SimpleGrid>
          <Stack gap="xs">
            <Text fw={700} size="sm">
              Weekly slots
            </Text>
            <Text size="sm" c="dimmed">
              When and where games can be played each week. A slot holds one game.
            </Text>
            {slots.fields.map((slot, index) => (
              <SlotFields
                key={slot.id}
                form={form}
                index={index}
                venues={venues}
                onRemove={() => slots.remove(index)}
              />
            ))}
            {slotsError && (
              <Text size="sm" c="red.8" role="alert" data-testid="slots-error">
                {slotsError}
              </Text>
            )}
            <Group>
              <Button variant="light" onClick={() => slots.append(emptySlot())}>
                + ADD SLOT
              </Button>
            </Group>
          </Stack>
          <BlackoutDates form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              PROPOSE
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
