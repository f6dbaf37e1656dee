import { Anchor, Avatar, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PlayerHistoryAnswer } from '@league/contracts';
import { Link, useParams } from '../../shared/router';
import { pageTitles } from '@league/contracts/site-pages';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { Breadcrumbs, type BreadcrumbItem } from '../../shared/layout/Breadcrumbs';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { fullName } from '../rosters/playerName';
import { teamSchedulePath } from '../schedules/api';
import { playerHistoryQuery } from './api';
import { historyRows, type HistoryRow } from './historyRows';
import { leagueSeasonLabel } from './labels';

type Roster = PlayerHistoryAnswer['listOfRosters'][number];

const leagueHubPath = (leagueId: string) => `/league/${encodeURIComponent(leagueId)}`;

const figure = (
  key: string,
  label: string,
  title: string,
  value: (row: HistoryRow) => number,
  strong = false,
): DataColumn<HistoryRow> => ({ key, label, title, align: 'right', strong, cell: value });

/**
 * One row per team season: the team (linking to its page) with its league, season and the player's
 * number under it, then the figures; the last row adds up the career.
 */
const columns: readonly DataColumn<HistoryRow>[] = [
  {
    key: 'team',
    label: 'Team',
    cell: (row) =>
      row.kind === 'career' ? (
        <Text fw={800} size="sm" data-testid="career-totals">
          Career totals
        </Text>
      ) : (
        <>
          <Anchor component={Link} to={teamSchedulePath(row.roster)} fw={600} size="sm">
            {row.roster.teamName}
          </Anchor>
          <Text size="xs" c="dimmed" data-testid="team-season">
            {leagueSeasonLabel(row.roster)} · #{row.roster.number}
          </Text>
        </>
      ),
  },
  figure('gp', 'GP', 'Games played', (row) => row.gamesPlayed),
  figure('g', 'G', 'Goals', (row) => row.goals),
  figure('a', 'A', 'Assists', (row) => row.assists),
  figure('pts', 'PTS', 'Total points', (row) => row.points, true),
];

/** Back to the newest team the player was on and its league; a player on no team, back to the rosters. */
function crumbsOf(name: string, newest: Roster | undefined): BreadcrumbItem[] {
  if (!newest) return [{ label: 'Rosters', to: '/rosters' }, { label: name }];
  return [
    { label: 'Stats & Standings', to: '/statsandstandings' },
    { label: leagueSeasonLabel(newest), to: leagueHubPath(newest.leagueId) },
    { label: newest.teamName, to: teamSchedulePath(newest) },
    { label: name },
  ];
}

function PlayerCareer({ player }: { player: PlayerHistoryAnswer }) {
  const name = fullName(player);
  return (
    <Stack gap="lg" align="stretch">
      <DocumentTitle title={pageTitles.playerHistory(player)} />
      <Breadcrumbs items={crumbsOf(name, player.listOfRosters[0])} />
      <Group justify="center" gap="lg">
        {player.photo ? (
          <Image
            src={player.photo}
            alt={name}
            w={160}
            h={160}
            fit="cover"
            radius="md"
            data-testid="player-photo"
          />
        ) : (
          <Avatar size={120} radius="md" color="navy" alt={name} data-testid="player-photo-missing">
            {`${player.firstName.charAt(0)}${player.lastName.charAt(0)}`}
          </Avatar>
        )}
        <Title order={1} c="navy.8" fz={{ base: 26, sm: 34 }} tt="uppercase" data-testid="player-name">
          {name}
        </Title>
      </Group>
      <DataTable
        caption={`Career of ${name}, team by team`}
        columns={columns}
        rows={historyRows(player)}
        rowKey={(row) => row.key}
        legend
        testId="player-history-table"
        rowTestId="player-history-row"
        emptyText="Not on a team's roster yet."
      />
    </Stack>
  );
}

/** /{playerId}/history: a player's career, team by team, with the career totals. */
export function PlayerHistoryPage() {
  const { playerId = '' } = useParams();
  const history = useQuery(playerHistoryQuery(playerId));
  notFoundWhenMissing(history);
  const loadError = useQueryErrorMessage(history, "Something went wrong with loading the player's history");

  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {history.isPending && <Spinner />}
      {history.data && <PlayerCareer player={history.data} />}
    </Container>
  );
}
