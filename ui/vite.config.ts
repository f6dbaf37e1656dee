import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStaticCssVariables } from './vite/mantineCssVariables.ts';
import { precompress } from './vite/precompress.ts';
import { scorekeeperServiceWorker } from './vite/scorekeeperServiceWorker.ts';
import { scrollAreaWithoutFloatingUi } from './vite/scrollAreaRefs.ts';
import { tableScrollContainerNative } from './vite/tableScrollContainer.ts';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: uiRoot,
  plugins: [
    react(),
    mantineStaticCssVariables(),
    scrollAreaWithoutFloatingUi(),
    tableScrollContainerNative(),
    scorekeeperServiceWorker(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // read by bench/src/ui-weight.ts: the chunks each public page loads first
    manifest: true,
    // every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115);
    // an older one still runs the site, without the preload
    modulePreload: { polyfill: false },
  },
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
});
