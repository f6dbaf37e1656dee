import type { CurrentLeague } from '@league/contracts';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldError } from '../forms/fieldError';
import { SearchableSelect } from '../forms/SearchableSelect';
import { leagueLabel } from './leaguesApi';

interface LeagueSelectFieldProps<Values extends FieldValues & { leagueId: string }, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** the leagues to choose from (empty while they load) */
  leagues: readonly CurrentLeague[] | undefined;
  disabled?: boolean;
  /** after the admin picks a league, e.g. to clear what depended on the previous one */
  onPicked?: () => void;
}

/** The required 'League' select of an admin form, bound to its `leagueId`. */
export function LeagueSelectField<Values extends FieldValues & { leagueId: string }, Output>({
  form,
  leagues,
  disabled,
  onPicked,
}: LeagueSelectFieldProps<Values, Output>) {
  const name = 'leagueId' as Path<Values>;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SearchableSelect
          label="League"
          placeholder="Select League...."
          withAsterisk
          disabled={disabled}
          data={(leagues ?? []).map((league) => ({ value: league.leagueId, label: leagueLabel(league) }))}
          value={(field.value as string) || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            onPicked?.();
          }}
          onBlur={field.onBlur}
          error={fieldError(form, name)}
        />
      )}
    />
  );
}
