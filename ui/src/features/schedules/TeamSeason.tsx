import { Text, Title } from '@mantine/core';
import { RosterTable } from '../rosters/RosterTable';
import { calendarFeeds } from './api';
import type { RosterAndScheduleAnswer } from '@league/contracts';
import { recordLabel } from './scheduleItem';
import { ScheduleTable } from './ScheduleTable';
import { SubscribeLinks } from './SubscribeLinks';

interface TeamSeasonProps {
  team: RosterAndScheduleAnswer;
  /** a current team's schedule can be followed in a calendar */
  withCalendar?: boolean;
  /** the team's name is the page's title (h1) on its own page, a section (h2) of another page */
  titleOrder?: 1 | 2;
}

/** A team's season: name, record (wins - losses - other losses), roster and schedule. */
export function TeamSeason({ team, withCalendar = false, titleOrder = 2 }: TeamSeasonProps) {
  const sectionOrder = titleOrder === 1 ? 2 : 3;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-lg)' }}>
      <div>
        <Title order={titleOrder} fz="h2" ta="center" c="navy.8" tt="uppercase" data-testid="team-name">
          {team.teamName}
        </Title>
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
        <Title order={sectionOrder} fz="h3" c="navy.8" mb="xs">
          Roster
        </Title>
        <RosterTable players={team.rosteredPlayers} />
      </div>
      <div>
        <Title order={sectionOrder} fz="h3" c="navy.8" mb="xs">
          Schedule
        </Title>
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
