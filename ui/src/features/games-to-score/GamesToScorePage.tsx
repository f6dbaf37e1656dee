import { formatDate, formatTime } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import type { AdminScheduleEntry } from '@league/contracts';
import { Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { masterScheduleQuery } from '../../shared/admin/scheduleApi';
import { resultsPathFrom } from '../../shared/admin/scheduleLinks';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { todayIso } from '../../shared/forms/today';
import { useLocation, useSearchParams } from '../../shared/router';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { LinkButton } from '../../shared/ui/LinkButton';
import { PageTitle } from '../../shared/ui/PageTitle';
import { SavedNotice } from '../../shared/ui/SavedNotice';
import { Spinner } from '../../shared/ui/Spinner';
import { gamesOfWeek, mondayAfter, weekOf, type PlayWeek } from './week';

/** The query parameter naming a day of the week shown (`?week=2025-09-01`); none: this week. */
const WEEK_PARAM = 'week';

const COMPLETED = new Set(['FINAL', 'Overtime', 'Shootout']);
/** 'TBP' (to be played) and no status at all: nothing recorded yet */
const NOT_SCORED = new Set(['TBP', '']);

const weekHref = (monday: string) => `${siteRoute.gamesToScore.href()}?${WEEK_PARAM}=${monday}`;

function WeekLinks({ week, thisWeek }: { week: PlayWeek; thisWeek: PlayWeek }) {
  return (
    <Group justify="center" gap="xs" mb="lg" wrap="wrap">
      <LinkButton to={weekHref(mondayAfter(week, -1))} variant="default" size="compact-md">
        ‹ PREVIOUS WEEK
      </LinkButton>
      {week.monday !== thisWeek.monday && (
        <LinkButton to={siteRoute.gamesToScore.href()} variant="default" size="compact-md">
          THIS WEEK
        </LinkButton>
      )}
      <LinkButton to={weekHref(mondayAfter(week, 1))} variant="default" size="compact-md">
        NEXT WEEK ›
      </LinkButton>
    </Group>
  );
}

/** One game: when, where, who, its result so far, and the way to its live game sheet and its results page. */
function GameCard({ game, from }: { game: AdminScheduleEntry; from: string }) {
  const results = resultsPathFrom(game, from);
  const scored = COMPLETED.has(game.status);
  const matchup = `${game.visitorTeamName ?? 'TBD'} @ ${game.homeTeamName ?? 'TBD'}`;
  const action = scored ? 'EDIT RESULTS' : 'ENTER RESULTS';
  return (
    <Card withBorder radius="md" p="md" data-testid="game-to-score">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {matchup}
          </Title>
          <Text size="sm" c="dimmed">
            {formatTime(game.time)} · {game.venueName}
            {game.leagueName ? ` · ${game.leagueName}` : ''}
          </Text>
          <Group gap="xs" mt={4}>
            <Badge color={scored ? 'green' : 'gray'} variant="light" radius="sm">
              {scored
                ? `${game.status} ${game.score}`
                : NOT_SCORED.has(game.status)
                  ? 'Not scored yet'
                  : game.status}
            </Badge>
            {(game.playoff || game.championship) && (
              <Badge color="red" variant="light" radius="sm">
                {game.championship ? 'Championship' : 'Playoff'}
              </Badge>
            )}
          </Group>
        </Stack>
        {results ? (
          <Group gap="xs" wrap="wrap">
            <LinkButton
              to={siteRoute.gameSheet.href({ gameId: game.itemId })}
              variant={scored ? 'default' : 'filled'}
              color="red"
              aria-label={`SCORE LIVE: ${matchup}`}
            >
              SCORE LIVE
            </LinkButton>
            <LinkButton to={results} variant="default" aria-label={`${action}: ${matchup}`}>
              {action}
            </LinkButton>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Its teams are not known yet.
          </Text>
        )}
      </Group>
    </Card>
  );
}

/**
 * /admin/gamesToScore (every member of staff; where a scorekeeper lands): the games of a week, Monday to
 * Sunday, this week unless the address names another, by day, each with its results page (which returns
 * here once saved).
 */
export function GamesToScorePage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const today = todayIso();
  const thisWeek = weekOf(today, today);
  const week = weekOf(searchParams.get(WEEK_PARAM) ?? '', today);
  const schedule = useQuery(masterScheduleQuery());
  const loadError = useQueryErrorMessage(schedule, 'Something went wrong with loading the games');
  const games = schedule.data ? gamesOfWeek(schedule.data, week) : [];
  const days = [...new Set(games.map((game) => game.isoDate))];
  const from = location.pathname + location.search;

  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Games to Score</PageTitle>
      <Text ta="center" fw={600} mt={-12} mb="md" data-testid="week-shown">
        {week.monday === thisWeek.monday ? 'This week' : 'The week'}: {formatDate(week.monday)} –{' '}
        {formatDate(week.sunday)}
      </Text>
      <SavedNotice />
      <WeekLinks week={week} thisWeek={thisWeek} />
      {schedule.isPending && <Spinner />}
      {schedule.isSuccess && games.length === 0 && <EmptyNotice>No games this week.</EmptyNotice>}
      <Stack gap="lg">
        {days.map((day) => (
          <section key={day} aria-labelledby={`day-${day}`}>
            <Title order={2} size="h3" id={`day-${day}`} mb="xs" c="navy.8">
              {formatDate(day)}
            </Title>
            <Stack gap="sm">
              {games
                .filter((game) => game.isoDate === day)
                .map((game) => (
                  <GameCard key={game.itemId} game={game} from={from} />
                ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
