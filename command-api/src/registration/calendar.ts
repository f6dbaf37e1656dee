import { todayInTimeZone } from '@league/contracts';

/**
 * Today's date (YYYY-MM-DD) on the league's calendar: LEAGUE_TIMEZONE (validated by the launchers'
 * configuration) or America/New_York, the configuration's default.
 */
export function leagueToday(now: () => Date): string {
  const timeZone = process.env.LEAGUE_TIMEZONE?.trim() || 'America/New_York';
  return todayInTimeZone(timeZone, now());
}
