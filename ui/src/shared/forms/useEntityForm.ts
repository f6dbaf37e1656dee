import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * An admin form's react-hook-form: checked by its zod schema, a field's message shown once it has
 * been left (mode 'onTouched'), starting from the given values.
 */
export function useEntityForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
): UseFormReturn<Values, unknown, Output> {
  return useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
}
