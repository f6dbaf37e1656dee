import { GOAL_STRENGTHS, PENALTY_MINUTES, PENALTY_SEVERITIES } from '@league/contracts';
import type { SheetGoalRequest, SheetPenaltyRequest, SheetShootoutRequest } from '@league/contracts';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState, type ReactNode } from 'react';
import { ClockFields, type Clock } from './ClockFields';
import { parseClock } from './clock';
import { PlayerPicker } from './PlayerPicker';
import {
  goalProblem,
  LINEUP_FIRST_MESSAGE,
  NOT_IN_LINEUP_MESSAGE,
  type LineupView,
  type Side,
} from './sheetModel';
import type { SheetPlayer } from './useGameSheet';

/** The infractions a scorekeeper writes most; anything else is typed. */
export const COMMON_INFRACTIONS = [
  'Tripping',
  'Slashing',
  'Hooking',
  'High-sticking',
  'Cross-checking',
  'Holding',
  'Interference',
  'Roughing',
  'Boarding',
  'Charging',
  'Delay of game',
  'Too many players',
  'Unsportsmanlike conduct',
  'Fighting',
] as const;
const OTHER = 'Other (type it)';

const STRENGTH_LABELS: Record<(typeof GOAL_STRENGTHS)[number], string> = {
  EV: 'EV',
  PP: 'PP',
  SH: 'SH',
  EN: 'EN',
};

interface DialogBase {
  side: Side;
  teamName: string;
  /** the side's lineup (players dressed) */
  lineup: LineupView | null;
  players: readonly SheetPlayer[];
  clock: Clock;
  onClock: (clock: Clock) => void;
  periodMinutes: number;
  onClose: () => void;
}

function SheetDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      fullScreen={phone}
      size="lg"
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
}

function dressed(lineup: LineupView | null, players: readonly SheetPlayer[]) {
  return lineup ? players.filter((player) => lineup.rosterPlayerIds.includes(player.rosterPlayerId)) : [];
}

function Actions({ onClose, save, label }: { onClose: () => void; save: () => void; label: string }) {
  return (
    <Group justify="flex-end" mt="md" gap="sm">
      <Button variant="default" size="md" onClick={onClose}>
        CANCEL
      </Button>
      <Button size="md" onClick={save}>
        {label}
      </Button>
    </Group>
  );
}

const Problem = ({ message }: { message: string | null }) =>
  message ? (
    <Alert color="red" role="alert" title="Not recorded yet">
      {message}
    </Alert>
  ) : null;

/** A goal: the time, the scorer (tap), up to two assists (tap) and the strength. */
export function GoalDialog({
  side,
  teamName,
  lineup,
  players,
  clock,
  onClock,
  periodMinutes,
  onClose,
  onSave,
}: DialogBase & { onSave: (goal: Omit<SheetGoalRequest, 'id'>) => void }) {
  const [scorer, setScorer] = useState<string | null>(null);
  const [assists, setAssists] = useState<string[]>([]);
  const [strength, setStrength] = useState<(typeof GOAL_STRENGTHS)[number]>('EV');
  const [problem, setProblem] = useState<string | null>(null);
  const strengthId = useId();
  const time = parseClock(clock.time, periodMinutes);
  const onIce = dressed(lineup, players);

  const save = () => {
    if (!time.ok) return setProblem(time.message);
    const issue = goalProblem(lineup, side, { scorer, assists });
    if (issue || !scorer) return setProblem(issue ?? 'Tap the scorer.');
    onSave({ side, period: clock.period, time: time.time, scorer, assists, strength });
  };
  return (
    <SheetDialog title={`Goal: ${teamName}`} onClose={onClose}>
      <Stack gap="md">
        <ClockFields
          clock={clock}
          onChange={onClock}
          error={time.ok ? null : clock.time ? time.message : null}
        />
        {!lineup && <Problem message={LINEUP_FIRST_MESSAGE(side)} />}
        <PlayerPicker
          label="Scorer"
          players={onIce}
          selected={scorer ? [scorer] : []}
          onToggle={(id) => {
            setScorer((current) => (current === id ? null : id));
            setAssists((current) => current.filter((assist) => assist !== id));
          }}
        />
        <PlayerPicker
          label="Assists (up to two)"
          players={onIce}
          selected={assists}
          disabled={scorer ? [scorer] : []}
          onToggle={(id) =>
            setAssists((current) =>
              current.includes(id) ? current.filter((assist) => assist !== id) : [...current, id].slice(-2),
            )
          }
        />
        <div>
          <Text component="span" id={strengthId} fw={700} size="sm" display="block" mb={4}>
            Strength
          </Text>
          <SegmentedControl
            aria-labelledby={strengthId}
            fullWidth
            size="md"
            value={strength}
            onChange={(value) => setStrength(value as typeof strength)}
            data={GOAL_STRENGTHS.map((value) => ({ value, label: STRENGTH_LABELS[value] }))}
          />
        </div>
        <Problem message={problem} />
        <Actions onClose={onClose} save={save} label="SAVE GOAL" />
      </Stack>
    </SheetDialog>
  );
}

/** A penalty: the time, the player (tap), the infraction, the minutes and a game misconduct or match penalty. */
export function PenaltyDialog({
  side,
  teamName,
  lineup,
  players,
  clock,
  onClock,
  periodMinutes,
  onClose,
  onSave,
}: DialogBase & { onSave: (penalty: Omit<SheetPenaltyRequest, 'id'>) => void }) {
  const [player, setPlayer] = useState<string | null>(null);
  const [infraction, setInfraction] = useState<string | null>(null);
  const [otherText, setOtherText] = useState('');
  const [minutes, setMinutes] = useState<(typeof PENALTY_MINUTES)[number]>(2);
  const [severity, setSeverity] = useState<string>('none');
  const [problem, setProblem] = useState<string | null>(null);
  const minutesId = useId();
  const time = parseClock(clock.time, periodMinutes);
  const onIce = dressed(lineup, players);

  const save = () => {
    if (!time.ok) return setProblem(time.message);
    if (!lineup) return setProblem(LINEUP_FIRST_MESSAGE(side));
    if (!player) return setProblem('Tap the player.');
    if (!lineup.rosterPlayerIds.includes(player))
      return setProblem(NOT_IN_LINEUP_MESSAGE('The player', side));
    const text = (infraction === OTHER ? otherText : (infraction ?? '')).trim();
    if (!text || text.length > 50) return setProblem('Please enter the infraction (at most 50 characters).');
    onSave({
      side,
      period: clock.period,
      time: time.time,
      rosterPlayerId: player,
      infraction: text,
      minutes,
      severity: severity === 'none' ? null : (severity as (typeof PENALTY_SEVERITIES)[number]),
    });
  };
  return (
    <SheetDialog title={`Penalty: ${teamName}`} onClose={onClose}>
      <Stack gap="md">
        <ClockFields
          clock={clock}
          onChange={onClock}
          error={time.ok ? null : clock.time ? time.message : null}
        />
        {!lineup && <Problem message={LINEUP_FIRST_MESSAGE(side)} />}
        <PlayerPicker
          label="Player"
          players={onIce}
          selected={player ? [player] : []}
          onToggle={(id) => setPlayer((current) => (current === id ? null : id))}
        />
        <Select
          label="Infraction"
          size="md"
          placeholder="Choose"
          data={[...COMMON_INFRACTIONS, OTHER]}
          value={infraction}
          onChange={setInfraction}
          comboboxProps={{ withinPortal: true }}
        />
        {infraction === OTHER && (
          <TextInput
            label="Infraction (other)"
            size="md"
            maxLength={50}
            value={otherText}
            onChange={(event) => setOtherText(event.currentTarget.value)}
          />
        )}
        <div>
          <Text component="span" id={minutesId} fw={700} size="sm" display="block" mb={4}>
            Minutes
          </Text>
          <SegmentedControl
            aria-labelledby={minutesId}
            fullWidth
            size="md"
            value={String(minutes)}
            onChange={(value) => setMinutes(Number(value) as typeof minutes)}
            data={PENALTY_MINUTES.map((value) => String(value))}
          />
        </div>
        <Select
          label="Also sent off"
          size="md"
          allowDeselect={false}
          value={severity}
          onChange={(value) => setSeverity(value ?? 'none')}
          data={[
            { value: 'none', label: 'No' },
            ...PENALTY_SEVERITIES.map((value) => ({
              value,
              label: value === 'game misconduct' ? 'Game misconduct' : 'Match penalty',
            })),
          ]}
        />
        <Problem message={problem} />
        <Actions onClose={onClose} save={save} label="SAVE PENALTY" />
      </Stack>
    </SheetDialog>
  );
}

/** A shootout attempt: the shooter (tap), scored or missed; the round is the side's next. */
export function ShootoutDialog({
  side,
  teamName,
  lineup,
  players,
  round,
  onClose,
  onSave,
}: Pick<DialogBase, 'side' | 'teamName' | 'lineup' | 'players' | 'onClose'> & {
  round: number;
  onSave: (attempt: Omit<SheetShootoutRequest, 'id'>) => void;
}) {
  const [shooter, setShooter] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = (scored: boolean) => {
    if (!lineup) return setProblem(LINEUP_FIRST_MESSAGE(side));
    if (!shooter) return setProblem('Tap the shooter.');
    onSave({ side, round, rosterPlayerId: shooter, scored });
  };
  return (
    <SheetDialog title={`Shootout round ${round}: ${teamName}`} onClose={onClose}>
      <Stack gap="md">
        {!lineup && <Problem message={LINEUP_FIRST_MESSAGE(side)} />}
        <PlayerPicker
          label="Shooter"
          players={dressed(lineup, players)}
          selected={shooter ? [shooter] : []}
          onToggle={(id) => setShooter((current) => (current === id ? null : id))}
        />
        <Problem message={problem} />
        <Group grow gap="sm">
          <Button size="lg" color="green" onClick={() => save(true)}>
            SCORED
          </Button>
          <Button size="lg" color="gray" onClick={() => save(false)}>
            MISSED
          </Button>
        </Group>
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
      </Stack>
    </SheetDialog>
  );
}
