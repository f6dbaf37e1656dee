import { PLAYED_STATUSES, formatDate, formatTime } from '@league/contracts';
import type { SheetFinalRequest } from '@league/contracts';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { siteRoute } from '@league/contracts/site-pages';
import { errorMessage } from '../../shared/api/apiRequest';
import { todayIso } from '../../shared/forms/today';
import { useParams } from '../../shared/router';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { LinkButton } from '../../shared/ui/LinkButton';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import type { Clock } from './ClockFields';
import { ClockFields } from './ClockFields';
import { parseClock, periodLabel } from './clock';
import { GoalDialog, PenaltyDialog, ShootoutDialog } from './EntryDialogs';
import { EntryList, RefusedList, entryText } from './EntryList';
import { LineupPanel } from './LineupPanel';
import {
  nextShootoutRound,
  SIDES,
  suggestedStatus,
  type SheetEntry,
  type SheetView,
  type Side,
} from './sheetModel';
import { useGameSheet, type GameSheetState } from './useGameSheet';

type Dialog = { type: 'goal' | 'penalty' | 'shootout'; side: Side } | { type: 'final' } | null;

const SIDE_LABEL: Record<Side, string> = { visitor: 'Visitor', home: 'Home' };

function SyncBadges({ online, view, final }: { online: boolean; view: SheetView; final: boolean }) {
  return (
    <Group gap="xs" justify="center" wrap="wrap" aria-live="polite">
      <Badge color={online ? 'green' : 'red'} variant="filled" radius="sm" data-testid="online-badge">
        {online ? 'Online' : 'Offline'}
      </Badge>
      {view.waitingCount > 0 && (
        <Badge color="yellow" variant="light" radius="sm" data-testid="waiting-count">
          {view.waitingCount} waiting to sync
        </Badge>
      )}
      {final && (
        <Badge color="navy" variant="light" radius="sm">
          Final sent
        </Badge>
      )}
      {view.finalWaiting && (
        <Badge color="yellow" variant="light" radius="sm">
          Final waiting to sync
        </Badge>
      )}
    </Group>
  );
}

/** Shots on goal of a period, a stepper per side: each tap sets the side's count (the last one sent stands). */
function ShotsSteppers({
  period,
  view,
  names,
  onSet,
}: {
  period: number;
  view: SheetView;
  names: Record<Side, string>;
  onSet: (side: Side, shots: number) => void;
}) {
  return (
    <section aria-labelledby="shots-title">
      <Title order={2} size="h4" id="shots-title" mb={6}>
        Shots, period {periodLabel(period)}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        {SIDES.map((side) => {
          const line = view.shots[side][period];
          const shots = line?.shots ?? 0;
          return (
            <Card key={side} withBorder p="xs" radius="sm">
              <Text size="sm" fw={600} ta="center" truncate="end">
                {names[side]}
              </Text>
              <Group justify="center" gap="xs" wrap="nowrap" mt={4}>
                <ActionIcon
                  size="xl"
                  variant="default"
                  aria-label={`Fewer shots: ${names[side]}, period ${periodLabel(period)}`}
                  disabled={shots === 0}
                  onClick={() => onSet(side, shots - 1)}
                >
                  −
                </ActionIcon>
                <Text fw={800} size="xl" miw={32} ta="center" data-testid={`shots-${side}`}>
                  {shots}
                </Text>
                <ActionIcon
                  size="xl"
                  variant="default"
                  aria-label={`More shots: ${names[side]}, period ${periodLabel(period)}`}
                  disabled={shots >= 99}
                  onClick={() => onSet(side, shots + 1)}
                >
                  +
                </ActionIcon>
              </Group>
              {line?.sync === 'waiting' && (
                <Text size="xs" c="yellow.8" ta="center">
                  waiting to sync
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

function FinalDialog({
  state,
  view,
  names,
  onClose,
}: {
  state: GameSheetState;
  view: SheetView;
  names: Record<Side, string>;
  onClose: () => void;
}) {
  const sheet = state.sheet.data!;
  const statuses = sheet.kind === 'regular' ? PLAYED_STATUSES : (['FINAL'] as const);
  const [status, setStatus] = useState<SheetFinalRequest['status']>(suggestedStatus(view, sheet.kind));
  const isoDate = state.rosters.data?.isoDate;
  const future = Boolean(isoDate && isoDate > todayIso());
  const [confirmFuture, setConfirmFuture] = useState(false);
  const shootout =
    view.shootoutGoals.home + view.shootoutGoals.visitor > 0
      ? ` (shootout ${view.shootoutGoals.visitor}–${view.shootoutGoals.home})`
      : '';
  return (
    <Modal opened onClose={onClose} title="Send the final?" centered styles={{ title: { fontWeight: 800 } }}>
      <Stack gap="md">
        <Text fw={700} ta="center" size="lg">
          {names.visitor} {view.score.visitor} – {view.score.home} {names.home}
          {shootout}
        </Text>
        <div role="radiogroup" aria-label="Result">
          <SegmentedControl
            fullWidth
            size="md"
            value={status}
            onChange={(value) => setStatus(value as typeof status)}
            data={[...statuses]}
          />
        </div>
        <Text size="sm">
          The final records the game&apos;s result from the sheet: standings and leaders follow. Entries still
          waiting to sync are sent first.
        </Text>
        {future && (
          <Checkbox
            label="The game is dated after today: record its result anyway"
            checked={confirmFuture}
            onChange={(event) => setConfirmFuture(event.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button
            color="red"
            disabled={future && !confirmFuture}
            onClick={() => {
              void state.queue('POST', state.urls.final, {
                status,
                ...(confirmFuture ? { confirmFuture } : {}),
              });
              onClose();
            }}
          >
            SEND FINAL
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The period and time shown, kept on this phone per game: a reload at the rink (offline too) keeps them. */
function useStoredClock(gameId: string) {
  const key = `gameSheetClock:${gameId}`;
  const [clock, setClock] = useState<Clock>(() => {
    try {
      const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Clock | null;
      if (stored && [1, 2, 3, 4].includes(stored.period) && typeof stored.time === 'string') return stored;
    } catch {
      // nothing kept, or not readable: the start of the game
    }
    return { period: 1, time: '' };
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(clock));
    } catch {
      // storage full or refused: the clock is still shown
    }
  }, [key, clock]);
  return [clock, setClock] as const;
}

function Sheet({ state }: { state: GameSheetState }) {
  const { view, players, playerById, queue, urls, outbox } = state;
  const sheet = state.sheet.data!;
  const [clock, setClock] = useStoredClock(sheet.gameId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [undoing, setUndoing] = useState<SheetEntry | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!view) return null;
  const names = { home: sheet.home.teamName, visitor: sheet.visitor.teamName };
  const time = clock.time ? parseClock(clock.time, sheet.periodMinutes) : null;
  const game = state.rosters.data;
  const tbd = !sheet.home.teamId || !sheet.visitor.teamId;

  const send = (url: string, body: object, id?: string) => {
    queue('POST', url, body, id).catch((error: unknown) =>
      setFailure(errorMessage(error, 'The entry could not be kept on this phone.')),
    );
  };
  const close = () => setDialog(null);
  /** a new entry of a dialog: recorded under its own id, and the dialog closes */
  const entryTo = (url: string) => (entry: object) => {
    const id = crypto.randomUUID();
    send(url, { id, ...entry }, id);
    close();
  };
  /** what each entry dialog shows of its side */
  const sideOf = (side: Side) => ({
    side,
    teamName: names[side],
    lineup: view.lineups[side],
    players: players[side],
  });
  const clockProps = { clock, onClock: setClock, periodMinutes: sheet.periodMinutes };

  return (
    <Stack gap="lg">
      <ErrorModal error={failure} onClear={() => setFailure(null)} />
      <Card withBorder radius="md" p="sm" component="section" aria-label="Score and clock">
        <Stack gap="sm">
          <SyncBadges online={outbox.online} view={view} final={sheet.final} />
          <Text
            ta="center"
            fw={800}
            fz={{ base: 24, sm: 30 }}
            c="navy.9"
            data-testid="sheet-score"
            style={{ overflowWrap: 'anywhere' }}
            aria-live="polite"
          >
            {names.visitor} {view.score.visitor} – {view.score.home} {names.home}
          </Text>
          {game && (
            <Text ta="center" size="sm" c="dimmed">
              {formatDate(game.isoDate)} · {formatTime(game.time)} · {game.venue}
            </Text>
          )}
          <ClockFields clock={clock} onChange={setClock} error={time && !time.ok ? time.message : null} />
        </Stack>
      </Card>

      {tbd && <Alert color="yellow">A game with a TBD team has no sheet yet.</Alert>}
      {sheet.final && (
        <Alert color="blue" variant="light">
          The final was sent: each change now corrects the game&apos;s result.
        </Alert>
      )}

      <RefusedList
        refused={view.refused}
        names={names}
        players={playerById}
        onDismiss={(id) => void outbox.discard(id)}
      />

      <SimpleGrid cols={2} spacing="sm" component="section" aria-label="Record">
        {SIDES.map((side) => (
          <Stack key={side} gap="xs">
            <Text fw={700} ta="center" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {SIDE_LABEL[side]}: {names[side]}
            </Text>
            <Button
              size="xl"
              h={72}
              color={side === 'home' ? 'navy' : 'red'}
              onClick={() => setDialog({ type: 'goal', side })}
              aria-label={`Goal: ${names[side]}`}
            >
              GOAL
            </Button>
            <Button
              size="lg"
              variant="outline"
              color={side === 'home' ? 'navy' : 'red'}
              onClick={() => setDialog({ type: 'penalty', side })}
              aria-label={`Penalty: ${names[side]}`}
            >
              PENALTY
            </Button>
          </Stack>
        ))}
      </SimpleGrid>

      <section aria-labelledby="entries-title">
        <Title order={2} size="h4" id="entries-title" mb={6}>
          Entries
        </Title>
        <EntryList entries={view.entries} names={names} players={playerById} onUndo={setUndoing} />
      </section>

      <ShotsSteppers
        period={clock.period}
        view={view}
        names={names}
        onSet={(side, shots) => send(urls.shots, { side, period: clock.period, shots })}
      />

      <section aria-labelledby="shootout-title">
        <Title order={2} size="h4" id="shootout-title" mb={6}>
          Shootout
        </Title>
        <Text size="sm" c="dimmed" mb={6}>
          {view.shootoutGoals.visitor + view.shootoutGoals.home > 0 ||
          view.entries.some((entry) => entry.kind === 'shootout')
            ? `Shootout goals: ${names.visitor} ${view.shootoutGoals.visitor} – ${view.shootoutGoals.home} ${names.home}`
            : 'After a tied overtime: one attempt per side and round.'}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          {SIDES.map((side) => (
            <Button
              key={side}
              variant="default"
              onClick={() => setDialog({ type: 'shootout', side })}
              aria-label={`Shootout attempt: ${names[side]}`}
            >
              ATTEMPT
            </Button>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {SIDES.map((side) => (
          <LineupPanel
            key={side}
            side={side}
            teamName={names[side]}
            roster={players[side]}
            lineup={view.lineups[side]}
            onSave={(lineup) =>
              void queue('PUT', urls.lineup(side), lineup).catch((error: unknown) =>
                setFailure(errorMessage(error, 'The lineup could not be kept on this phone.')),
              )
            }
          />
        ))}
      </SimpleGrid>

      <Button size="xl" color="red" variant="filled" onClick={() => setDialog({ type: 'final' })}>
        FINAL
      </Button>

      {dialog?.type === 'goal' && (
        <GoalDialog {...sideOf(dialog.side)} {...clockProps} onClose={close} onSave={entryTo(urls.goals)} />
      )}
      {dialog?.type === 'penalty' && (
        <PenaltyDialog
          {...sideOf(dialog.side)}
          {...clockProps}
          onClose={close}
          onSave={entryTo(urls.penalties)}
        />
      )}
      {dialog?.type === 'shootout' && (
        <ShootoutDialog
          {...sideOf(dialog.side)}
          round={nextShootoutRound(view.entries, dialog.side)}
          onClose={close}
          onSave={entryTo(urls.shootout)}
        />
      )}
      {dialog?.type === 'final' && <FinalDialog state={state} view={view} names={names} onClose={close} />}
      <ConfirmModal
        opened={undoing !== null}
        onCancel={() => setUndoing(null)}
        onConfirm={() => {
          if (undoing)
            state
              .undo(undoing)
              .catch((error: unknown) =>
                setFailure(errorMessage(error, 'The undo could not be kept on this phone.')),
              );
          setUndoing(null);
        }}
        description={undoing ? `Undo ${entryText(undoing, names, playerById)}?` : undefined}
        confirmLabel="UNDO"
      />
    </Stack>
  );
}

/**
 * /admin/game/{gameId}/sheet (the owner, admins, scorekeepers): the game scored live on a phone, online or not
 * (docs/pages.md, "The game sheet"; docs/api.md, "Game sheet"). Every write waits in the outbox until the
 * server has it; the score and the list count what waits, marked.
 */
export function GameSheetPage() {
  const { gameId = '' } = useParams();
  const state = useGameSheet(gameId);
  const { sheet } = state;
  return (
    <Container size="sm" px="xs" py="md">
      <PageTitle>Game Sheet</PageTitle>
      {sheet.isPending && <Spinner />}
      {sheet.isError && !sheet.data && (
        <Alert color="red" role="alert" title="The sheet could not be read">
          {errorMessage(sheet.error, 'Something went wrong with loading the game sheet')}
        </Alert>
      )}
      {sheet.data && <Sheet state={state} />}
      <Group justify="center" mt="xl">
        <LinkButton to={siteRoute.gamesToScore.href()} variant="subtle">
          Games to score
        </LinkButton>
        <LinkButton to={siteRoute.gameSummary.href({ gameId })} variant="subtle">
          Public summary
        </LinkButton>
      </Group>
    </Container>
  );
}
