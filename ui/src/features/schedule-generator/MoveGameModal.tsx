import type { ProposedGame } from '@league/contracts';
import { formatTime } from '@league/contracts/formatting';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { OVERLAY_TRANSITION } from '../../shared/ui/modalTransition';
import {
  lastDayOf,
  listed,
  moveRefusal,
  slotWeekdays,
  weeklySlotsOn,
  whenOf,
  type ProposalParameters,
  type Slot,
} from './calendar';
import type { ProposalNames } from './ProposalCalendar';

interface MoveGameModalProps extends ProposalNames {
  /** the game to move (its number from 0), null: closed */
  index: number | null;
  games: readonly ProposedGame[];
  parameters: ProposalParameters;
  booked: readonly Slot[];
  onMove: (index: number, to: Slot) => void;
  onClose: () => void;
}

/** A weekly slot of a day as a select's value: "19:00|venueId". */
const slotValue = (slot: { time: string; venueId: string }) => `${slot.time}|${slot.venueId}`;

/**
 * MOVE GAME: another date and one of that day's weekly slots for the selected game, its teams kept. A
 * slot the season cannot give (a blackout date, booked, another game's) is refused with the reason.
 */
export function MoveGameModal({ index, onClose, ...props }: MoveGameModalProps) {
  return (
    <Modal
      opened={index !== null}
      onClose={onClose}
      title="Move Game"
      centered
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {index !== null && <MoveGameForm key={index} index={index} onClose={onClose} {...props} />}
    </Modal>
  );
}

function MoveGameForm({
  index,
  games,
  parameters,
  booked,
  onMove,
  onClose,
  gameName,
  venueName,
}: Omit<MoveGameModalProps, 'index'> & { index: number }) {
  const game = games[index]!;
  const [date, setDate] = useState(game.date);
  const [slot, setSlot] = useState<string | null>(slotValue(game));
  const [refusal, setRefusal] = useState<string | null>(null);
  const onThatDay = /^\d{4}-\d{2}-\d{2}$/.test(date) ? weeklySlotsOn(date, parameters) : [];
  const options = onThatDay.map((weekly) => ({
    value: slotValue(weekly),
    label: `${formatTime(weekly.time)} · ${venueName(weekly.venueId)}`,
  }));
  const chosen = options.some((option) => option.value === slot) ? slot : null;

  const changeDate = (value: string) => {
    setDate(value);
    setRefusal(null);
    // the same time and venue when that day has it, the day's only slot, or a pick
    const slots = /^\d{4}-\d{2}-\d{2}$/.test(value) ? weeklySlotsOn(value, parameters) : [];
    const same = slots.find((weekly) => slot === slotValue(weekly));
    setSlot(same ? slot : slots.length === 1 ? slotValue(slots[0]!) : null);
  };
  const move = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      setRefusal('Please enter the date to move the game to.');
      return;
    }
    if (onThatDay.length > 0 && !chosen) {
      setRefusal('Please pick the time and venue.');
      return;
    }
    const [time = '', venueId = ''] = (chosen ?? '|').split('|');
    const to = { date, time, venueId };
    const why = moveRefusal(games, index, to, parameters, booked, gameName);
    if (why) {
      setRefusal(why);
      return;
    }
    onMove(index, to);
  };
  const days = slotWeekdays(parameters).map((weekday) => `${weekday}s`);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        move();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          <strong>
            Game {index + 1}: {gameName(game)}
          </strong>
          <br />
          Now {whenOf(game)} at {venueName(game.venueId)}. The same teams play, home and away as they are.
        </Text>
        <TextInput
          type="date"
          label="New date"
          description={`The weekly slots are on ${listed(days)}.`}
          value={date}
          min={parameters.startDate}
          max={lastDayOf(parameters)}
          onChange={(event) => changeDate(event.currentTarget.value)}
          withAsterisk
        />
        <Select
          label="Time and venue"
          placeholder={options.length > 0 ? 'Pick a slot' : 'No weekly slot that day'}
          data={options}
          value={chosen}
          onChange={(value) => {
            setSlot(value);
            setRefusal(null);
          }}
          disabled={options.length === 0}
          withAsterisk
        />
        {refusal && (
          <Text c="red.8" size="sm" role="alert">
            {refusal}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
        <Button type="submit">MOVE</Button>
      </Group>
    </form>
  );
}
