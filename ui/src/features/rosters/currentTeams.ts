import { useQueries, useQuery } from '@tanstack/react-query';
import { currentLeaguesQuery, leagueTitle, standingsQuery } from '../stats/api';

export interface CurrentTeamOption {
  value: string;
  label: string;
}
export interface CurrentTeamGroup {
  group: string;
  items: CurrentTeamOption[];
}

/**
 * The current teams, grouped by league: the current leagues, then each league's standings (which
 * list every team of the league). There is no public "current teams" read of its own.
 */
export function useCurrentTeams() {
  const leagues = useQuery(currentLeaguesQuery());
  const standings = useQueries({
    queries: (leagues.data ?? []).map((league) => standingsQuery(league._id)),
  });
  const groups: CurrentTeamGroup[] = (leagues.data ?? []).flatMap((league, index) => {
    const teams = standings[index]?.data?.listOfTeams ?? [];
    if (teams.length === 0) return [];
    const items = [...teams]
      .sort((a, b) => a.teamName.localeCompare(b.teamName))
      .map((team) => ({ value: team.teamId, label: team.teamName }));
    return [{ group: `${leagueTitle(league)} (${league.session} ${league.year})`, items }];
  });
  return { groups, isPending: leagues.isPending || standings.some((query) => query.isPending), leagues };
}
