import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  root: uiRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
