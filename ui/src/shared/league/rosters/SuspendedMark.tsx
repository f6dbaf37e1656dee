import classes from './SuspendedMark.module.css';

/**
 * The mark of a player with an unserved suspension (docs/api.md "Suspensions"), beside their name on the
 * rosters and the results form: "Suspended" in a red badge, read out as "Suspended: an unserved
 * suspension". Plain markup and a few CSS rules, light enough for the public roster.
 */
export function SuspendedMark() {
  return (
    <span className={classes.badge} title="An unserved suspension" data-testid="suspended-mark">
      Suspended<span className={classes.hidden}>: an unserved suspension</span>
    </span>
  );
}
