import { siteRoute } from '@league/contracts/site-pages';
import { formatDate } from '@league/contracts';
import { Badge, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { QueryList } from '../../shared/ui/QueryList';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { RowActions } from '../../shared/ui/RowActions';
import { tournamentsQuery } from '../../shared/tournament/api';
import { formatPrice, registrantsPath, type Tournament } from '../../shared/tournament/schemas';
import { LinkButton } from '../../shared/ui/LinkButton';

const TOURNAMENT_COLUMNS: EntityColumn<Tournament>[] = [
  { label: 'League Name and Description', cell: (tournament) => tournament.leagueNameAndDesc, fw: 700 },
  {
    label: 'Registration Closes',
    cell: (tournament) => (
      <>
        {formatDate(tournament.closeDate)}, {tournament.closeDate.slice(0, 4)}{' '}
        <Badge color={tournament.isOpen ? 'green' : 'gray'} variant="light">
          {tournament.isOpen ? 'OPEN' : 'CLOSED'}
        </Badge>
      </>
    ),
  },
  { label: 'Price', cell: (tournament) => formatPrice(tournament.price) },
];

/** /admin/tournaments (added: docs/rules.md §1): every tournament with its registrants and an edit link. */
export function TournamentsAdminPage() {
  const tournaments = useQuery(tournamentsQuery());
  const loadError = useQueryErrorMessage(tournaments, 'Something went wrong with loading the tournaments');
  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Tournaments</PageTitle>
      <Group justify="flex-end" mb="md">
        <LinkButton to={siteRoute.newTournament.href()} color="red">
          Add a New Tournament
        </LinkButton>
      </Group>
      <QueryList list={tournaments} empty={<Text ta="center">No tournaments yet.</Text>}>
        {(items) => (
          <EntityTable
            rows={items}
            columns={TOURNAMENT_COLUMNS}
            rowKey={(tournament) => tournament.tournamentId}
            rowTestId="tournament-row"
            layout={{ minWidth: 640 }}
            striped
            actions={(tournament) => (
              <RowActions>
                <LinkButton to={registrantsPath(tournament.leagueNameAndDesc)} size="xs">
                  Registrants
                </LinkButton>
                <LinkButton
                  to={siteRoute.updateTournament.href({ tournamentId: tournament.tournamentId })}
                  size="xs"
                  variant="light"
                >
                  EDIT
                </LinkButton>
              </RowActions>
            )}
          />
        )}
      </QueryList>
    </Container>
  );
}
