import { SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { venuesQuery } from '../../shared/admin/venuesApi';
import { fieldError } from '../../shared/forms/fieldError';
import { SearchableSelect } from '../../shared/forms/SearchableSelect';

interface SlotValues {
  date: string;
  time: string;
  venueId: string;
}

/** Date, time and venue: the slot a game or an event takes (and where schedule clashes are found). */
export function ScheduleSlotFields<Values extends SlotValues, Output>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Output>;
}) {
  const venues = useQuery(venuesQuery());
  const name = (field: keyof SlotValues) => field as Path<Values>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          {...form.register(name('date'))}
          type="date"
          label="Date"
          withAsterisk
          error={fieldError(form, name('date'))}
        />
        <TextInput
          {...form.register(name('time'))}
          type="time"
          label="Time"
          withAsterisk
          error={fieldError(form, name('time'))}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name={name('venueId')}
        render={({ field }) => (
          <SearchableSelect
            label="Venue"
            placeholder="Select Venue...."
            withAsterisk
            data={(venues.data ?? []).map((venue) => ({ value: venue.venueId, label: venue.venueName }))}
            value={(field.value as string) || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={fieldError(form, name('venueId'))}
          />
        )}
      />
    </>
  );
}
