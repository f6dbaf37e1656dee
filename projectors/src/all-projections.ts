import type { Projection } from './projection';
import { venuesProjection } from './venues';

/** Every read model of the site, in the order the runner starts them. Add a new projection here. */
export const allProjections: readonly Projection[] = [venuesProjection];
