import { commandLookupProjections } from './command-lookups';
import { contentProjections } from './content';
import { leaguePlayProjections } from './league-play';
import type { Projection } from './projection';
import { tournamentProjections } from './tournament';
import { venuesProjection } from './venues';

/** Every read model of the site, in the order the runner starts them. Add a new projection to its area's list. */
export const allProjections: readonly Projection[] = [
  venuesProjection,
  ...leaguePlayProjections,
  ...commandLookupProjections,
  ...tournamentProjections,
  ...contentProjections,
];
