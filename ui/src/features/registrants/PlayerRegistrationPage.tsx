import { siteRoute } from '@league/contracts/site-pages';
import { formatDate } from '@league/contracts/formatting';
import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { useSentForm } from '../../shared/forms/useSentForm';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { tournamentsQuery } from '../../shared/tournament/api';
import { formatPrice } from '../../shared/tournament/price';
import type { Tournament } from '../../shared/tournament/schemas';
import { useRegisterPlayer } from './api';
import { RegistrantFormFields } from './RegistrantFormFields';

export const PLAYER_REGISTERED_MESSAGE = 'You are registered for the tournament. Thanks!';

function PlayerRegistrationForm({ tournament }: { tournament: Tournament }) {
  const navigate = useNavigate();
  const register = useRegisterPlayer(tournament.tournamentId);
  const sent = useSentForm({
    thanks: PLAYER_REGISTERED_MESSAGE,
    onOkay: () => void navigate(siteRoute.home.href()),
  });
  return (
    <>
      {sent.modals}
      <Text ta="center" mb="md">
        {tournament.leagueNameAndDesc}: {formatPrice(tournament.price)}. Registration closes{' '}
        {formatDate(tournament.closeDate)}, {tournament.closeDate.slice(0, 4)}.
      </Text>
      <Card withBorder shadow="sm" p="lg">
        <RegistrantFormFields
          submitLabel="REGISTER"
          busy={register.isPending}
          onSubmit={(values) =>
            register.mutate(values, {
              onSuccess: sent.thank,
              onError: (failure) =>
                sent.fail(errorMessage(failure, 'Something went wrong with registering for the tournament')),
            })
          }
        />
      </Card>
    </>
  );
}

/**
 * /tournament/{tournamentId}/register (added: docs/rules.md §1): a player registers for an open tournament.
 */
export function PlayerRegistrationPage() {
  const { tournamentId = '' } = useParams();
  const tournaments = useQuery(tournamentsQuery());
  const loadError = useQueryErrorMessage(tournaments, 'Something went wrong with loading the tournament');
  const tournament = tournaments.data?.find((candidate) => candidate.tournamentId === tournamentId);
  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Player Registration</PageTitle>
      {tournaments.isPending && <Spinner />}
      {tournaments.isSuccess && !tournament && <Text ta="center">This tournament does not exist.</Text>}
      {tournament && !tournament.isOpen && (
        <Text ta="center">Registration for {tournament.leagueNameAndDesc} is closed.</Text>
      )}
      {tournament?.isOpen && <PlayerRegistrationForm tournament={tournament} />}
    </Container>
  );
}
