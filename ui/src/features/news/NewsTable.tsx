import { formatDate } from '@league/contracts';
import { Table } from '@mantine/core';
import { EditDeleteActions } from '../../shared/ui/EditDeleteActions';
import type { NewsItem } from '../../shared/content/news/schemas';
import classes from '../../shared/ui/stackedTable.module.css';

interface NewsTableProps {
  news: NewsItem[];
  onDelete: (news: NewsItem) => void;
}

export function NewsTable({ news, onDelete }: NewsTableProps) {
  return (
    <Table withTableBorder bg="white" verticalSpacing="sm" className={classes.stacked}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Heading</Table.Th>
          <Table.Th>Subheading</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Content</Table.Th>
          <Table.Th aria-label="Actions" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {news.map((item) => (
          <Table.Tr key={item._id} data-testid="news-row">
            <Table.Td data-label="Heading" fw={700}>
              {item.newsHeading}
            </Table.Td>
            <Table.Td data-label="Subheading">{item.newsSubheading}</Table.Td>
            <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(item.newsDate)}
            </Table.Td>
            <Table.Td data-label="Content" style={{ whiteSpace: 'pre-line' }}>
              {item.newsContent}
            </Table.Td>
            <Table.Td>
              <EditDeleteActions
                editTo={`/admin/updateNews/${encodeURIComponent(item._id)}`}
                onDelete={() => onDelete(item)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
