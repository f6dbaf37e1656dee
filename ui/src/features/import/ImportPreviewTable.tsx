import type { ImportAnswer } from '@league/contracts';
import { Table, Text } from '@mantine/core';
import classes from './ImportPreviewTable.module.css';

/**
 * The rows of a preview: the file's line, what importing it does and its errors. A row with errors is
 * marked in red; the messages wrap under the action so a phone shows every one without scrolling sideways.
 */
export function ImportPreviewTable({ preview }: { preview: ImportAnswer }) {
  return (
    <Table className={classes.table} verticalSpacing={6} withTableBorder data-testid="import-preview">
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.line}>Row</Table.Th>
          <Table.Th>Action and errors</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {preview.rows.map((row) => {
          const bad = row.errors.length > 0;
          return (
            <Table.Tr
              key={row.row}
              className={bad ? classes.bad : undefined}
              data-testid="import-row"
              data-errors={bad ? 'true' : 'false'}
            >
              <Table.Td className={classes.line}>{row.row}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={bad ? 400 : 500} c={bad ? 'dimmed' : undefined}>
                  {row.action}
                </Text>
                {row.errors.map((error) => (
                  <Text key={error} size="sm" c="red.8">
                    {error}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
