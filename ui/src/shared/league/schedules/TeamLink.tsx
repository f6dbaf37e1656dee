import { siteRoute } from '@league/contracts/site-pages';
import { Anchor } from '@mantine/core';
import { Link } from '../../router';
import type { TeamName } from './api';
import { seededTeam } from './scheduleItem';

export type TeamLeague = Omit<TeamName, 'teamName'>;

interface TeamLinkProps {
  name: string | null;
  /** the team's id: the link goes to its page at /team/{teamId} */
  teamId?: string | null;
  /** shown in front when above 0: "(2) Sharks" */
  seed?: number;
  /**
   * without an id, the team's league as its by-name page address names it; null when not known either
   * (the name is not linked)
   */
  league: TeamLeague | null;
  /** the page's own team: shown, not linked */
  current?: boolean;
}

/** The address of a team's page: by its id where known, else by its league's and its own name. */
export function teamPagePath(name: string, teamId: string | null | undefined, league: TeamLeague | null) {
  if (teamId) return siteRoute.team.href({ teamId });
  return league ? siteRoute.teamSchedule.href({ ...league, teamName: name }) : null;
}

/** A team's name linking to its page; TBD and the page's own team unlinked. */
export function TeamLink({ name, teamId, seed = 0, league, current = false }: TeamLinkProps) {
  const label = seededTeam(name, seed);
  const to = name && name !== 'TBD' && !current ? teamPagePath(name, teamId, league) : null;
  if (!name || !to) return <span>{label}</span>;
  return (
    <span>
      {label.slice(0, label.length - name.length)}
      <Anchor component={Link} to={to} inherit underline="always">
        {name}
      </Anchor>
    </span>
  );
}
