import { z } from 'zod';
import { isPlainText } from '../text';

/** Shared pieces of the league-play command payloads. */

export const uuidField = (name: string) => z.uuid(`${name} must be a UUID.`);

/** A free-text field: trimmed, required (at least one character), bounded, storable. */
export const requiredText = (label: string, missing: string, max: number) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(max, `The ${label} can have at most ${max} characters.`)
    .refine(isPlainText, `The ${label} contains characters that cannot be stored.`);

/** An optional free-text field: '' or null or absent means none (null). */
export const optionalText = (label: string, max: number) =>
  z
    .string(`The ${label} must be text.`)
    .trim()
    .max(max, `The ${label} can have at most ${max} characters.`)
    .refine(isPlainText, `The ${label} contains characters that cannot be stored.`)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DATE_MESSAGE = 'Please enter a date (YYYY-MM-DD).';
export const TIME_MESSAGE = 'Please enter a time (HH:MM, 24 hours).';

/** Whether a `YYYY-MM-DD` string names a day of the calendar (no February 30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const dateField = z.string(DATE_MESSAGE).refine(isCalendarDate, DATE_MESSAGE);
export const timeField = z.string(TIME_MESSAGE).regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

export const YEAR_MESSAGE = 'Please enter a year from 2000 to 2100.';
export const yearField = z
  .number(YEAR_MESSAGE)
  .int(YEAR_MESSAGE)
  .min(2000, YEAR_MESSAGE)
  .max(2100, YEAR_MESSAGE);

/** An integer 0–99 (player numbers, seeds, goals, assists, period scores). */
export const zeroTo99 = (message: string) => z.number(message).int(message).min(0, message).max(99, message);

export const NUMBER_MESSAGE = 'Please enter a number from 0 to 99.';
export const playerNumberField = zeroTo99(NUMBER_MESSAGE);

export const NOTHING_TO_CHANGE_MESSAGE = 'Send at least one field to change.';

/** `{ <entity>Id, position }`: the answer of a write. */
export const writeAnswer = <Key extends string>(key: Key) =>
  z.object({ [key]: z.uuid(), position: z.string() } as { [K in Key]: z.ZodUUID } & {
    position: z.ZodString;
  });
