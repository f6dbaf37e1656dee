import type { ScheduleEntry } from '@league/contracts';
import classes from './GameKindFlag.module.css';
import { gameKindLabel } from './scheduleItem';

/** 'PLAYOFF GAME' (red) or 'CHAMPIONSHIP GAME' (yellow), nothing for a regular game or an event. */
export function GameKindFlag({
  item,
  size = 'normal',
}: {
  item: Pick<ScheduleEntry, 'playoff' | 'championship'>;
  size?: 'normal' | 'large';
}) {
  const label = gameKindLabel(item);
  if (!label) return null;
  const className = [
    classes.flag,
    item.championship && classes.championship,
    size === 'large' && classes.large,
  ]
    .filter(Boolean)
    .join(' ');
  return <span className={className}>{label}</span>;
}
