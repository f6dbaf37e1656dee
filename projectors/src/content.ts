import type { Projection } from './projection';

/** Projections of content, suspensions, mail outbox (issue 5). */
export const contentProjections: readonly Projection[] = [];
