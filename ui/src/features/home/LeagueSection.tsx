import { siteRoute } from '@league/contracts/site-pages';
import type { HomePulseLeague, ScheduleEntry } from '@league/contracts';
import { Anchor, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { gameKindLabel, seededTeam } from '../../shared/league/schedules/scheduleItem';
import { LiveScore } from '../../shared/league/schedules/LiveScore';
import { leagueTitle } from '../../shared/league/stats/api';
import { HomeSection } from './HomeSection';
import { dateAndTime, dateWithYear } from './homeDates';
import { HOME_TEXT } from '../../shared/content/leagueContent';
import { Columns } from '../../shared/ui/Columns';

const text = HOME_TEXT.pulse;

/** One current league on the home page: its results, its next games and its standings, each a link away from the full page. */
export function LeagueSection({ league }: { league: HomePulseLeague }) {
  useLive(); // with the data's code, after the page's first render
  const schedule = siteRoute.leagueSchedule.href({ leagueId: league.leagueId });
  return (
    <HomeSection id={`league-${league.leagueId}`} title={leagueTitle(league)}>
      <Group gap="xs" mt={-8} mb="md" data-testid="league-pulse-subtitle">
        <Text fw={700} c="navy.7">
          {text.session(league.session, league.year)}
        </Text>
        <Text c="dimmed" aria-hidden="true">
          ·
        </Text>
        <Anchor component={Link} to={siteRoute.leagueHub.href({ leagueId: league.leagueId })} fw={700}>
          {text.leaguePage}
        </Anchor>
      </Group>
      <Columns cols={{ base: 1, md: 3 }} spacing="md">
        <PulseCard
          title={text.latestResults}
          more={{ to: schedule, label: text.fullSchedule }}
          testId="latest-results"
        >
          {league.latestResults.length === 0 ? (
            <Text c="dimmed">{text.noResults}</Text>
          ) : (
            league.latestResults.map((game) => <ResultLine key={game.itemId} game={game} />)
          )}
        </PulseCard>
        <PulseCard
          title={text.nextGames}
          more={{ to: schedule, label: text.fullSchedule }}
          testId="next-games"
        >
          {league.nextGames.length === 0 ? (
            <Text c="dimmed">{text.noNextGames}</Text>
          ) : (
            league.nextGames.map((game) => <NextGameLine key={game.itemId} game={game} />)
          )}
        </PulseCard>
        <PulseCard
          title={text.standings}
          more={{ to: siteRoute.standings.href({ leagueId: league.leagueId }), label: text.fullStandings }}
          testId="standings-snapshot"
        >
          {league.teamCount === 0 ? (
            <Text c="dimmed">{text.noTeams}</Text>
          ) : (
            <StandingsSnapshot league={league} />
          )}
        </PulseCard>
      </Columns>
    </HomeSection>
  );
}

function PulseCard({
  title,
  more,
  testId,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Title order={3} fz="lg" c="navy.8" tt="uppercase" mb="xs">
        {title}
      </Title>
      <Stack gap="sm" style={{ flexGrow: 1 }}>
        {children}
      </Stack>
      <Anchor component={Link} to={more.to} fw={700} mt="sm" size="sm">
        {more.label}
      </Anchor>
    </Card>
  );
}

/** "PLAYOFF GAME" or "CHAMPIONSHIP GAME" beside the date of such a game. */
function GameKind({ game }: { game: ScheduleEntry }) {
  const kind = gameKindLabel(game);
  return kind ? (
    <Text span size="xs" fw={800} c="red.8">
      {kind}
    </Text>
  ) : null;
}

const matchup = (game: ScheduleEntry) =>
  `${seededTeam(game.visitorTeamName, game.visitorTeamSeed)} @ ${seededTeam(game.homeTeamName, game.homeTeamSeed)}`;

/** A played game: its date and status, the teams and the score, linked to the game summary. */
function ResultLine({ game }: { game: ScheduleEntry }) {
  return (
    <Box data-testid="result-line">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {dateWithYear(game.isoDate)}
        </Text>
        <Group gap="xs">
          <GameKind game={game} />
          <Text span size="xs" fw={700} c="navy.7" tt="uppercase">
            {game.status}
          </Text>
        </Group>
      </Group>
      <Anchor
        component={Link}
        to={siteRoute.gameSummary.href({ gameId: game.itemId })}
        fw={700}
        display="block"
      >
        {matchup(game)}{' '}
        <Text span fw={800} c="red.8" style={{ whiteSpace: 'nowrap' }}>
          {game.score}
        </Text>
      </Anchor>
    </Box>
  );
}

/** A game to come: its date with the year and time, the teams linked to the game, the venue to its schedule. */
function NextGameLine({ game }: { game: ScheduleEntry }) {
  return (
    <Box data-testid="next-game-line">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {dateAndTime(game.isoDate, game.time)}
        </Text>
        <Group gap="xs">
          <GameKind game={game} />
          <LiveScore item={game} />
        </Group>
      </Group>
      <Anchor
        component={Link}
        to={siteRoute.gameSummary.href({ gameId: game.itemId })}
        fw={700}
        display="block"
      >
        {matchup(game)}
      </Anchor>
      {game.venueName && (
        <Anchor
          component={Link}
          to={siteRoute.venueSchedule.href({ venueId: game.venueId })}
          size="sm"
          c="dimmed"
        >
          {game.venueName}
        </Anchor>
      )}
    </Box>
  );
}

type Line = HomePulseLeague['standings'][number];

/** The top of the standings: place, team (to its schedule and roster), games played and points. */
function StandingsSnapshot({ league }: { league: HomePulseLeague }) {
  const columns: DataColumn<Line>[] = [
    { key: 'rank', label: 'Rank', align: 'right', cell: (_line, index) => index + 1 },
    {
      key: 'team',
      label: 'Team',
      cell: (line) => (
        <Anchor component={Link} to={siteRoute.team.href({ teamId: line.teamId })} fw={700}>
          {line.teamName}
        </Anchor>
      ),
    },
    { key: 'gp', label: 'GP', title: 'Games played', align: 'right', cell: (line) => line.gamesPlayed },
    { key: 'pts', label: 'PTS', title: 'Points', align: 'right', strong: true, cell: (line) => line.points },
  ];
  return (
    <DataTable
      caption={`${leagueTitle(league)} standings: top ${league.standings.length} of ${league.teamCount} teams`}
      columns={columns}
      rows={league.standings}
      rowKey={(line) => line.teamId}
      rowTestId="standings-snapshot-row"
      stickyColumns={2}
      legend
    />
  );
}
