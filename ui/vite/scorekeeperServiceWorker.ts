import type { LogLevel } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { BUILD_OFFLINE_SHELL_PATH } from './offlineShell.ts';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

/** Above this, the precache (every script and style of the build) is worth trimming to the staff's pages. */
export const PRECACHE_BUDGET_BYTES = 2 * 1024 * 1024;

/**
 * The server answers index.html at a page's address only (launch/ui-static.ts): the shell is precached
 * under a staff page's address (the worker's OFFLINE_SHELL_PATH), with index.html's revision.
 */
const shellAtStaffPage: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) =>
    entry.url === 'index.html' ? { ...entry, url: BUILD_OFFLINE_SHELL_PATH } : entry,
  ),
});

const withinBudget: ManifestTransform = (entries) => {
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  return {
    manifest: entries,
    warnings:
      total > PRECACHE_BUDGET_BYTES
        ? [`The scorekeeper's precache is ${total} bytes, over its budget of ${PRECACHE_BUDGET_BYTES}.`]
        : [],
  };
};

/**
 * Builds ui/src/sw.ts into /sw.js with the build's precache list (docs/pages.md, "Offline scorekeeping").
 * Nothing is added to index.html: registerScorekeeperServiceWorker() registers the worker, on the
 * scorekeeper's page only, and the server answers the web app manifest (launch/site-files.ts).
 */
export function scorekeeperServiceWorker() {
  let logLevel: LogLevel | undefined;
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    integration: {
      // before precompress() (vite/precompress.ts), so that sw.js is written when it compresses the output
      closeBundleOrder: 'pre',
      // the worker's own build logs as the app's does (launch/ui-bundle.ts builds with 'warn')
      configureOptions: (viteConfig) => {
        logLevel = viteConfig.logLevel;
      },
      configureCustomSWViteBuild: (swBuild) => {
        swBuild.logLevel = logLevel;
      },
    },
    injectManifest: {
      // one classic script: no module worker needed
      rollupFormat: 'iife',
      globPatterns: ['**/*.{js,css}', 'index.html', 'favicon.svg'],
      manifestTransforms: [shellAtStaffPage, withinBudget],
    },
  });
}
