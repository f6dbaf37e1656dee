import { Checkbox, Group, Stack, Table, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo } from 'react';
import {
  Controller,
  useFormState,
  type Control,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import type { RegistrationForm } from './schemas';

type Flag = 'playerIsGoalie' | 'playerIsTaxi' | 'playerIsActive';
const FLAGS: ReadonlyArray<{ flag: Flag; label: string; short: string }> = [
  { flag: 'playerIsGoalie', label: 'Goalie', short: 'G' },
  { flag: 'playerIsTaxi', label: 'Taxi', short: 'T' },
  { flag: 'playerIsActive', label: 'Active', short: 'A' },
];

interface RosterRowProps {
  control: Control<RegistrationForm>;
  register: UseFormRegister<RegistrationForm>;
  slot: number;
  compact: boolean;
}

/**
 * One slot. Memoised and subscribed to its own errors only: typing in one row must not re-render the
 * other 29 (180 inputs in all).
 */
const RosterRow = memo(function RosterRow({ control, register, slot, compact }: RosterRowProps) {
  const index = slot - 1;
  const { errors } = useFormState({ control, name: [`roster.${index}.number`, `roster.${index}.birthYear`] });
  const slotErrors = errors.roster?.[index];

  const nameInput = (
    <TextInput
      size="xs"
      aria-label={`Player ${slot} name`}
      placeholder={compact ? 'Name' : undefined}
      autoComplete="off"
      {...register(`roster.${index}.name`)}
    />
  );
  const numberInput = (
    <TextInput
      size="xs"
      type="number"
      min={0}
      max={99}
      step={1}
      aria-label={`Player ${slot} number`}
      placeholder={compact ? 'No.' : undefined}
      error={slotErrors?.number?.message}
      {...register(`roster.${index}.number`)}
    />
  );
  const birthYearInput = (
    <TextInput
      size="xs"
      inputMode="numeric"
      aria-label={`Player ${slot} BY`}
      placeholder={compact ? 'BY' : undefined}
      error={slotErrors?.birthYear?.message}
      {...register(`roster.${index}.birthYear`)}
    />
  );

  return (
    <Table.Tr>
      <Table.Td fw={700}>{slot}</Table.Td>
      {compact ? (
        <Table.Td>
          <Stack gap={4}>
            {nameInput}
            <Group gap={4} wrap="nowrap" grow>
              {numberInput}
              {birthYearInput}
            </Group>
          </Stack>
        </Table.Td>
      ) : (
        <>
          <Table.Td>{nameInput}</Table.Td>
          <Table.Td>{numberInput}</Table.Td>
          <Table.Td>{birthYearInput}</Table.Td>
        </>
      )}
      {FLAGS.map(({ flag, label }) => (
        <Table.Td key={flag}>
          <Controller
            control={control}
            name={`roster.${index}.${flag}`}
            render={({ field }) => (
              <Checkbox
                mx="auto"
                w="fit-content"
                aria-label={`Player ${slot} ${label.toLowerCase()}`}
                checked={field.value}
                // once ticked a box stays ticked: only a change to true is taken
                onChange={(event) => {
                  if (event.currentTarget.checked) field.onChange(true);
                }}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

interface RosterTableProps {
  form: UseFormReturn<RegistrationForm>;
  /** 1-based slot numbers shown by this table */
  first: number;
  last: number;
}

/**
 * One of the two roster tables (slots 1-15 and 16-30): name, number (0-99), birth year and three
 * checkboxes that can only be ticked, never cleared (docs/rules.md §4).
 */
export function RosterSlotsTable({ form, first, last }: RosterTableProps) {
  // phones: number and BY go under the name, the checkboxes get one-letter headings, so a row fits
  const compact = useMediaQuery('(max-width: 40em)') ?? false;
  const slots = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <Table.ScrollContainer minWidth={compact ? 300 : 620}>
      <Table
        withTableBorder
        striped
        bg="white"
        verticalSpacing={4}
        horizontalSpacing={compact ? 6 : 'sm'}
        data-testid={`roster-table-${first}`}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={compact ? 24 : 36}>#</Table.Th>
            {compact ? (
              <Table.Th>Player Name, Number, BY</Table.Th>
            ) : (
              <>
                <Table.Th>Player Name</Table.Th>
                <Table.Th w={90}>Number</Table.Th>
                <Table.Th w={90}>BY</Table.Th>
              </>
            )}
            {FLAGS.map(({ label, short }) => (
              <Table.Th key={label} w={compact ? 32 : 64} ta="center" title={label}>
                {compact ? short : label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.map((slot) => (
            <RosterRow
              key={slot}
              control={form.control}
              register={form.register}
              slot={slot}
              compact={compact}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
