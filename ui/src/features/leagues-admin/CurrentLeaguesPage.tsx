import { withAllDivisions } from '../../shared/admin/divisions';
import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { venuesQuery } from '../../shared/admin/venuesApi';
import { currentLeaguesQuery, useToggleLeague, type CurrentLeague } from '../../shared/admin/leaguesApi';
import { newGamePath } from '../../shared/admin/scheduleEntry';
import { LinkButton } from '../../shared/ui/LinkButton';
import type { ButtonVariant } from '../../shared/ui/Button';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { NextSeasonModal } from './NextSeasonModal';

const ADMIN_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: siteRoute.masterSchedule.href(), label: 'Master Schedule' },
  { to: siteRoute.newGame.href(), label: 'Add new Game' },
  { to: siteRoute.newEvent.href(), label: 'Add new Event' },
  { to: siteRoute.currentTeam.href(), label: 'Current Team' },
  { to: siteRoute.newTeam.href(), label: 'New Team' },
  { to: siteRoute.newPlayer.href(), label: 'New Player' },
  { to: siteRoute.csvImport.href(), label: 'Import' },
  { to: siteRoute.archivedTeams.href(), label: 'Archived League Teams' },
  { to: siteRoute.venues.href(), label: 'Venues' },
  { to: siteRoute.videos.href(), label: 'Videos' },
  { to: siteRoute.news.href(), label: 'News' },
  { to: siteRoute.mailOutbox.href(), label: 'Mail Outbox' },
  { to: siteRoute.suspendedPlayers.href(), label: 'Suspended Players' },
];

/** The pages of a league card's buttons, in their order. */
const leagueLinks = (league: CurrentLeague): { label: string; to: string; variant: ButtonVariant }[] => [
  { label: 'TEAMS', to: siteRoute.leagueTeams.href(withAllDivisions(league)), variant: 'light' },
  { label: 'ADD TEAM', to: siteRoute.newLeagueTeam.href(league), variant: 'light' },
  {
    label: 'SCHEDULE',
    to: siteRoute.adminLeagueSchedule.href({ leagueId: league.leagueId }),
    variant: 'light',
  },
  { label: 'ADD GAME', to: newGamePath(league.leagueId), variant: 'light' },
  { label: 'STANDINGS', to: siteRoute.standings.href({ leagueId: league.leagueId }), variant: 'light' },
  { label: 'EDIT', to: siteRoute.updateLeague.href({ leagueId: league.leagueId }), variant: 'default' },
];

interface LeagueCardProps {
  league: CurrentLeague;
  onArchive: () => void;
  onNextSeason: () => void;
}

function LeagueCard({ league, onArchive, onNextSeason }: LeagueCardProps) {
  return (
    <Card withBorder shadow="sm" p="md" data-testid="league-card">
      <Title order={2} fz="lg" c="navy.8">
        {league.leagueName}
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        {league.divisionName ? `${league.divisionName} · ` : ''}
        {league.session} {league.year}
        {league.allowDoubleHeaders ? ' · double-headers allowed' : ''}
      </Text>
      <Group gap="xs">
        {leagueLinks(league).map(({ label, to, variant }) => (
          <LinkButton key={label} to={to} size="xs" variant={variant}>
            {label}
          </LinkButton>
        ))}
        <Button size="xs" color="red" variant="light" onClick={onNextSeason}>
          START NEXT SEASON
        </Button>
        <Button size="xs" color="red" variant="light" onClick={onArchive}>
          ARCHIVE
        </Button>
      </Group>
    </Card>
  );
}

/**
 * /admin/leagues/current, where the title link 'Admin' leads: the current leagues with their teams,
 * schedules and standings, a new league, and the way to every other admin page of league play.
 */
export function CurrentLeaguesPage() {
  const leagues = useQuery(currentLeaguesQuery());
  const venues = useQuery(venuesQuery());
  const toggleLeague = useToggleLeague();
  const [toArchive, setToArchive] = useState<CurrentLeague | null>(null);
  const [toContinue, setToContinue] = useState<CurrentLeague | null>(null);
  const loadError = useQueryErrorMessage(leagues, 'Something went wrong with loading the leagues');

  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={toArchive !== null}
        description={
          toArchive
            ? `Archive the league ${toArchive.leagueName}? It moves to the previous leagues.`
            : undefined
        }
        confirmLabel="ARCHIVE"
        busy={toggleLeague.isPending}
        onCancel={() => setToArchive(null)}
        onConfirm={() =>
          toArchive &&
          toggleLeague.mutate(toArchive, {
            onError: (failure) => console.error('Archiving the league failed:', failure),
            onSettled: () => setToArchive(null),
          })
        }
      />
      <NextSeasonModal league={toContinue} onClose={() => setToContinue(null)} />
      <PageTitle>Current Leagues</PageTitle>
      <Group justify="flex-end" mb="md">
        <LinkButton to={siteRoute.newLeague.href()} color="red">
          Add a New League
        </LinkButton>
      </Group>
      {leagues.isPending && <Spinner />}
      {leagues.isSuccess &&
        (leagues.data.length === 0 ? (
          <EmptyNotice my="lg">No current leagues yet.</EmptyNotice>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {leagues.data.map((league) => (
              <LeagueCard
                key={league.leagueId}
                league={league}
                onArchive={() => setToArchive(league)}
                onNextSeason={() => setToContinue(league)}
              />
            ))}
          </SimpleGrid>
        ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xl">
        <Card withBorder p="md">
          <Title order={2} fz="md" mb="xs">
            Admin pages
          </Title>
          <Stack gap={4}>
            {ADMIN_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to}>
                {link.label}
              </Anchor>
            ))}
          </Stack>
        </Card>
        <Card withBorder p="md">
          <Title order={2} fz="md" mb="xs">
            Venue schedules
          </Title>
          <Stack gap={4}>
            {venues.data?.map((venue) => (
              <Anchor
                key={venue.venueId}
                component={Link}
                to={siteRoute.adminVenueSchedule.href({ venueId: venue.venueId })}
              >
                {venue.venueName}
              </Anchor>
            ))}
            {venues.isSuccess && venues.data.length === 0 && <Text size="sm">No venues yet.</Text>}
          </Stack>
        </Card>
      </SimpleGrid>
    </Container>
  );
}
