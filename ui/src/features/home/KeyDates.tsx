import { siteRoute } from '@league/contracts/site-pages';
import type { ScheduleEntry } from '@league/contracts';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from '../../shared/router';
import { gameKindLabel, seededTeam } from '../../shared/league/schedules/scheduleItem';
import { LiveScore } from '../../shared/league/schedules/LiveScore';
import { dateAndTime } from './homeDates';

/** The key dates ahead as a list a phone reads at its own size: one line of when, what and where each. */
export function KeyDates({ items }: { items: readonly ScheduleEntry[] }) {
  return (
    <Stack component="ol" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Key dates">
      {items.map((item) => (
        <KeyDate key={item.itemId} item={item} />
      ))}
    </Stack>
  );
}

/** One date: when, what (an event's name, or the game with its kind, linked to it) and where. */
function KeyDate({ item }: { item: ScheduleEntry }) {
  const kind = gameKindLabel(item);
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      data-testid="key-date"
    >
      <Text fw={700} c="navy.8">
        {dateAndTime(item.isoDate, item.time)}
      </Text>
      {item.kind === 'event' ? (
        <Text fw={700}>{item.eventName}</Text>
      ) : (
        <Group gap="xs" wrap="wrap">
          {kind && (
            <Text span size="sm" fw={800} c="red.8">
              {kind}
            </Text>
          )}
          <Anchor component={Link} to={siteRoute.gameSummary.href({ gameId: item.itemId })} fw={700}>
            {seededTeam(item.visitorTeamName, item.visitorTeamSeed)} @{' '}
            {seededTeam(item.homeTeamName, item.homeTeamSeed)}
          </Anchor>
          <LiveScore item={item} />
        </Group>
      )}
      <Text size="sm" c="dimmed">
        {item.leagueName && <>{item.leagueName} · </>}
        <Anchor
          component={Link}
          to={siteRoute.venueSchedule.href({ venueId: item.venueId })}
          c="dimmed"
          inherit
        >
          {item.venueName}
        </Anchor>
      </Text>
    </Box>
  );
}
