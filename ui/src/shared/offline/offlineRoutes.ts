import { siteRoute } from '@league/contracts/site-pages';

/**
 * What the scorekeeper's service worker (ui/src/sw.ts) keeps for offline use, shared with the build
 * that writes its precache list (ui/vite/scorekeeperServiceWorker.ts); docs/pages.md, "Offline
 * scorekeeping".
 */

/**
 * The address the app shell is precached under: the server answers index.html at a page's address
 * only (with that page's head), so the shell is kept as a staff page that always exists, and served
 * for every page opened offline (the app then routes by the address itself).
 */
export const OFFLINE_SHELL_PATH = siteRoute.adminLogin.href();

/** The cache of the reads below. */
export const OFFLINE_READS_CACHE = 'scorekeeper-reads';

/**
 * The reads a game's sheet needs offline, answered from the network when it answers and from their last
 * copy otherwise: the game's sheet (lineups, entries) and both rosters with the game's details (docs/api.md,
 * "Game sheet" and "League play: admin reads"). No other API answer is cached: public data must not go stale.
 */
export const OFFLINE_READS: readonly RegExp[] = [
  /^\/api\/admin\/game\/[^/]+\/sheet$/,
  /^\/api\/admin\/[^/]+\/rostersAndPoints$/,
];

/** Whether a same-origin GET of this path is one of OFFLINE_READS. */
export function isOfflineRead(pathname: string): boolean {
  return OFFLINE_READS.some((pattern) => pattern.test(pathname));
}
