import { useId } from 'react';
import classes from './TeamFilter.module.css';

interface TeamFilterProps {
  /** '' for every team */
  value: string;
  teams: ReadonlyArray<{ value: string; label: string }>;
  onChange: (teamId: string) => void;
}

/**
 * The scoring leaders' team filter: the browser's own select (a phone shows its picker), labelled
 * "Team", "All teams" first. Plain elements rather than Mantine's NativeSelect, whose input parts
 * weigh about 5 KB (brotli) on a public page.
 */
export function TeamFilter({ value, teams, onChange }: TeamFilterProps) {
  const id = useId();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Team
      </label>
      <select
        id={id}
        className={classes.select}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-testid="leaders-team-filter"
      >
        <option value="">All teams</option>
        {teams.map((team) => (
          <option key={team.value} value={team.value}>
            {team.label}
          </option>
        ))}
      </select>
    </div>
  );
}
