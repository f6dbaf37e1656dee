import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Container, Divider, Group, Paper, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from '../../shared/router';
import { AboutUs, ExecutiveBoard, Members } from './AboutSections';
import { ContactUs } from './ContactUs';
import { todayOnThisDevice, yearOf } from './homeDates';
import { LatestNews } from './LatestNews';
import { LeaguePulse } from './LeaguePulse';
import { HOME_TEXT, LEAGUE_NAME, playerCommitmentForm } from '../../shared/content/leagueContent';
import { TournamentSchedule } from './TournamentSchedule';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';

const RegistrationCall = lazy(() =>
  import('./homeLive').then(({ RegistrationCall: Call }) => ({ default: Call })),
);

/**
 * / : the league's name as the page's one h1, the red commitment link (this year's), the call to register
 * while a tournament is open, then the league's pulse (each current league's results, next games and
 * standings) and the sections of docs/rules.md §2 in order, with the latest news after the schedule. The copy
 * comes from leagueContent; dates and years from the data and today.
 */
export function HomePage() {
  const commitmentForm = playerCommitmentForm(yearOf(todayOnThisDevice()));
  return (
    <Container size="lg" py="md">
      <Paper withBorder p="md" ta="center" mb="sm">
        <Title order={1} fw={800} {...responsiveFontSize({ base: 24, sm: 32 })} c="navy.8" tt="uppercase">
          {LEAGUE_NAME}
        </Title>
        <Anchor
          href={commitmentForm.url}
          target="_blank"
          rel="noopener noreferrer"
          c="red.8"
          fw={800}
          {...responsiveFontSize({ base: 'md', sm: 'lg' })}
          data-testid="commitment-link"
        >
          {commitmentForm.label}
        </Anchor>
        <Suspense fallback={null}>
          <RegistrationCall />
        </Suspense>
        <Group justify="center" gap="lg" mt="xs">
          <Anchor component={Link} to={siteRoute.statsAndStandings.href()} fw={700}>
            {HOME_TEXT.statsLink}
          </Anchor>
        </Group>
      </Paper>
      <LeaguePulse />
      <Divider />
      <AboutUs />
      <Divider />
      <ExecutiveBoard />
      <Divider />
      <TournamentSchedule />
      <Divider />
      <LatestNews />
      <Divider />
      <Members />
      <Divider />
      <ContactUs />
    </Container>
  );
}
