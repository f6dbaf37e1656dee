import { Checkbox, Group, Stack, Table, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { RegistrationForm } from './schemas';

type Flag = 'playerIsGoalie' | 'playerIsTaxi' | 'playerIsActive';
const FLAGS: ReadonlyArray<{ flag: Flag; label: string; short: string }> = [
  { flag: 'playerIsGoalie', label: 'Goalie', short: 'G' },
  { flag: 'playerIsTaxi', label: 'Taxi', short: 'T' },
  { flag: 'playerIsActive', label: 'Active', short: 'A' },
];

interface RosterTableProps {
  form: UseFormReturn<RegistrationForm>;
  /** 1-based slot numbers shown by this table */
  first: number;
  last: number;
}

/**
 * One of the two roster tables (slots 1-15 and 16-30): name, number (0-99), birth year and three
 * checkboxes that can only be ticked, never cleared (public-and-coach.md, section 5).
 */
export function RosterTable({ form, first, last }: RosterTableProps) {
  // phones: number and BY go under the name, the checkboxes get one-letter headings, so a row fits
  const compact = useMediaQuery('(max-width: 40em)') ?? false;
  const slots = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const { errors } = form.formState;

  const nameInput = (index: number, slot: number) => (
    <TextInput
      size="xs"
      aria-label={`Player ${slot} name`}
      placeholder={compact ? 'Name' : undefined}
      autoComplete="off"
      {...form.register(`roster.${index}.name`)}
    />
  );
  const numberInput = (index: number, slot: number) => (
    <TextInput
      size="xs"
      type="number"
      min={0}
      max={99}
      step={1}
      aria-label={`Player ${slot} number`}
      placeholder={compact ? 'No.' : undefined}
      error={errors.roster?.[index]?.number?.message}
      {...form.register(`roster.${index}.number`)}
    />
  );
  const birthYearInput = (index: number, slot: number) => (
    <TextInput
      size="xs"
      inputMode="numeric"
      aria-label={`Player ${slot} BY`}
      placeholder={compact ? 'BY' : undefined}
      error={errors.roster?.[index]?.BY?.message}
      {...form.register(`roster.${index}.BY`)}
    />
  );
  const flagBox = (index: number, slot: number, flag: Flag, label: string) => (
    <Controller
      control={form.control}
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
  );

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
          {slots.map((slot) => {
            const index = slot - 1;
            return (
              <Table.Tr key={slot}>
                <Table.Td fw={700}>{slot}</Table.Td>
                {compact ? (
                  <Table.Td>
                    <Stack gap={4}>
                      {nameInput(index, slot)}
                      <Group gap={4} wrap="nowrap" grow>
                        {numberInput(index, slot)}
                        {birthYearInput(index, slot)}
                      </Group>
                    </Stack>
                  </Table.Td>
                ) : (
                  <>
                    <Table.Td>{nameInput(index, slot)}</Table.Td>
                    <Table.Td>{numberInput(index, slot)}</Table.Td>
                    <Table.Td>{birthYearInput(index, slot)}</Table.Td>
                  </>
                )}
                {FLAGS.map(({ flag, label }) => (
                  <Table.Td key={flag}>{flagBox(index, slot, flag, label)}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
