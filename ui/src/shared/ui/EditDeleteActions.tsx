import { Button, Group } from '@mantine/core';
import { Link } from '../router';

/** The EDIT link and DELETE button at the end of an admin list's row. */
export function EditDeleteActions({ editTo, onDelete }: { editTo: string; onDelete: () => void }) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button component={Link} to={editTo} size="xs" variant="light">
        EDIT
      </Button>
      <Button size="xs" color="red" variant="light" onClick={onDelete}>
        DELETE
      </Button>
    </Group>
  );
}
