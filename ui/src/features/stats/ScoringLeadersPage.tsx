import { playerName } from '@league/contracts/formatting';
import { Anchor, Container, Text, Title } from '@mantine/core';
import type { ScoringLeader, ScoringLeadersAnswer } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { pageTitles, siteRoute } from '@league/contracts/site-pages';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { Breadcrumbs } from '../../shared/layout/Breadcrumbs';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { goalieLeadersQuery, scoringLeadersQuery, standingsQuery } from '../../shared/league/stats/api';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';
import { GoalieTable } from './GoalieTable';
import { leagueCrumbs } from '../../shared/league/stats/leagueCrumbs';
import { leaderRanks, teamChoices } from './leaderRanks';
import { TeamFilter } from './TeamFilter';
import { LeagueSubtitle } from '../../shared/league/LeagueSubtitle';
import { CsvDownloadLink, leagueCsv } from '../../shared/csv/CsvDownloadLink';

const ALL_TEAMS = '';

function leaderColumns(
  league: Pick<ScoringLeadersAnswer, 'leagueName' | 'session' | 'year'> | undefined,
  ranks: Map<string, string>,
): DataColumn<ScoringLeader>[] {
  const figure = (
    key: string,
    label: string,
    title: string,
    value: (leader: ScoringLeader) => number,
  ): DataColumn<ScoringLeader> => ({ key, label, title, align: 'right', cell: value, sortValue: value });
  return [
    {
      key: 'rank',
      label: 'Rank',
      align: 'center',
      cell: (leader) => ranks.get(leader.rosterPlayerId) ?? '',
    },
    {
      key: 'name',
      label: 'Name',
      sortValue: (leader) => `${leader.lastName} ${leader.firstName}`,
      cell: (leader) => (
        <Anchor component={Link} to={siteRoute.playerHistory.href({ playerId: leader.playerId })} fw={600}>
          {playerName(leader)}
        </Anchor>
      ),
    },
    figure('g', 'G', 'Goals', (leader) => leader.goals),
    figure('a', 'A', 'Assists', (leader) => leader.assists),
    {
      ...figure('tot', 'TOT', 'Total points (G + A)', (leader) => leader.goals + leader.assists),
      strong: true,
    },
    figure('pim', 'PIM', 'Penalty minutes', (leader) => leader.penaltyMinutes),
    figure('ppg', 'PPG', 'Power-play goals', (leader) => leader.powerPlayGoals),
    figure('shg', 'SHG', 'Short-handed goals', (leader) => leader.shortHandedGoals),
    { key: 'number', label: 'No.', title: 'Jersey number', align: 'right', cell: (leader) => leader.number },
    {
      key: 'team',
      label: 'Team',
      sortValue: (leader) => leader.teamName,
      cell: (leader) =>
        league ? (
          <Anchor component={Link} to={siteRoute.team.href({ teamId: leader.teamId })}>
            {leader.teamName}
          </Anchor>
        ) : (
          leader.teamName
        ),
    },
    {
      key: 'division',
      label: 'Division',
      sortValue: (leader) => leader.divisionName ?? '',
      cell: (leader) => leader.divisionName ?? '',
    },
  ];
}

/**
 * /league/{leagueId}/scoringLeaders: the league's players with points, by points then goals. The
 * rank is the player's place in the whole league, also when the table shows one team (?team=).
 * On a failure the data and the titles are emptied (docs/rules.md §4), leaving an empty table.
 * Under them, the league's goalies from the game sheets' lineups (docs/api.md, "Goalie leaders"),
 * of the team shown.
 */
export function ScoringLeadersPage() {
  const { leagueId = '' } = useParams();
  useLive();
  const [searchParams, setSearchParams] = useSearchParams();
  const leaders = useQuery(scoringLeadersQuery(leagueId));
  const goalies = useQuery(goalieLeadersQuery(leagueId));
  notFoundWhenMissing(leaders);
  const loadError = useQueryErrorMessage(leaders, 'Something went wrong with loading the scoring leaders');
  const answer = leaders.isError ? undefined : leaders.data;
  const rows = answer?.scoringLeaders ?? [];
  // the league's teams without scorers too, once the leaders are in (the standings name them all)
  const standings = useQuery({ ...standingsQuery(leagueId), enabled: leaders.isSuccess });
  const teams = teamChoices(standings.data?.listOfTeams ?? [], rows);
  const team = searchParams.get('team') ?? ALL_TEAMS;
  const shown = team === ALL_TEAMS ? rows : rows.filter((leader) => leader.teamId === team);
  const allGoalies = goalies.data ?? [];
  const goaliesShown =
    team === ALL_TEAMS ? allGoalies : allGoalies.filter((goalie) => goalie.teamId === team);
  const ranks = leaderRanks(rows);
  const tied = [...ranks.values()].some((rank) => rank.startsWith('T-'));

  return (
    <Container size="lg" py="xl">
      <ErrorModal title="Heads Up!" error={loadError.message} onClear={loadError.clear} />
      <Breadcrumbs items={leagueCrumbs(leagueId, answer, 'Scoring Leaders')} />
      {answer && <DocumentTitle title={pageTitles.scoringLeaders(answer)} />}
      <PageTitle>{answer ? `${answer.leagueName} Scoring Leaders` : 'Scoring Leaders'}</PageTitle>
      {answer && (
        <LeagueSubtitle mb="md">
          {answer.session} {answer.year}
        </LeagueSubtitle>
      )}
      {leaders.isPending ? (
        <Spinner />
      ) : (
        <>
          {teams.length > 1 && (
            <TeamFilter
              value={team}
              teams={teams}
              onChange={(next) =>
                setSearchParams(next === ALL_TEAMS ? {} : { team: next }, { replace: true })
              }
            />
          )}
          <DataTable
            caption={team === ALL_TEAMS ? 'Scoring leaders' : `Scoring leaders of ${teamName(teams, team)}`}
            columns={leaderColumns(answer, ranks)}
            rows={shown}
            rowKey={(leader) => leader.rosterPlayerId}
            stickyColumns={2}
            legend
            testId="leaders-table"
            rowTestId="leader-row"
            emptyText={team === ALL_TEAMS ? undefined : 'No points for this team yet.'}
          />
          {answer && <CsvDownloadLink href={leagueCsv.scoringLeaders(leagueId)} />}
          {tied && (
            <Text size="xs" c="dimmed" mt={4}>
              T- before a rank: players level on points and goals share it.
            </Text>
          )}
          {answer && goalies.isSuccess && (
            <section aria-labelledby="goalies-heading" data-testid="goalies">
              <Title
                order={2}
                id="goalies-heading"
                {...responsiveFontSize({ base: 19, sm: 22 })}
                c="navy.8"
                mt="xl"
                mb="xs"
              >
                Goalies
              </Title>
              {allGoalies.length === 0 ? (
                <EmptyNotice c="dimmed" data-testid="goalies-empty">
                  No goalie has played a game on a game sheet yet.
                </EmptyNotice>
              ) : (
                <GoalieTable
                  goalies={goaliesShown}
                  caption={team === ALL_TEAMS ? 'Goalies' : `Goalies of ${teamName(teams, team)}`}
                  emptyText="No goalie for this team yet."
                />
              )}
            </section>
          )}
        </>
      )}
    </Container>
  );
}

const teamName = (teams: ReadonlyArray<{ value: string; label: string }>, teamId: string) =>
  teams.find((choice) => choice.value === teamId)?.label ?? 'one team';
