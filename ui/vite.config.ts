import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { appStylesheets } from './vite/appStylesheets.ts';
import { FRAMEWORK_CHUNK, frameworkChunkAfterPaint } from './vite/frameworkChunk.ts';
import { lightColorScheme } from './vite/lightColorScheme.ts';
import { mantineStaticCssVariables } from './vite/mantineCssVariables.ts';
import { precompress } from './vite/precompress.ts';
import { scorekeeperServiceWorker } from './vite/scorekeeperServiceWorker.ts';
import { scrollAreaWithoutFloatingUi } from './vite/scrollAreaRefs.ts';
import { tableScrollContainerNative } from './vite/tableScrollContainer.ts';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

/** The server's renderer (src/entry-server.tsx), built beside the app: `<outDir>/server/entry-server.js`. */
const SERVER_ENTRY = 'src/entry-server.tsx';
const SERVER_OUT_DIR = 'server';

const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  // read by bench/src/ui-weight.ts: the chunks each public page loads first
  manifest: true,
  // every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
  // an older one still runs the site, without the preload
  modulePreload: { polyfill: false },
  rolldownOptions: { output: { codeSplitting: { groups: [FRAMEWORK_CHUNK] } } },
};

const serverBuild: BuildEnvironmentOptions = {
  ssr: SERVER_ENTRY,
  // launch/ui-bundle.ts names the folder under the app's own outDir, kept after the app's build
  outDir: `dist/${SERVER_OUT_DIR}`,
  emptyOutDir: false,
  manifest: false,
  copyPublicDir: false,
  rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: uiRoot,
  plugins: [
    react(),
    mantineStaticCssVariables(),
    lightColorScheme(),
    scrollAreaWithoutFloatingUi(),
    tableScrollContainerNative(),
    // the service worker and the precompressed files are the browser's
    ...(isSsrBuild
      ? []
      : [appStylesheets(), frameworkChunkAfterPaint(), scorekeeperServiceWorker(), precompress()]),
  ],
  // the server's renderer holds every package it uses (React, Mantine, TanStack Query): it runs from
  // wherever the build was written (LEAGUE_UI_DIST), with no node_modules beside it
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild ? serverBuild : clientBuild,
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/healthz': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/healthz': { target: apiServer, changeOrigin: false },
    },
  },
}));
