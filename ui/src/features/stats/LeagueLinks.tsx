import { siteRoute } from '@league/contracts/site-pages';
import { Group } from '@mantine/core';
import { LinkButton } from '../../shared/ui/LinkButton';

/** The three ways into a league's numbers. */
export function LeagueLinks({ leagueId, size = 'sm' }: { leagueId: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Group gap="xs" wrap="wrap">
      <LinkButton to={siteRoute.standings.href({ leagueId })} size={size}>
        STANDINGS
      </LinkButton>
      <LinkButton to={siteRoute.scoringLeaders.href({ leagueId })} size={size} variant="light">
        SCORING LEADERS
      </LinkButton>
      <LinkButton to={siteRoute.leagueSchedule.href({ leagueId })} size={size} variant="light">
        SCHEDULE
      </LinkButton>
    </Group>
  );
}
