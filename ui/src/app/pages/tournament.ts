import type { AreaPages } from './types';

/**
 * Registration and tournament administration (issue 4): the page of each route of the route table (keyed by its path exactly as written there), and
 * routes beyond the spec in `extraRoutes`.
 */
export const tournamentPages: AreaPages = { pages: {}, extraRoutes: [] };
