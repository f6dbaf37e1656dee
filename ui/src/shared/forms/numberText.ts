import { z } from 'zod';

/** A number typed into a text input, checked by the API's own number rule ('' is not a number). */
export const numberText = <Output>(field: z.ZodType<Output, number>) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? Number.NaN : Number(value)))
    .pipe(field);
