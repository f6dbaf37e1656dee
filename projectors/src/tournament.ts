import { conductSignaturesProjection } from './conduct';
import { organizationsProjection } from './organizations';
import type { Projection } from './projection';
import { registeredTeamsProjection } from './registered-teams';
import { tournamentsProjection } from './tournaments';

/** Projections of registration, organizations, conduct, tournaments, registrants (issue 4). */
export const tournamentProjections: readonly Projection[] = [
  organizationsProjection,
  registeredTeamsProjection,
  conductSignaturesProjection,
  tournamentsProjection,
];
