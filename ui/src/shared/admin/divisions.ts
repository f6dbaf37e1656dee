/** The division segment of the league-scoped team routes: the league's division, or `all`. */
export const ALL_DIVISIONS = 'all';

/** A league's names for the league-scoped team routes (siteRoute.leagueTeams and its kin), division `all` when it has none. */
export const withAllDivisions = <League extends { divisionName: string | null }>(league: League) => ({
  ...league,
  divisionName: league.divisionName ?? ALL_DIVISIONS,
});
