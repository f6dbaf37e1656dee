import { Anchor, Table } from '@mantine/core';
import { EditDeleteActions } from '../../shared/ui/EditDeleteActions';
import type { Video } from './schemas';
import classes from '../../shared/ui/stackedTable.module.css';

interface VideosTableProps {
  videos: Video[];
  onDelete: (video: Video) => void;
}

export function VideosTable({ videos, onDelete }: VideosTableProps) {
  return (
    <Table withTableBorder bg="white" verticalSpacing="sm" className={classes.stacked}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Title</Table.Th>
          <Table.Th>URL</Table.Th>
          <Table.Th>Caption</Table.Th>
          <Table.Th aria-label="Actions" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {videos.map((video) => (
          <Table.Tr key={video._id} data-testid="video-row">
            <Table.Td data-label="Title" fw={700}>
              {video.videoTitle}
            </Table.Td>
            <Table.Td data-label="URL" style={{ overflowWrap: 'anywhere' }}>
              <Anchor href={video.videoURL} target="_blank" rel="noopener noreferrer">
                {video.videoURL}
              </Anchor>
            </Table.Td>
            <Table.Td data-label="Caption">{video.videoCaption}</Table.Td>
            <Table.Td>
              <EditDeleteActions
                editTo={`/admin/updateVideo/${encodeURIComponent(video._id)}`}
                onDelete={() => onDelete(video)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
