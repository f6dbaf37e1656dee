import { playerName } from '@league/contracts/formatting';
import { Container, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import type { PlayerHistoryAnswer } from '@league/contracts';
import { useParams } from '../../shared/router';
import { pageTitles, siteRoute } from '@league/contracts/site-pages';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { Breadcrumbs, type BreadcrumbItem } from '../../shared/layout/Breadcrumbs';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { playerHistoryQuery } from './api';
import { leagueSeasonLabel } from '../../shared/league/history/labels';
import classes from './PlayerHistoryPage.module.css';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';

type Roster = PlayerHistoryAnswer['listOfRosters'][number];

// the career table's code loads beside the player's data (both asked for as the page opens), so the
// first visit's script stays small without a later wait
const loadCareerTable = () => import('./CareerTable');
const CareerTable = lazy(() => loadCareerTable().then(({ CareerTable: Table }) => ({ default: Table })));

/** Back to the newest team the player was on and its league; a player on no team, back to the rosters. */
function crumbsOf(name: string, newest: Roster | undefined): BreadcrumbItem[] {
  if (!newest) return [{ label: 'Rosters', to: siteRoute.rosters.href() }, { label: name }];
  return [
    { label: 'Stats & Standings', to: siteRoute.statsAndStandings.href() },
    { label: leagueSeasonLabel(newest), to: siteRoute.leagueHub.href({ leagueId: newest.leagueId }) },
    { label: newest.teamName, to: siteRoute.team.href({ teamId: newest.teamId }) },
    { label: name },
  ];
}

function PlayerCareer({ player }: { player: PlayerHistoryAnswer }) {
  const name = playerName(player);
  return (
    <Stack gap="lg" align="stretch">
      <DocumentTitle title={pageTitles.playerHistory(player)} />
      <Breadcrumbs items={crumbsOf(name, player.listOfRosters[0])} />
      <Group justify="center" gap="lg">
        {player.photo ? (
          <img src={player.photo} alt={name} className={classes.photo} data-testid="player-photo" />
        ) : (
          // initials in place of a photo; the name follows as the heading
          <div className={classes.initials} aria-hidden="true" data-testid="player-photo-missing">
            {`${player.firstName.charAt(0)}${player.lastName.charAt(0)}`}
          </div>
        )}
        <Title
          order={1}
          c="navy.8"
          {...responsiveFontSize({ base: 26, sm: 34 })}
          tt="uppercase"
          data-testid="player-name"
        >
          {name}
        </Title>
      </Group>
      <Suspense fallback={<Spinner />}>
        <CareerTable player={player} caption={`Career of ${name}, team by team`} />
      </Suspense>
    </Stack>
  );
}

/** /{playerId}/history: a player's career, team by team, with the career totals. */
export function PlayerHistoryPage() {
  const { playerId = '' } = useParams();
  const history = useQuery(playerHistoryQuery(playerId));
  notFoundWhenMissing(history);
  useEffect(() => void loadCareerTable(), []);
  const loadError = useQueryErrorMessage(history, "Something went wrong with loading the player's history");

  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {history.isPending && <Spinner />}
      {history.data && <PlayerCareer player={history.data} />}
    </Container>
  );
}
