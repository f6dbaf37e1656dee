import { Button, Group } from '@mantine/core';
import { Link } from '../../shared/router';
import { adminPaths } from '../../shared/admin/adminPaths';

/** The links under every admin schedule. */
export function ScheduleLinks() {
  return (
    <Group justify="center" gap="sm" mt="lg">
      <Button component={Link} to={adminPaths.newGame()} color="red">
        Add new Game
      </Button>
      <Button component={Link} to={adminPaths.newEvent()} variant="light">
        Add new Event
      </Button>
    </Group>
  );
}
