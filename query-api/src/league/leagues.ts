import { notFound, type CurrentLeaguesAnswer, type PreviousLeaguesAnswer } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import * as leagues from '@league/read-models/leagues';
import { currentLeagueItem, previousLeagueItem } from './answers';

export const LEAGUE_NOT_FOUND = 'No League Found!';

/** A read's league, or 404 when there is none. */
export function foundLeague<T>(league: T | null): T {
  if (league === null) throw notFound(LEAGUE_NOT_FOUND);
  return league;
}

/** The league's name fields as the league reads answer them. */
export const leagueFields = (league: leagues.LeagueInfo) => ({
  leagueId: league.leagueId,
  leagueName: league.leagueName,
  divisionName: league.divisionName,
  session: league.session,
  year: league.year,
});

/** Current leagues by name then division (each division kept); the second list without exact repeats. */
export async function currentLeagues(db: SqlClient): Promise<CurrentLeaguesAnswer> {
  const rows = await leagues.currentLeagues(db);
  const seen = new Set<string>();
  const noDuplicates = rows.filter((league) => {
    const key = JSON.stringify([league.leagueName, league.divisionName, league.session, league.year]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    currentLeagues: rows.map(currentLeagueItem),
    currentLeaguesSortedNoDuplicates: noDuplicates.map(currentLeagueItem),
  };
}

export const previousLeagues = async (db: SqlClient): Promise<PreviousLeaguesAnswer['previousLeagues']> =>
  (await leagues.previousLeagues(db)).map(previousLeagueItem);
