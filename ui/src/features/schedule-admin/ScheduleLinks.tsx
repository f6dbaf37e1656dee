import { siteRoute } from '@league/contracts/site-pages';
import { Group } from '@mantine/core';
import { LinkButton } from '../../shared/ui/LinkButton';

/** The links under every admin schedule. */
export function ScheduleLinks() {
  return (
    <Group justify="center" gap="sm" mt="lg">
      <LinkButton to={siteRoute.newGame.href()} color="red">
        Add new Game
      </LinkButton>
      <LinkButton to={siteRoute.newEvent.href()} variant="light">
        Add new Event
      </LinkButton>
    </Group>
  );
}
