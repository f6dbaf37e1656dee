import { Button } from '@mantine/core';
import { RowActions } from './RowActions';
import { LinkButton } from './LinkButton';

/** The EDIT link and DELETE button at the end of an admin list's row. */
export function EditDeleteActions({ editTo, onDelete }: { editTo: string; onDelete: () => void }) {
  return (
    <RowActions>
      <LinkButton to={editTo} size="xs" variant="light">
        EDIT
      </LinkButton>
      <Button size="xs" color="red" variant="light" onClick={onDelete}>
        DELETE
      </Button>
    </RowActions>
  );
}
