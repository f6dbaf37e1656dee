import { Anchor } from '@mantine/core';
import { Link } from '../../shared/router';
import { publicPageHref } from '@league/contracts/site-pages';
import type { TeamName } from './api';
import { seededTeam } from './scheduleItem';

export type TeamLeague = Omit<TeamName, 'teamName'>;

interface TeamLinkProps {
  name: string | null;
  /** shown in front when above 0: "(2) Sharks" */
  seed?: number;
  /** the team's league as its page address names it; null when not known (the name is not linked) */
  league: TeamLeague | null;
  /** the page's own team: shown, not linked */
  current?: boolean;
}

/** A team's name linking to its page (its schedule and roster); TBD and the page's own team unlinked. */
export function TeamLink({ name, seed = 0, league, current = false }: TeamLinkProps) {
  const label = seededTeam(name, seed);
  if (!name || name === 'TBD' || !league || current) return <span>{label}</span>;
  return (
    <span>
      {label.slice(0, label.length - name.length)}
      <Anchor
        component={Link}
        to={publicPageHref.teamSchedule({ ...league, teamName: name })}
        inherit
        underline="always"
      >
        {name}
      </Anchor>
    </span>
  );
}
