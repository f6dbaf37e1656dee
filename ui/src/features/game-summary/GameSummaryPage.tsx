import { Anchor, Badge, Container, Group, Text, Title } from '@mantine/core';
import type { GameSummaryData } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { pageTitles, siteRoute } from '@league/contracts/site-pages';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { GameKindFlag } from '../../shared/league/schedules/GameKindFlag';
import { itemDate, itemTime } from '../../shared/league/schedules/scheduleItem';
import { TeamLink } from '../../shared/league/schedules/TeamLink';
import { gameQuery } from './api';
import classes from './GameSummary.module.css';
import { PeriodScores } from './PeriodScores';
import { PlayByPlay } from './PlayByPlay';
import { runningScore, runningScoreLine } from './playByPlay';
import { PlayerStatsTable } from './PlayerStatsTable';
import { summaryHeadline } from './summaryHeadline';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';

function GameSummary({ answer }: { answer: GameSummaryData }) {
  const { game, league, gameStats, winner, playerStats, goals, penalties, shots, inProgress } = answer;
  const sheetEntries = goals.length + penalties.length + shots.length > 0;
  const visitor = { name: game.visitorTeamName, teamId: game.visitorTeamId, seed: game.visitorTeamSeed };
  const home = { name: game.homeTeamName, teamId: game.homeTeamId, seed: game.homeTeamSeed };
  const sides = [
    { teamId: game.visitorTeamId, teamName: game.visitorTeamName },
    { teamId: game.homeTeamId, teamName: game.homeTeamName },
  ];
  return (
    <div className={classes.summary}>
      <div>
        <Title
          order={2}
          ta="center"
          c="navy.8"
          {...responsiveFontSize({ base: 20, sm: 26 })}
          data-testid="game-teams"
        >
          <TeamLink {...visitor} league={league} /> @ <TeamLink {...home} league={league} />
        </Title>
        <Text ta="center" fw={600} c="dimmed" data-testid="game-when">
          {itemDate(game)} · {itemTime(game)} ·{' '}
          <Anchor
            component={Link}
            to={siteRoute.venueSchedule.href({ venueId: game.venueId })}
            c="dimmed"
            fw={600}
          >
            {game.venueName}
          </Anchor>
          {game.leagueId && game.leagueName && (
            <>
              {' · '}
              <Anchor
                component={Link}
                to={siteRoute.leagueHub.href({ leagueId: game.leagueId })}
                c="dimmed"
                fw={600}
              >
                {game.leagueName}
              </Anchor>
            </>
          )}
        </Text>
        {(game.playoff || game.championship) && (
          <Group justify="center" mt="xs">
            <GameKindFlag item={game} size="large" />
          </Group>
        )}
      </div>
      {gameStats ? (
        <>
          <div className={classes.result}>
            <Text ta="center" fw={800} size="lg" c="navy.9" data-testid="game-result">
              {summaryHeadline({
                winner,
                status: gameStats.status,
                homeTotal: gameStats.homeGoalsTotal,
                visitorTotal: gameStats.visitorGoalsTotal,
              })}
            </Text>
          </div>
          <div className={classes.periods}>
            <PeriodScores stats={gameStats} visitor={visitor} home={home} league={league} />
          </div>
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
          <div className={classes.players}>
            {sides.map((side) => (
              <PlayerStatsTable
                key={side.teamId ?? side.teamName ?? 'TBD'}
                teamName={side.teamName}
                teamId={side.teamId}
                league={league}
                players={playerStats.filter((player) => player.teamId === side.teamId)}
              />
            ))}
          </div>
        </>
      ) : inProgress ? (
        <div className={`${classes.result} ${classes.live}`} data-testid="game-in-progress">
          <Badge color="red" variant="filled" radius="sm" size="lg">
            In progress
          </Badge>
          <Text fw={800} size="lg" c="navy.9" data-testid="running-score">
            {runningScoreLine(game.visitorTeamName, game.homeTeamName, runningScore(goals))}
          </Text>
        </div>
      ) : (
        <Text ta="center" fw={800} size="lg" c="navy.8">
          TBP: this game has not been played yet.
        </Text>
      )}
      {sheetEntries && (
        <PlayByPlay
          goals={goals}
          penalties={penalties}
          shots={shots}
          visitorName={game.visitorTeamName}
          homeName={game.homeTeamName}
        />
      )}
    </div>
  );
}

/** /gameSummary/{gameId}: the game, its score by period, the winner, the summary and each player's points. */
export function GameSummaryPage() {
  const { gameId = '' } = useParams();
  useLive();
  const game = useQuery(gameQuery(gameId));
  notFoundWhenMissing(game);
  const loadError = useQueryErrorMessage(game, 'Something went wrong with loading the game');

  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Game Summary</PageTitle>
      {game.isPending && <Spinner />}
      {game.data && <DocumentTitle title={pageTitles.gameSummary(game.data.game)} />}
      {game.data && <GameSummary answer={game.data} />}
    </Container>
  );
}
