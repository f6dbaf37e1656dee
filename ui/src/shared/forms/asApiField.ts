import { z } from 'zod';

/** A text input checked by one of the API's field rules (the form keeps the text; the API takes digits). */
export function asApiField(field: z.ZodType) {
  return z.string().superRefine((value, context) => {
    const result = field.safeParse(value);
    if (!result.success) context.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '' });
  });
}
