import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { currentLeaguesQuery, leagueTitle, standingsQuery, statsKeys } from '../../shared/league/stats/api';

export interface CurrentTeamOption {
  value: string;
  label: string;
}
export interface CurrentTeamGroup {
  group: string;
  items: CurrentTeamOption[];
}

/**
 * The standings of the current leagues, read through the cache (each league's entry shared with the
 * standings pages); a league whose standings fail is null. The server reads it too before rendering
 * /rosters (app/pageReads.ts): a page hydrated without it would start the read as it is taken over,
 * and the answer would make React render the page again at once, in one long task.
 */
export const currentTeamsQuery = (queryClient: QueryClient, leagueIds: readonly string[]) =>
  queryOptions({
    queryKey: [...statsKeys.all, 'current-teams', leagueIds],
    queryFn: () =>
      Promise.all(
        leagueIds.map((leagueId) => queryClient.fetchQuery(standingsQuery(leagueId)).catch(() => null)),
      ),
  });

/**
 * The current teams, grouped by league: the current leagues, then each league's standings (which
 * list every team of the league). There is no public "current teams" read of its own. One query reads
 * the standings through the cache (each league's entry shared with the standings pages); a league
 * whose standings fail is left out, as before. (useQueries would bring its observer to every first
 * visit of /rosters, about 1.2 KB brotli.)
 */
export function useCurrentTeams() {
  const queryClient = useQueryClient();
  const leagues = useQuery(currentLeaguesQuery());
  const leagueIds = (leagues.data ?? []).map((league) => league.leagueId);
  const standings = useQuery({ ...currentTeamsQuery(queryClient, leagueIds), enabled: leagues.isSuccess });
  const groups: CurrentTeamGroup[] = (leagues.data ?? []).flatMap((league, index) => {
    const teams = standings.data?.[index]?.listOfTeams ?? [];
    if (teams.length === 0) return [];
    const items = [...teams]
      .sort((a, b) => a.teamName.localeCompare(b.teamName))
      .map((team) => ({ value: team.teamId, label: team.teamName }));
    return [{ group: `${leagueTitle(league)} (${league.session} ${league.year})`, items }];
  });
  return { groups, isPending: leagues.isPending || (leagues.isSuccess && standings.isPending), leagues };
}
