/**
 * The staff page the scorekeeper's service worker keeps the app shell under: siteRoute.adminLogin's
 * address, written out because the Vite config cannot load the contracts' TypeScript.
 * ui/src/shared/offline/offlineRoutes.unit.test.ts holds it to OFFLINE_SHELL_PATH, which the worker reads.
 */
export const BUILD_OFFLINE_SHELL_PATH = '/admin/login';
