import { Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pageTitles } from '@league/contracts/site-pages';
import { useParams } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { Breadcrumbs } from '../../shared/layout/Breadcrumbs';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { leagueCrumbs } from '../../shared/league/stats/leagueCrumbs';
import { bracketQuery } from '../../shared/league/bracket/api';
import { BracketList } from './BracketList';
import { BracketPicture } from './BracketPicture';
import { LeagueSubtitle } from '../../shared/league/LeagueSubtitle';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';

/** /league/{leagueId}/bracket: the league's playoff and championship games as a bracket, then as lists. */
export function BracketPage() {
  const { leagueId = '' } = useParams();
  useLive();
  const bracket = useQuery(bracketQuery(leagueId));
  notFoundWhenMissing(bracket);
  const loadError = useQueryErrorMessage(bracket, 'Something went wrong with loading the bracket');
  const answer = bracket.isError ? undefined : bracket.data;
  return (
    <Container size="lg" py="xl">
      <ErrorModal title="Heads Up!" error={loadError.message} onClear={loadError.clear} />
      <Breadcrumbs items={leagueCrumbs(leagueId, answer, 'Playoff Bracket')} />
      {answer && <DocumentTitle title={pageTitles.bracket(answer)} />}
      <PageTitle>{answer ? `${answer.leagueName} Playoff Bracket` : 'Playoff Bracket'}</PageTitle>
      {answer && (
        <LeagueSubtitle mb="md">
          {answer.session} {answer.year}
        </LeagueSubtitle>
      )}
      {bracket.isPending ? (
        <Spinner />
      ) : answer && answer.rounds.length > 0 ? (
        <>
          <BracketPicture rounds={answer.rounds} />
          <Title order={2} {...responsiveFontSize({ base: 17, sm: 19 })} c="navy.8" mt="lg" mb="xs">
            Games by round
          </Title>
          <BracketList rounds={answer.rounds} />
        </>
      ) : (
        answer && (
          <Text ta="center" c="dimmed" data-testid="bracket-empty">
            No playoff games scheduled yet.
          </Text>
        )
      )}
    </Container>
  );
}
