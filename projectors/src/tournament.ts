import type { Projection } from './projection';

/** Projections of registration, organizations, conduct, tournaments, registrants (issue 4). */
export const tournamentProjections: readonly Projection[] = [];
