import { Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useWatch } from 'react-hook-form';
import { ScoreInput, type ResultsFormApi } from './ScoreInput';

const PERIODS = ['1', '2', '3', 'OT/SO'] as const;

function Total({ form, side }: { form: ResultsFormApi; side: 'home' | 'visitor' }) {
  const periods = useWatch({ control: form.control, name: `${side}Periods` });
  const numbers = periods.map((value) => Number(value));
  const total = numbers.every((value) => Number.isInteger(value)) ? numbers.reduce((a, b) => a + b, 0) : '–';
  return (
    <Text fw={800} ta="center" data-testid={`${side}-total`}>
      {total}
    </Text>
  );
}

interface ScoreTableProps {
  form: ResultsFormApi;
  visitor: string;
  home: string;
}

/** The two sides as every schedule lists them: the visitor first, then the home team. */
const sides = ({ visitor, home }: Omit<ScoreTableProps, 'form'>) =>
  [
    { side: 'visitor', name: visitor },
    { side: 'home', name: home },
  ] as const;

/**
 * On a phone the periods run down the table, a column per team (the visitor's on the left), so every
 * box is in view without scrolling sideways.
 */
function PeriodsDown({ form, ...teams }: ScoreTableProps) {
  const columns = sides(teams);
  return (
    <Table withTableBorder bg="white" data-testid="score-table" striped={false} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Period</Table.Th>
          {columns.map(({ side, name }) => (
            // long names wrap anywhere rather than push the table past the screen
            <Table.Th key={side} ta="center" w="38%" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {PERIODS.map((period, index) => (
          <Table.Tr key={period}>
            <Table.Td fw={700}>{period}</Table.Td>
            {columns.map(({ side, name }) => (
              <Table.Td key={side}>
                <ScoreInput
                  form={form}
                  name={`${side}Periods.${index}`}
                  label={`${name} period ${period}`}
                  centered
                />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td fw={700}>Total</Table.Td>
          {columns.map(({ side }) => (
            <Table.Td key={side}>
              <Total form={form} side={side} />
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** Goals per period (1, 2, 3, OT/SO) and the total (their sum) for each team of a regular game. */
export function ScoreTable(props: ScoreTableProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return phone ? <PeriodsDown {...props} /> : <PeriodsAcross {...props} />;
}

/** A row per team (the visitor first), the periods across. */
function PeriodsAcross({ form, ...teams }: ScoreTableProps) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder bg="white" data-testid="score-table" striped={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            {PERIODS.map((period) => (
              <Table.Th key={period} ta="center">
                {period}
              </Table.Th>
            ))}
            <Table.Th ta="center">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sides(teams).map(({ side, name }) => (
            <Table.Tr key={side} data-testid={`${side}-score`}>
              <Table.Td fw={700}>{name}</Table.Td>
              {PERIODS.map((period, index) => (
                <Table.Td key={period} ta="center">
                  <ScoreInput
                    form={form}
                    name={`${side}Periods.${index}`}
                    label={`${name} period ${period}`}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <Total form={form} side={side} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Playoff and championship games: a final score per team only. */
export function FinalScoreTable({ form, ...teams }: ScoreTableProps) {
  return (
    <Table withTableBorder bg="white" data-testid="score-table" striped={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Team</Table.Th>
          <Table.Th ta="center">Final Score</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sides(teams).map(({ side, name }) => (
          <Table.Tr key={side} data-testid={`${side}-score`}>
            <Table.Td fw={700}>{name}</Table.Td>
            <Table.Td>
              <ScoreInput form={form} name={`${side}Total`} label={`${name} final score`} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
