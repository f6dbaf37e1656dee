import { Stack, Text, Title } from '@mantine/core';
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
}

/** A team's season: name, record (wins - losses - other losses), roster and schedule. */
export function TeamSeason({ team, withCalendar = false }: TeamSeasonProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} ta="center" c="navy.8" tt="uppercase" data-testid="team-name">
          {team.teamName}
        </Title>
        <Text ta="center" c="dimmed" fw={600}>
          {team.leagueName} · {team.session} {team.year}
        </Text>
        <Text ta="center" fw={800} size="lg" mt={4}>
          Record: <span data-testid="team-record">{recordLabel(team)}</span>
        </Text>
      </div>
      {withCalendar && <SubscribeLinks feedPath={calendarFeeds.team(team.teamId)} label="Team calendar" />}
      <div>
        <Title order={3} c="navy.8" mb="xs">
          Roster
        </Title>
        <RosterTable players={team.rosteredPlayers} />
      </div>
      <div>
        <Title order={3} c="navy.8" mb="xs">
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
          />
        )}
      </div>
    </Stack>
  );
}
