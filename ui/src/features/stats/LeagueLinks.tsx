import { Group } from '@mantine/core';
import { Button } from '../../shared/ui/Button';
import { Link } from '../../shared/router';
import { leagueSchedulePath, scoringLeadersPath, standingsPath } from '../../shared/league/stats/api';

/** The three ways into a league's numbers. */
export function LeagueLinks({ leagueId, size = 'sm' }: { leagueId: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Button component={Link} to={standingsPath(leagueId)} size={size}>
        STANDINGS
      </Button>
      <Button component={Link} to={scoringLeadersPath(leagueId)} size={size} variant="light">
        SCORING LEADERS
      </Button>
      <Button component={Link} to={leagueSchedulePath(leagueId)} size={size} variant="light">
        SCHEDULE
      </Button>
    </Group>
  );
}
