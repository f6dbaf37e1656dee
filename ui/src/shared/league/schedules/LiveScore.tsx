import { siteRoute } from '@league/contracts/site-pages';
import { Anchor } from '@mantine/core';
import type { ScheduleEntry } from '@league/contracts';
import { Link } from '../../router';
import { liveScoreLabel, liveScoreText } from './scheduleItem';
import classes from './ScheduleTable.module.css';

/**
 * A game being scored (docs/api.md, "A schedule item"): "LIVE 2–1", its running score visitor first,
 * linked to its summary; its accessible name says it in words too. Nothing for another item.
 */
export function LiveScore({
  item,
}: {
  item: Pick<ScheduleEntry, 'itemId' | 'inProgress' | 'runningScore' | 'visitorTeamName' | 'homeTeamName'>;
}) {
  if (!item.inProgress) return null;
  return (
    <Anchor
      component={Link}
      to={siteRoute.gameSummary.href({ gameId: item.itemId })}
      className={classes.live}
      aria-label={liveScoreText(item)}
      data-testid="live-score"
    >
      {liveScoreLabel(item)}
    </Anchor>
  );
}
