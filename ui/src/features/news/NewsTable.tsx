import { formatDate } from '@league/contracts';
import { Button, Group, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { NewsItem } from './schemas';

interface NewsTableProps {
  news: NewsItem[];
  onDelete: (news: NewsItem) => void;
}

export function NewsTable({ news, onDelete }: NewsTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table withTableBorder bg="white" verticalSpacing="sm">
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
              <Table.Td fw={700}>{item.newsHeading}</Table.Td>
              <Table.Td>{item.newsSubheading}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.newsDate)}</Table.Td>
              <Table.Td maw={360} style={{ whiteSpace: 'pre-line' }}>
                {item.newsContent}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    component={Link}
                    to={`/admin/updateNews/${encodeURIComponent(item._id)}`}
                    size="xs"
                    variant="light"
                  >
                    EDIT
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => onDelete(item)}>
                    DELETE
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
