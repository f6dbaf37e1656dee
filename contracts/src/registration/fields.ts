import { z } from 'zod';
import { isPlainText } from '../text';

/** A required text field: trimmed, not empty (`message`), at most `max` characters, plain text. */
export function requiredText(message: string, label: string, max = 200) {
  return z
    .string(message)
    .trim()
    .min(1, message)
    .max(max, `${label} can have at most ${max} characters.`)
    .refine(isPlainText, `${label} contains characters that cannot be stored.`);
}

/** An optional text field: absent, null or blank is '' (trimmed), at most `max` characters, plain text. */
export function optionalText(label: string, max = 200) {
  return z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string(`${label} must be text.`)
      .trim()
      .max(max, `${label} can have at most ${max} characters.`)
      .refine(isPlainText, `${label} contains characters that cannot be stored.`),
  );
}

/**
 * Text of an edit: absent stays undefined (keep what is recorded), else trimmed (blank allowed: the
 * decider decides what blank means), at most `max` characters, plain text.
 */
export function editText(label: string, max = 200) {
  return z
    .string(`${label} must be text.`)
    .trim()
    .max(max, `${label} can have at most ${max} characters.`)
    .refine(isPlainText, `${label} contains characters that cannot be stored.`)
    .nullish()
    .transform((v) => (v === null ? '' : v));
}

const DIGITS = /^\d+$/;

/** Form inputs send numbers as text: '' and null are "none", digits are the number, anything else stays text and is refused. */
function numberOrBlank(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    return DIGITS.test(text) ? Number(text) : text;
  }
  return value;
}

/**
 * A whole number from `min` to `max`, sent as a number or as digits; blank or null is null (no value),
 * absent is undefined (an edit keeps the recorded value).
 */
export function optionalWholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    numberOrBlank,
    z.number(message).int(message).min(min, message).max(max, message).nullable().optional(),
  );
}

/** A required whole number from `min` to `max`, sent as a number or as digits. */
export function requiredWholeNumber(min: number, max: number, message: string) {
  return z.preprocess(numberOrBlank, z.number(message).int(message).min(min, message).max(max, message));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A required YYYY-MM-DD date. */
export function requiredDate(message: string) {
  return z.string(message).trim().refine(isIsoDate, message);
}

/** The league's time zone when LEAGUE_TIMEZONE is not set (the launchers' configuration, README). */
export const DEFAULT_LEAGUE_TIME_ZONE = 'America/New_York';

// a formatter costs a third of a millisecond to make, and a result asks for today: one per time zone
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date (YYYY-MM-DD) in a time zone: the league's calendar, whatever the machine's zone. */
export function todayInTimeZone(timeZone: string, now: Date = new Date()): string {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The optional client-chosen id of a create (idempotent repeats). */
export const optionalId = z.uuid('id must be a UUID.').optional();
