import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** A field's error once it has been touched or the form submitted (docs/rules.md §5, shared input rules). */
export function fieldError<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  name: Path<Values>,
): string | undefined {
  const { error, isTouched } = form.getFieldState(name, form.formState);
  return isTouched || form.formState.isSubmitted ? error?.message : undefined;
}
