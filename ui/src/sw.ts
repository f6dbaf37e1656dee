/// <reference lib="webworker" />
/**
 * The scorekeeper's service worker (docs/pages.md, "Offline scorekeeping"), built into /sw.js by
 * ui/vite/scorekeeperServiceWorker.ts and registered by registerScorekeeperServiceWorker() only: no
 * public page installs it.
 *
 * - the app shell (index.html, every script and style of the build) is precached, replaced at the next
 *   release once no page of the old one is open;
 * - a page opened while the network does not answer gets the precached shell, which routes by the
 *   address itself; with a network, pages come from the server as ever (their heads and statuses);
 * - the game sheet's reads (OFFLINE_READS) come from the network, or from their last copy when it does
 *   not answer in time; every other request is left to the browser.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isOfflineRead, OFFLINE_READS_CACHE, OFFLINE_SHELL_PATH } from './shared/offline/offlineRoutes';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** A page the server has not answered by then is opened from the shell. */
const NAVIGATION_TIMEOUT_MS = 5_000;
/**
 * A read the server has not answered by then is answered from its copy: longer than the server's wait
 * for the client's own writes (X-Min-Position, about 3 s: docs/api.md), so that a read right after a
 * write does not get the copy from before it while the server is reachable.
 */
const READ_TIMEOUT_SECONDS = 5;

// the build writes the list here: the shell under OFFLINE_SHELL_PATH, the scripts and styles by name
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// the page that registered the worker uses it at once: the sheet's reads it makes next are kept
clientsClaim();

async function fetchWithin(request: Request, ms: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer in time')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        const response = await fetchWithin(request, NAVIGATION_TIMEOUT_MS);
        // a proxy's 502/503/504 while the app's server is down: the shell does better
        if (response.status < 500) return response;
      } catch {
        // offline, or too slow: the shell below
      }
      return (await matchPrecache(OFFLINE_SHELL_PATH)) ?? Response.error();
    },
    { denylist: [/^\/api\//] },
  ),
);

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: OFFLINE_READS_CACHE,
    networkTimeoutSeconds: READ_TIMEOUT_SECONDS,
    // the answers vary by Authorization: a copy still serves once the scorekeeper logged in again
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      // a game's sheet is wanted for a day or two; a season's games are far fewer than this
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 14 * 24 * 60 * 60 }),
    ],
  }),
);
