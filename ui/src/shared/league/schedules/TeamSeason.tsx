import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { RosterTable } from '../rosters/RosterTable';
import { calendarFeeds } from './api';
import type { RosterAndSchedule } from '@league/contracts';
import { recordLabel } from './scheduleItem';
import { ScheduleTable } from './ScheduleTable';
import { SubscribeLinks } from './SubscribeLinks';

interface TeamSeasonProps {
  team: RosterAndSchedule;
  /** a current team's schedule can be followed in a calendar */
  withCalendar?: boolean;
  /** the team's name is the page's title (h1) on its own page, a section (h2) of another page */
  titleOrder?: 1 | 2;
}

/**
 * A heading drawn as Mantine's Title of that size (heading font, weight and line height) with the
 * Text already on every page: Title's own component is not loaded for it.
 */
function Heading({
  order,
  size,
  children,
  ...text
}: TextProps & { order: 1 | 2 | 3; size: 'h2' | 'h3'; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Text component={`h${order}`} ff="heading" fw={700} fz={size} lh={size} m={0} {...text}>
      {children}
    </Text>
  );
}

/** A team's season: name, record (wins - losses - other losses), roster and schedule. */
export function TeamSeason({ team, withCalendar = false, titleOrder = 2 }: TeamSeasonProps) {
  const sectionOrder = titleOrder === 1 ? 2 : 3;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-lg)' }}>
      <div>
        <Heading order={titleOrder} size="h2" ta="center" c="navy.8" tt="uppercase" data-testid="team-name">
          {team.teamName}
        </Heading>
        <Text ta="center" c="dimmed" fw={600}>
          {team.leagueName} · {team.session} {team.year}
        </Text>
        <Text ta="center" fw={800} size="lg" mt={4}>
          Record: <span data-testid="team-record">{recordLabel(team)}</span>
        </Text>
      </div>
      {withCalendar && (
        <SubscribeLinks feedPath={calendarFeeds.team(team.teamId)} label="Team calendar" calendarOf={team} />
      )}
      <div>
        <Heading order={sectionOrder} size="h3" c="navy.8" mb="xs">
          Roster
        </Heading>
        <RosterTable players={team.rosteredPlayers} />
      </div>
      <div>
        <Heading order={sectionOrder} size="h3" c="navy.8" mb="xs">
          Schedule
        </Heading>
        {team.allGamesAndEventsArray.length === 0 ? (
          <Text ta="center" fw={800} c="navy.8" py="md">
            NOTHING SCHEDULED YET!
          </Text>
        ) : (
          <ScheduleTable
            items={team.allGamesAndEventsArray}
            view={{ kind: 'team', teamName: team.teamName }}
            leagueOf={() => team}
            caption={`${team.teamName} schedule`}
          />
        )}
      </div>
    </div>
  );
}
