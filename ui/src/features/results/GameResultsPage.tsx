import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Badge, Card, Center, Container, Text } from '@mantine/core';
import { formatDate, formatTime } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { LinkButton } from '../../shared/ui/LinkButton';
import { GameHistorySection } from '../../shared/admin/game-audit';
import { FROM_PARAM, returnPath, withFrom } from '../../shared/admin/scheduleLinks';
import { rostersAndPointsQuery, type ResultKind } from './api';
import { ResultsForm } from './ResultsForm';

const PAGES = {
  regular: siteRoute.gameResults,
  playoff: siteRoute.playoffGameResults,
  championship: siteRoute.championshipGameResults,
} satisfies Record<ResultKind, unknown>;

/** "Friday, Sept. 5" from the ISO date (or the answer's own day and MM/DD when it has none). */
function when(game: { isoDate: string; dayOfWeek: string; date: string }) {
  try {
    return formatDate(game.isoDate);
  } catch {
    return `${game.dayOfWeek}, ${game.date}`;
  }
}

/**
 * /admin/gameResults/{id}, /admin/playoffGameResults/{id} and /admin/championshipGameResults/{id}: the
 * heading 'visitor @ home', day, date, time and venue; both knockout pages show 'PLAYOFF GAME!'. The
 * `from` query names the schedule page the admin came from, where SAVE and CANCEL return.
 */
export function GameResultsPage({ kind }: { kind: ResultKind }) {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const from = searchParams.get(FROM_PARAM);
  const game = useQuery(rostersAndPointsQuery(id));
  const loadError = useQueryErrorMessage(game, 'Something went wrong with loading the game');
  const data = game.data;
  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {kind !== 'regular' && (
        <Center mb="sm">
          <Badge size="xl" color="red" radius="sm" data-testid="playoff-banner">
            PLAYOFF GAME!
          </Badge>
        </Center>
      )}
      {game.isPending && <Spinner />}
      {data && (
        <>
          <PageTitle>{`${data.opponent} @ ${data.teamName}`}</PageTitle>
          <Text ta="center" fw={600} mt={-12} mb="sm" data-testid="game-when">
            {when(data)} · {formatTime(data.time)} · {data.venue}
          </Text>
          <Center mb="lg">
            <LinkButton to={siteRoute.gameSheet.href({ gameId: id })} variant="light">
              GAME SHEET
            </LinkButton>
          </Center>
          {data.kind !== kind ? (
            <Text ta="center">
              This is a {data.kind === 'regular' ? 'regular-season' : data.kind} game:{' '}
              <Anchor component={Link} to={withFrom(PAGES[data.kind].href({ id }), from)}>
                enter its results here
              </Anchor>
              .
            </Text>
          ) : (
            <Card withBorder shadow="sm" p={{ base: 'sm', sm: 'lg' }}>
              <ResultsForm key={data.gameId} game={data} returnTo={returnPath(from, data.leagueId)} />
            </Card>
          )}
        </>
      )}
      <GameHistorySection gameId={id} />
    </Container>
  );
}

export const RegularResultsPage = () => <GameResultsPage kind="regular" />;
export const PlayoffResultsPage = () => <GameResultsPage kind="playoff" />;
export const ChampionshipResultsPage = () => <GameResultsPage kind="championship" />;
