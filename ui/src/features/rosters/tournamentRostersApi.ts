import type { TournamentRostersAnswer, TournamentRostersOfYear } from '@league/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';

export const tournamentRosterKeys = {
  all: ['tournament-rosters'] as const,
  year: (year: number | null) => [...tournamentRosterKeys.all, year ?? 'newest'] as const,
};

/** The rosters of the answer, each team's `_id` as its registeredTeamId. */
const rostersOf = ({ tournamentRosters, ...year }: TournamentRostersAnswer): TournamentRostersOfYear => ({
  ...year,
  tournamentRosters: tournamentRosters.map(({ _id, ...team }) => ({ registeredTeamId: _id, ...team })),
});

/** The current registered teams of `year` (null: the newest year that has any). */
export const tournamentRostersQuery = (year: number | null) =>
  queryOptions({
    queryKey: tournamentRosterKeys.year(year),
    queryFn: ({ signal }) =>
      apiRequest<TournamentRostersAnswer>(
        `/api/registration/tournamentRosters${year === null ? '' : `?year=${year}`}`,
        { signal },
      ),
    select: rostersOf,
    placeholderData: keepPreviousData,
  });
