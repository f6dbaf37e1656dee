import type { AreaPages } from './types';

/**
 * Content, discipline, mail and photos (issue 5): the page of each route of the route table (keyed by its path exactly as written there), and
 * routes beyond the spec in `extraRoutes`.
 */
export const contentPages: AreaPages = { pages: {}, extraRoutes: [] };
