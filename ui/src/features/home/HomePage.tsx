import { Anchor, Container, Divider, Group, Paper, Text } from '@mantine/core';
import { Link } from '../../shared/router';
import { AboutUs, ExecutiveBoard, Members, TournamentSchedule } from './AboutSections';
import { ContactUs } from './ContactUs';
import { LatestNews } from './LatestNews';
import { LEAGUE_NAME, PLAYER_COMMITMENT_FORM } from './leagueContent';
import { SiteFooter } from './SiteFooter';

/**
 * / : the spec's home page in its order (the header with the menu is the site layout's), with the
 * latest news after the schedule. The copy comes from leagueContent.
 */
export function HomePage() {
  return (
    <Container size="lg" py="md">
      <Paper withBorder p="md" ta="center" mb="sm">
        <Text fw={800} fz={{ base: 24, sm: 32 }} c="navy.8" tt="uppercase">
          {LEAGUE_NAME}
        </Text>
        <Anchor
          href={PLAYER_COMMITMENT_FORM.url}
          target="_blank"
          rel="noopener noreferrer"
          c="red.8"
          fw={800}
          fz={{ base: 'md', sm: 'lg' }}
          data-testid="commitment-link"
        >
          {PLAYER_COMMITMENT_FORM.label}
        </Anchor>
        <Group justify="center" gap="lg" mt="xs">
          <Anchor component={Link} to="/statsandstandings" fw={700}>
            Standings, leaders and schedules
          </Anchor>
          <Anchor component={Link} to="/tournaments" fw={700}>
            Register a player for a tournament
          </Anchor>
        </Group>
      </Paper>
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
      <SiteFooter />
    </Container>
  );
}
