import { Checkbox, Table, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { RegistrationForm } from './schemas';

type Flag = 'playerIsGoalie' | 'playerIsTaxi' | 'playerIsActive';
const FLAGS: ReadonlyArray<{ flag: Flag; label: string }> = [
  { flag: 'playerIsGoalie', label: 'Goalie' },
  { flag: 'playerIsTaxi', label: 'Taxi' },
  { flag: 'playerIsActive', label: 'Active' },
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
  const slots = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const { errors } = form.formState;
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table withTableBorder striped bg="white" verticalSpacing={4} data-testid={`roster-table-${first}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>Player Name</Table.Th>
            <Table.Th w={90}>Number</Table.Th>
            <Table.Th w={90}>BY</Table.Th>
            {FLAGS.map(({ label }) => (
              <Table.Th key={label} w={64} ta="center">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slots.map((slot) => {
            const index = slot - 1;
            const slotErrors = errors.roster?.[index];
            return (
              <Table.Tr key={slot}>
                <Table.Td fw={700}>{slot}</Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Player ${slot} name`}
                    autoComplete="off"
                    {...form.register(`roster.${index}.name`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    type="number"
                    min={0}
                    max={99}
                    step={1}
                    aria-label={`Player ${slot} number`}
                    error={slotErrors?.number?.message}
                    {...form.register(`roster.${index}.number`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    inputMode="numeric"
                    aria-label={`Player ${slot} BY`}
                    error={slotErrors?.BY?.message}
                    {...form.register(`roster.${index}.BY`)}
                  />
                </Table.Td>
                {FLAGS.map(({ flag, label }) => (
                  <Table.Td key={flag}>
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
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
