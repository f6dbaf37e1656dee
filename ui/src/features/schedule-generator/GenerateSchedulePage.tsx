import type { ProposedGame, ScheduleProposalAnswer } from '@league/contracts';
import { siteRoute } from '@league/contracts/site-pages';
import { Alert, Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { currentLeaguesQuery, leagueLabel } from '../../shared/admin/leaguesApi';
import { venuesQuery } from '../../shared/admin/venuesApi';
import { SearchableSelect } from '../../shared/forms/SearchableSelect';
import { useEntityForm } from '../../shared/forms/useEntityForm';
import { Link, useNavigate, useParams } from '../../shared/router';
import { PageTitle } from '../../shared/ui/PageTitle';
import type { SavedState } from '../../shared/ui/SavedNotice';
import { gamesNamed, refusalLines, useApplyProposal, useProposeSchedule } from './api';
import {
  calendarWeeks,
  lastDayOf,
  longDate,
  movedGames,
  moveGame,
  restProblems,
  swapGames,
  whenOf,
  type Slot,
} from './calendar';
import { GeneratorForm } from './GeneratorForm';
import { MoveGameModal } from './MoveGameModal';
import { ProposalCalendar } from './ProposalCalendar';
import classes from './ProposalCalendar.module.css';
import {
  emptyGeneratorForm,
  generatorFormSchema,
  proposalRequestOf,
  sameParameters,
  type GeneratorValues,
} from './schemas';

/** What the league's schedule shows on landing: the games added, marked (the schedule pages' landing). */
type Landing = SavedState & { highlight: readonly string[] };

const gamesAdded = (count: number) => (count === 1 ? '1 game added.' : `${count} games added.`);

/**
 * A proposal and the admin's changes to it: its games as moved and swapped, the games selected (one to
 * move, two to swap), and what the last change did.
 */
function ProposalView({ leagueId, proposal }: { leagueId: string; proposal: ScheduleProposalAnswer }) {
  const navigate = useNavigate();
  const [games, setGames] = useState<ProposedGame[]>(proposal.games);
  const [selected, setSelected] = useState<number[]>([]);
  const [moving, setMoving] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const apply = useApplyProposal(leagueId);

  const teamNames = useMemo(
    () => new Map(proposal.teams.map((team) => [team.teamId, team.teamName])),
    [proposal],
  );
  const venueNames = useMemo(
    () => new Map(proposal.venues.map((venue) => [venue.venueId, venue.venueName])),
    [proposal],
  );
  const teamName = (teamId: string) => teamNames.get(teamId) ?? 'Unknown team';
  const venueName = (venueId: string) => venueNames.get(venueId) ?? 'Unknown venue';
  const gameName = (game: ProposedGame) => `${teamName(game.homeTeamId)} vs ${teamName(game.visitorTeamId)}`;
  const names = { gameName, venueName };
  const { parameters } = proposal;

  const weeks = calendarWeeks(games, {
    blackoutDates: parameters.blackoutDates,
    booked: proposal.booked,
    venueName,
  });
  const moved = movedGames(games, proposal.games);
  const problems = restProblems(games, parameters.minDaysBetween, teamName);
  const describe = (index: number) => `game ${index + 1} (${gameName(games[index]!)})`;
  const toggle = (index: number) => {
    setDone('');
    setSelected((current) =>
      current.includes(index)
        ? current.filter((at) => at !== index)
        : // a third selection replaces the first: two games at most, to swap
          [...current.slice(-1), index],
    );
  };
  const change = (next: ProposedGame[], message: string) => {
    setGames(next);
    setSelected([]);
    setDone(message);
    apply.reset();
  };
  const move = (index: number, to: Slot) => {
    setMoving(null);
    const next = moveGame(games, index, to);
    change(
      next,
      `Moved game ${index + 1} (${gameName(next[index]!)}) to ${whenOf(to)}, ${venueName(to.venueId)}.`,
    );
  };
  const swap = () => {
    const [a, b] = selected as [number, number];
    change(
      swapGames(games, a, b),
      `Swapped game ${a + 1} (${gameName(games[a]!)}) and game ${b + 1} (${gameName(games[b]!)}).`,
    );
  };
  const undo = () => change(proposal.games, 'Every game is back where the proposal put it.');
  const record = () =>
    apply.mutate(
      { proposalId: proposal.proposalId, parameters, games },
      {
        onSuccess: ({ gameIds }) =>
          navigate(siteRoute.adminLeagueSchedule.href({ leagueId }), {
            state: { saved: gamesAdded(gameIds.length), highlight: gameIds } satisfies Landing,
          }),
      },
    );

  const refusal = apply.isError
    ? refusalLines(apply.error, 'Something went wrong with applying the schedule')
    : [];
  // the games a rest rule or the server's refusal names: marked on the calendar
  const faulty = new Set([...problems.map((problem) => problem.index), ...gamesNamed(refusal)]);
  const selection =
    selected.length === 0
      ? 'Select a game to move it, or two games to swap their dates, times and venues.'
      : `Selected: ${selected.map(describe).join(' and ')}.`;

  return (
    <Stack gap="md">
      <MoveGameModal
        index={moving}
        games={games}
        parameters={parameters}
        booked={proposal.booked}
        onMove={move}
        onClose={() => setMoving(null)}
        {...names}
      />
      <Text>
        {games.length} {games.length === 1 ? 'game' : 'games'} for {proposal.teams.length} teams, from{' '}
        {longDate(parameters.startDate)}
        {parameters.endDate ? ` to ${longDate(lastDayOf(parameters))}` : ' (no end date)'}. The home team is
        named first.
      </Text>
      {proposal.warnings.length > 0 && (
        <Alert color="yellow" variant="light" title="Warnings" data-testid="proposal-warnings">
          <List size="sm" spacing={4}>
            {proposal.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {games.length === 0 ? (
        <Alert color="red" variant="light" title="No games fit">
          No game fits in these slots and dates: add slots, remove blackout dates or pick a later end date,
          then propose again.
        </Alert>
      ) : (
        <>
          <ProposalCalendar
            weeks={weeks}
            selected={selected}
            moved={moved}
            faulty={faulty}
            onToggle={toggle}
            {...names}
          />
          <div className={classes.actions} data-testid="proposal-actions">
            <Stack gap={6}>
              <Text size="sm" role="status" aria-live="polite" data-testid="selection">
                {done || selection}
              </Text>
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  disabled={selected.length !== 1}
                  onClick={() => setMoving(selected[0]!)}
                >
                  MOVE GAME
                </Button>
                <Button size="compact-sm" disabled={selected.length !== 2} onClick={swap}>
                  SWAP GAMES
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={selected.length === 0}
                  onClick={() => setSelected([])}
                  aria-label="Clear the selection"
                >
                  CLEAR
                </Button>
              </Group>
            </Stack>
          </div>
          {problems.length > 0 && (
            <Alert color="red" variant="light" title="Before applying" data-testid="rest-problems">
              <List size="sm" spacing={4}>
                {problems.map((problem) => (
                  <List.Item key={problem.message}>{problem.message}</List.Item>
                ))}
              </List>
              <Text size="sm" mt="xs">
                Move or swap these games again, or undo the changes.
              </Text>
            </Alert>
          )}
          {refusal.length > 0 && (
            <Alert color="red" variant="light" title="Not applied" role="alert" data-testid="apply-refusal">
              {refusal.length === 1 ? (
                <Text size="sm">{refusal[0]}</Text>
              ) : (
                <List size="sm" spacing={4}>
                  {refusal.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              )}
              <Text size="sm" mt="xs">
                Nothing was recorded. Move the games named, or propose again.
              </Text>
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={moved.size === 0} onClick={undo}>
              UNDO CHANGES
            </Button>
            <Button color="red" onClick={record} loading={apply.isPending} disabled={problems.length > 0}>
              APPLY {games.length} {games.length === 1 ? 'GAME' : 'GAMES'}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** The form's values as the request, or null while the form is wrong. */
function requestOf(values: unknown): GeneratorValues | null {
  const parsed = generatorFormSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}

function Generator({ leagueId }: { leagueId: string }) {
  const venues = useQuery(venuesQuery());
  const form = useEntityForm(generatorFormSchema, emptyGeneratorForm());
  const propose = useProposeSchedule(leagueId);
  const [proposal, setProposal] = useState<ScheduleProposalAnswer | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const venueOptions = (venues.data ?? []).map((venue) => ({ value: venue.venueId, label: venue.venueName }));
  const current = requestOf(form.watch());
  const stale = proposal !== null && (current === null || !sameParameters(current, proposal.parameters));

  const ask = (values: GeneratorValues) =>
    propose.mutate(proposalRequestOf(values), {
      onSuccess: setProposal,
    });
  // each new proposal takes the focus, below the form: a phone is taken there. Focused once it is on
  // the page (a frame asked for in onSuccess could come before React had rendered it).
  useEffect(() => {
    if (proposal) heading.current?.focus();
  }, [proposal]);

  return (
    <Stack gap="lg">
      <GeneratorForm form={form} venues={venueOptions} onPropose={ask} busy={propose.isPending} />
      {propose.isError && (
        <Alert
          color="red"
          variant="light"
          title="No proposal"
          role="alert"
          maw={760}
          mx="auto"
          w="100%"
          data-testid="propose-refusal"
        >
          {errorMessage(propose.error, 'Something went wrong with proposing a schedule')}
        </Alert>
      )}
      {proposal && (
        <section aria-labelledby="proposal-heading">
          <Title
            order={2}
            id="proposal-heading"
            ref={heading}
            tabIndex={-1}
            fz="xl"
            c="navy.8"
            mb="sm"
            // clear of the fixed header when it takes the focus
            style={{ scrollMarginTop: 'calc(5rem * var(--mantine-scale))' }}
          >
            Proposal
          </Title>
          {stale && (
            <Alert color="blue" variant="light" mb="sm" data-testid="proposal-stale">
              The form has changed since this proposal. PROPOSE again to see a schedule of the new values;
              APPLY records this one.
            </Alert>
          )}
          {/* a new proposal starts over: its games, no selection */}
          <ProposalView
            key={proposal.proposalId + JSON.stringify(proposal.parameters)}
            leagueId={leagueId}
            proposal={proposal}
          />
        </section>
      )}
    </Stack>
  );
}

/**
 * /schedule/admin/{leagueId}/generate (docs/api.md, "Schedule generator"): the season's dates, games per
 * team, weekly slots and blackout dates; PROPOSE shows the proposal's warnings and its games on a
 * calendar, where the admin moves a game or swaps two; APPLY records them all (or none, with the
 * server's reason) and lands on the league's schedule with the games marked.
 */
export function GenerateSchedulePage() {
  const { leagueId = '' } = useParams();
  const navigate = useNavigate();
  const leagues = useQuery(currentLeaguesQuery());
  const league = leagues.data?.find((candidate) => candidate.leagueId === leagueId);
  return (
    <Container fluid maw={1500} py="xl">
      <PageTitle>Generate Schedule</PageTitle>
      <Stack gap="md">
        <SearchableSelect
          label="League"
          placeholder="Select League...."
          data={(leagues.data ?? []).map((candidate) => ({
            value: candidate.leagueId,
            label: leagueLabel(candidate),
          }))}
          value={league ? leagueId : null}
          onChange={(value) => value && navigate(siteRoute.generateSchedule.href({ leagueId: value }))}
          maw={480}
          w="100%"
          mx="auto"
          allowDeselect={false}
        />
        {leagues.isSuccess && !league && (
          <Alert color="yellow" variant="light" maw={760} mx="auto" w="100%">
            This is not a current league: pick one above to make its schedule.
          </Alert>
        )}
        <Text size="sm" ta="center" maw={760} mx="auto">
          The league&apos;s current teams play each other in turn. Nothing is recorded until you apply the
          proposal.{' '}
          <Anchor component={Link} to={siteRoute.adminLeagueSchedule.href({ leagueId })} underline="always">
            Back to the league&apos;s schedule
          </Anchor>
        </Text>
        {/* another league starts a new form */}
        {league && <Generator key={leagueId} leagueId={leagueId} />}
      </Stack>
    </Container>
  );
}
