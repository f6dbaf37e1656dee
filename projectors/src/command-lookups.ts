import { commandLookupsProjection } from './command-lookups/projection';
import type { Projection } from './projection';

/** Projections of the lookups the league-play commands check against (schedule clashes, references). */
export const commandLookupProjections: readonly Projection[] = [commandLookupsProjection];
