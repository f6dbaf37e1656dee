import { sessionField, yearField, type NextSeasonAnswer, type NextSeasonRequest } from '@league/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../shared/api/apiRequest';
import { numberText } from '../../shared/forms/numberText';
import { leagueKeys, type CurrentLeague } from '../../shared/admin/leaguesApi';

/** The sessions of a year in their order: the next of the last is the first of the next year. */
const SESSIONS = ['Winter', 'Spring', 'Summer', 'Fall'] as const;
const SESSION_NAMES: Readonly<Record<string, number>> = { autumn: 3 };

/**
 * The session and year after a league's: the next session of the year (Fall → Winter of the next year),
 * or, for a session named otherwise, the same session a year later.
 */
export function nextSeasonOf(league: Pick<CurrentLeague, 'session' | 'year'>): {
  session: string;
  year: number;
} {
  const name = league.session.trim().toLowerCase();
  const index = SESSIONS.findIndex((session) => session.toLowerCase() === name);
  const known = index === -1 ? SESSION_NAMES[name] : index;
  if (known === undefined) return { session: league.session, year: league.year + 1 };
  const next = (known + 1) % SESSIONS.length;
  return { session: SESSIONS[next]!, year: next === 0 ? league.year + 1 : league.year };
}

/** The next season's form with the API's field rules (docs/api.md, "Next season"). */
export const nextSeasonFormSchema = z.object({
  session: sessionField,
  year: numberText(yearField),
  copyRosters: z.boolean(),
});
export type NextSeasonForm = z.input<typeof nextSeasonFormSchema>;
export type NextSeasonValues = z.output<typeof nextSeasonFormSchema>;

/** Starts the league's next season; the leagues (and their teams) are read again. */
export function useStartNextSeason(league: Pick<CurrentLeague, 'leagueId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NextSeasonValues) =>
      apiRequest<NextSeasonAnswer>(`/api/admin/league/${encodeURIComponent(league.leagueId)}/nextSeason`, {
        method: 'POST',
        body: values satisfies NextSeasonRequest,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}
