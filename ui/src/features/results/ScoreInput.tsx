import type { Path, UseFormReturn } from 'react-hook-form';
import { fieldError } from '../../shared/forms/fieldError';
import { NumberBox } from '../../shared/forms/NumberBox';
import type { ResultsForm, ResultsValues } from './schemas';

export type ResultsFormApi = UseFormReturn<ResultsForm, unknown, ResultsValues>;

/**
 * A 0–99 number box of the results page (two digits wide; the error shows once touched): its number is
 * selected on focus, so typing replaces the 0 it starts with, and only digits get in (NumberBox).
 */
export function ScoreInput({
  form,
  name,
  label,
  centered = false,
}: {
  form: ResultsFormApi;
  name: Path<ResultsForm>;
  label: string;
  /** in the middle of its cell */
  centered?: boolean;
}) {
  return (
    <NumberBox
      mx={centered ? 'auto' : undefined}
      {...form.register(name)}
      aria-label={label}
      w={58}
      styles={{ input: { textAlign: 'center' } }}
      error={fieldError(form, name)}
      size="sm"
    />
  );
}
