import { formatDate } from '@league/contracts';
import { Badge, Button, Container, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { tournamentsQuery } from '../../shared/tournament/api';
import { formatPrice, registrantsPath } from '../../shared/tournament/schemas';

/** /admin/tournaments (beyond the spec): every tournament with its registrants and an edit link. */
export function TournamentsAdminPage() {
  const tournaments = useQuery(tournamentsQuery());
  const loadError = useQueryErrorMessage(tournaments, 'Something went wrong with loading the tournaments');
  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Tournaments</PageTitle>
      <Group justify="flex-end" mb="md">
        <Button component={Link} to="/register/tournament/new" color="red">
          Add a New Tournament
        </Button>
      </Group>
      {tournaments.isPending && <Spinner />}
      {tournaments.isSuccess &&
        (tournaments.data.length === 0 ? (
          <Text ta="center">No tournaments yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table withTableBorder striped bg="white">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>League Name and Description</Table.Th>
                  <Table.Th>Registration Closes</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tournaments.data.map((tournament) => (
                  <Table.Tr key={tournament._id} data-testid="tournament-row">
                    <Table.Td fw={700}>{tournament.leagueNameAndDesc}</Table.Td>
                    <Table.Td>
                      {formatDate(tournament.closeDate)}, {tournament.closeDate.slice(0, 4)}{' '}
                      <Badge color={tournament.isOpen ? 'green' : 'gray'} variant="light">
                        {tournament.isOpen ? 'OPEN' : 'CLOSED'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatPrice(tournament.price)}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button component={Link} to={registrantsPath(tournament.leagueNameAndDesc)} size="xs">
                          Registrants
                        </Button>
                        <Button
                          component={Link}
                          to={`/registration/updateTournament/${encodeURIComponent(tournament._id)}`}
                          size="xs"
                          variant="light"
                        >
                          EDIT
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Container>
  );
}
