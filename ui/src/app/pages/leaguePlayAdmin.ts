import type { AreaPages } from './types';

/**
 * League play, admin pages (issue 3): the page of each route of the route table (keyed by its path exactly as written there), and
 * routes beyond the spec in `extraRoutes`.
 */
export const leaguePlayAdminPages: AreaPages = { pages: {}, extraRoutes: [] };
