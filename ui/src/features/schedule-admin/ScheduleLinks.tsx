import { Group } from '@mantine/core';
import { newEventPath, newGamePath } from '../../shared/admin/scheduleEntry';
import { LinkButton } from '../../shared/ui/LinkButton';

/** The links under every admin schedule; under a league's, the new game or event starts in that league. */
export function ScheduleLinks({ leagueId = null }: { leagueId?: string | null }) {
  return (
    <Group justify="center" gap="sm" mt="lg">
      <LinkButton to={newGamePath(leagueId)} color="red">
        Add new Game
      </LinkButton>
      <LinkButton to={newEventPath(leagueId)} variant="light">
        Add new Event
      </LinkButton>
    </Group>
  );
}
