/**
 * The time of an entry: minutes and seconds into the period (docs/api.md, "Game sheet": `"mm:ss"`, never past
 * the league's `periodMinutes`). On a phone the time is typed on the number pad, which has no colon: `512` is
 * 5:12, `1205` 12:05, `45` 0:45.
 */

export type ClockCheck = { ok: true; time: string } | { ok: false; message: string };

export const TIME_FORMAT_MESSAGE = 'Enter the time into the period as mm:ss (512 is 5:12).';
export const SECONDS_MESSAGE = 'The seconds go up to 59.';
export const timePastPeriodMessage = (periodMinutes: number) =>
  `The time is past the end of the period (${String(periodMinutes).padStart(2, '0')}:00).`;

/** `m:ss`, `mm:ss`, or 1 to 4 digits (the last two the seconds) → `'mm:ss'`, or a message saying what is wrong. */
export function parseClock(input: string, periodMinutes: number): ClockCheck {
  const text = input.trim();
  const colon = /^(\d{1,2})[:.](\d{2})$/.exec(text);
  const digits = /^\d{1,4}$/.test(text) ? text.padStart(3, '0') : null;
  const parts = colon
    ? { minutes: Number(colon[1]), seconds: Number(colon[2]) }
    : digits
      ? { minutes: Number(digits.slice(0, -2)), seconds: Number(digits.slice(-2)) }
      : null;
  if (!parts) return { ok: false, message: TIME_FORMAT_MESSAGE };
  if (parts.seconds > 59) return { ok: false, message: SECONDS_MESSAGE };
  if (parts.minutes * 60 + parts.seconds > periodMinutes * 60)
    return { ok: false, message: timePastPeriodMessage(periodMinutes) };
  return {
    ok: true,
    time: `${String(parts.minutes).padStart(2, '0')}:${String(parts.seconds).padStart(2, '0')}`,
  };
}

/** The period as the sheet names it: 1, 2, 3, or OT for 4. */
export const periodLabel = (period: number) => (period === 4 ? 'OT' : String(period));
