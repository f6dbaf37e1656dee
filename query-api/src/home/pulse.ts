import type { HomeAnswer } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { homePulse } from '@league/read-models/home';
import { toItem } from '../league/items';

/** The home page's answer as of `today` (YYYY-MM-DD on the league's calendar): newest results first. */
export async function homeAnswerOf(db: SqlClient, today: string): Promise<HomeAnswer> {
  const { leagues, keyDates } = await homePulse(db, today);
  return {
    today,
    leagues: leagues.map(({ latestResults, nextGames, ...league }) => ({
      ...league,
      latestResults: latestResults.map(toItem).reverse(),
      nextGames: nextGames.map(toItem),
    })),
    keyDates: keyDates.map(toItem),
  };
}
