import { z } from 'zod';
import { isPlainText } from './text';

/**
 * Path and query parameters that are not ids: names typed into a URL. Trimmed, required, bounded and
 * storable (a NUL or a lone surrogate would reach PostgreSQL and fail there as a 500); the length is
 * checked first, so nothing else runs on a long text.
 */
export const pathTextParam = (name: string, max = 200) =>
  z
    .string(`${name} must be text.`)
    .trim()
    .min(1, `${name} is required.`)
    .max(max, { message: `${name} can have at most ${max} characters.`, abort: true })
    .refine(isPlainText, `${name} contains characters that cannot be used.`);

/** A year in a path: a whole number in the range every league and tournament year is kept in. */
export const pathYearParam = (name = 'year', min = 2000, max = 2100) =>
  z.coerce
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(min, `${name} must be from ${min} to ${max}.`)
    .max(max, `${name} must be from ${min} to ${max}.`);
