import { OFFLINE_READS_CACHE } from './offlineRoutes';

/** Where the build writes the service worker (ui/vite/scorekeeperServiceWorker.ts): the site's root, its scope. */
const SCOPE = import.meta.env.BASE_URL;
const SW_URL = `${SCOPE}sw.js`;

/**
 * Installs the scorekeeper's service worker (docs/pages.md, "Offline scorekeeping"): called by the
 * scorekeeper's page only, so a public visitor never downloads the worker nor the shell it precaches.
 * Production builds only (the dev server has no sw.js), and only where the browser has service workers
 * (and a secure context). Also asks that the site's storage be kept (the outbox's IndexedDB among it)
 * rather than cleared when the phone runs short of space.
 *
 * Answers the registration, or null without one. The first time, the reads the page made before the
 * worker took control (`navigator.serviceWorker` `controllerchange`) are not kept: read them again then.
 */
export async function registerScorekeeperServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator))
    return null;
  void navigator.storage?.persist?.().catch(() => false);
  try {
    return await navigator.serviceWorker.register(SW_URL, { scope: SCOPE });
  } catch (error) {
    // the page still works online without it
    console.error('The offline worker could not be installed.', error);
    return null;
  }
}

/** Drops the copies of the game sheets' reads kept for offline use (say, at logout on a shared phone). */
export async function clearOfflineReads(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_READS_CACHE);
}
