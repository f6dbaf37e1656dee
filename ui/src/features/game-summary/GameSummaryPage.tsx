import { Anchor, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { venueSchedulePath } from '../schedules/api';
import type { GameAnswer } from '@league/contracts';
import { gameKindLabel, itemDate, itemTime, opponentLabel } from '../schedules/scheduleItem';
import { gameQuery } from './api';
import { PeriodScores } from './PeriodScores';
import { PlayerStatsTable } from './PlayerStatsTable';
import { summaryHeadline } from './summaryHeadline';

function GameSummary({ answer }: { answer: GameAnswer }) {
  const { game, gameStats, winner, playerStats } = answer;
  const kind = gameKindLabel(game);
  const sides = [
    { teamId: game.visitorTeamId, teamName: game.visitorTeamName ?? 'TBD' },
    { teamId: game.homeTeamId, teamName: game.homeTeamName ?? 'TBD' },
  ];
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} ta="center" c="navy.8" fz={{ base: 20, sm: 26 }} data-testid="game-teams">
          {opponentLabel(game)}
        </Title>
        <Text ta="center" fw={600} c="dimmed">
          {itemDate(game)} · {itemTime(game)} ·{' '}
          <Anchor component={Link} to={venueSchedulePath(game.venueId)} c="dimmed" fw={600}>
            {game.venueName}
          </Anchor>
          {game.leagueName ? ` · ${game.leagueName}` : ''}
        </Text>
        {kind && (
          <Group justify="center" mt="xs">
            <Badge color={game.championship ? 'yellow.7' : 'red'} size="lg" radius="sm">
              {kind}
            </Badge>
          </Group>
        )}
      </div>
      {gameStats ? (
        <>
          <Card withBorder padding="md" bg="navy.0">
            <Text ta="center" fw={800} size="lg" c="navy.9" data-testid="game-result">
              {summaryHeadline({
                winner,
                status: gameStats.status,
                homeTotal: gameStats.homeGoalsTotal,
                visitorTotal: gameStats.visitorGoalsTotal,
              })}
            </Text>
          </Card>
          <PeriodScores
            stats={gameStats}
            visitor={{ name: game.visitorTeamName, seed: game.visitorTeamSeed }}
            home={{ name: game.homeTeamName, seed: game.homeTeamSeed }}
          />
          {gameStats.summary && (
            <div>
              <Title order={3} c="navy.8" mb={4}>
                Summary
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="game-summary-text">
                {gameStats.summary}
              </Text>
            </div>
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {sides.map((side) => (
              <PlayerStatsTable
                key={side.teamName}
                teamName={side.teamName}
                players={playerStats.filter((player) => player.teamId === side.teamId)}
              />
            ))}
          </SimpleGrid>
        </>
      ) : (
        <Text ta="center" fw={800} size="lg" c="navy.8">
          TBP: this game has not been played yet.
        </Text>
      )}
    </Stack>
  );
}

/** /gameSummary/{gameId}: the game, its score by period, the winner, the summary and each player's points. */
export function GameSummaryPage() {
  const { gameId = '' } = useParams();
  const game = useQuery(gameQuery(gameId));
  const loadError = useQueryErrorMessage(game, 'Something went wrong with loading the game');

  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Game Summary</PageTitle>
      {game.isPending && <Spinner />}
      {game.data && <GameSummary answer={game.data} />}
    </Container>
  );
}
