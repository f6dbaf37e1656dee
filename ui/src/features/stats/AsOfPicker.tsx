import { useId } from 'react';
import classes from './AsOfPicker.module.css';
import { dayText, isCalendarDay } from './asOfDay';

interface AsOfPickerProps {
  /** YYYY-MM-DD, or '' for the standings of today */
  value: string;
  /** what the address asked for when it was no day of the calendar */
  refused?: string;
  /** a day chosen, or '' back to today */
  onChange: (asOf: string) => void;
}

/**
 * The day the standings are shown as of: the browser's own date input (a phone shows its calendar),
 * "Latest standings" back to today's table, and a line saying which games the table counts.
 */
export function AsOfPicker({ value, refused, onChange }: AsOfPickerProps) {
  const id = useId();
  const noteId = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Standings as of
      </label>
      <div className={classes.row}>
        <input
          id={id}
          type="date"
          className={classes.input}
          value={value}
          aria-describedby={noteId}
          data-testid="standings-as-of"
          onChange={(event) => {
            const day = event.currentTarget.value;
            if (day === '' || isCalendarDay(day)) onChange(day);
          }}
        />
        {value && (
          <button type="button" className={classes.latest} onClick={() => onChange('')}>
            Latest standings
          </button>
        )}
      </div>
      <p id={noteId} className={classes.note} data-testid="standings-as-of-note">
        {value && isCalendarDay(value)
          ? `Counting the games played up to and including ${dayText(value)}.`
          : `${refused ? `“${refused}” is not a date (YYYY-MM-DD). ` : ''}Counting every game played so far.`}
      </p>
    </div>
  );
}
