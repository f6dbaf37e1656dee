import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { HomeSection } from './HomeSection';
import { todayOnThisDevice, yearsFrom } from './homeDates';
import { HOME_TEXT } from '../../shared/content/leagueContent';
import { homePulseQuery } from './pulseApi';

const KeyDates = lazy(() => import('./homeLive').then(({ KeyDates: List }) => ({ default: List })));

/**
 * The tournament schedule (docs/rules.md §2), from the schedule itself: the calendar events and the playoff
 * and championship games ahead (the home answer's key dates), as a list a phone reads at its own size. Titled
 * with the years its dates fall in (this year when there are none), so it never names a past season.
 */
export function TournamentSchedule() {
  const home = useQuery(homePulseQuery());
  const keyDates = home.data?.keyDates ?? [];
  const years = yearsFrom(
    home.data?.today ?? todayOnThisDevice(),
    keyDates.map((item) => item.isoDate),
  );
  return (
    <HomeSection id="schedule" title={HOME_TEXT.sections.schedule(years)}>
      <Text mb="md">{HOME_TEXT.schedule.intro}</Text>
      {home.isSuccess && keyDates.length === 0 && (
        <Text fw={700} c="navy.8">
          {HOME_TEXT.schedule.empty}
        </Text>
      )}
      {keyDates.length > 0 && (
        <Suspense fallback={null}>
          <KeyDates items={keyDates} />
        </Suspense>
      )}
    </HomeSection>
  );
}
