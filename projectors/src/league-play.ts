import type { Projection } from './projection';

/** Projections of the read models of league play (issue 3). */
export const leaguePlayProjections: readonly Projection[] = [];
