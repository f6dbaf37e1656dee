import { siteRoute } from '@league/contracts/site-pages';
import { formatDate } from '@league/contracts/formatting';
import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { tournamentsQuery } from '../../shared/tournament/api';
import { formatPrice } from '../../shared/tournament/price';
import { LinkButton } from '../../shared/ui/LinkButton';
import { Columns } from '../../shared/ui/Columns';

/** /tournaments (added: docs/rules.md §1): the tournaments players can still register for. */
export function OpenTournamentsPage() {
  const tournaments = useQuery(tournamentsQuery());
  const loadError = useQueryErrorMessage(tournaments, 'Something went wrong with loading the tournaments');
  const open = tournaments.data?.filter((tournament) => tournament.isOpen) ?? [];
  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Tournament Registration</PageTitle>
      {tournaments.isPending && <Spinner />}
      {tournaments.isSuccess &&
        (open.length === 0 ? (
          <Text ta="center">No tournament is open for registration right now.</Text>
        ) : (
          <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
            {open.map((tournament) => (
              <Card key={tournament.tournamentId} withBorder shadow="sm" p="lg" data-testid="open-tournament">
                <Stack gap="xs">
                  <Title order={2} size="h4" c="navy.8">
                    {tournament.leagueNameAndDesc}
                  </Title>
                  <Text>
                    Registration closes {formatDate(tournament.closeDate)}, {tournament.closeDate.slice(0, 4)}
                  </Text>
                  <Text fw={700}>{formatPrice(tournament.price)}</Text>
                  <Group justify="flex-end">
                    <LinkButton
                      to={siteRoute.tournamentRegistration.href({ tournamentId: tournament.tournamentId })}
                      color="red"
                    >
                      REGISTER
                    </LinkButton>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Columns>
        ))}
    </Container>
  );
}
