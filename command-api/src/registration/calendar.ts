import { DEFAULT_LEAGUE_TIME_ZONE, todayInTimeZone } from '@league/contracts';
import type { CommandApiDeps } from '../deps';

/**
 * Today's date (YYYY-MM-DD) on the league's calendar: the configured time zone (CommandApiDeps.timeZone,
 * LEAGUE_TIMEZONE as the launchers' configuration read it) or the configuration's default, by the API's
 * clock.
 */
export function leagueToday(deps: Pick<CommandApiDeps, 'now' | 'timeZone'>): string {
  return todayInTimeZone(deps.timeZone ?? DEFAULT_LEAGUE_TIME_ZONE, deps.now?.() ?? new Date());
}
