import { z } from 'zod';
import { isPlainText } from '../text';

/** Field builders of the content payloads (kept here, not exported from the package root). */

export const requiredContentText = (label: string, missing: string, max: number) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(max, `The ${label} can have at most ${max} characters.`)
    .refine(isPlainText, `The ${label} contains characters that cannot be stored.`);

/** Optional text: absent, null or blank is stored as ''. */
export const optionalContentText = (label: string, max: number) =>
  z
    .string(`The ${label} must be text.`)
    .trim()
    .max(max, `The ${label} can have at most ${max} characters.`)
    .refine(isPlainText, `The ${label} contains characters that cannot be stored.`)
    .nullable()
    .transform((value) => value ?? '');

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` string that names a real calendar day. */
export function isIsoCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDate = (message: string) => z.string(message).trim().refine(isIsoCalendarDate, message);

export const idField = (name: string) => z.uuid(`${name} must be a UUID.`);

/** `{ <entity>Id, position }`: the answer of a write. */
export const contentWriteAnswer = <Key extends string>(key: Key) =>
  z.object({ [key]: z.uuid(), position: z.string() } as { [K in Key]: z.ZodUUID } & {
    position: z.ZodString;
  });
