import { Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { periodLabel } from './clock';

export interface Clock {
  period: 1 | 2 | 3 | 4;
  /** as typed: '512', '5:12' */
  time: string;
}

interface ClockFieldsProps {
  clock: Clock;
  onChange: (clock: Clock) => void;
  /** the time's problem, shown under it */
  error?: string | null;
}

/** The period (1, 2, 3, OT) and the time into it, typed on the number pad (docs/api.md, "Game sheet"). */
export function ClockFields({ clock, onChange, error }: ClockFieldsProps) {
  const periodId = useId();
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <div style={{ flex: '1 1 auto', minWidth: 0 }}>
        <Text component="span" id={periodId} fw={500} size="sm" display="block" mb={4}>
          Period
        </Text>
        <SegmentedControl
          aria-labelledby={periodId}
          fullWidth
          size="md"
          value={String(clock.period)}
          onChange={(value) => onChange({ ...clock, period: Number(value) as Clock['period'] })}
          data={[1, 2, 3, 4].map((period) => ({ value: String(period), label: periodLabel(period) }))}
        />
      </div>
      <TextInput
        label="Time (mm:ss)"
        inputMode="numeric"
        autoComplete="off"
        placeholder="512 = 5:12"
        size="md"
        w={120}
        style={{ flex: '0 0 auto' }}
        value={clock.time}
        onChange={(event) => onChange({ ...clock, time: event.currentTarget.value })}
        error={error ?? undefined}
      />
    </Group>
  );
}
