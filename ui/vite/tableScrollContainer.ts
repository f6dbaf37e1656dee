import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TABLE = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]Table\.mjs$/;
const NATIVE = fileURLToPath(new URL('../src/shared/ui/TableScrollContainer.tsx', import.meta.url));

/**
 * Mantine's Table imports its ScrollContainer, and with it ScrollArea (custom scrollbars, about 5 KB
 * brotli), on every page with a table, whether or not the page wraps a table in it. This gives Table
 * the UI's TableScrollContainer instead: the same box, scrolled by the browser.
 */
export function tableScrollContainerNative(): Plugin {
  return {
    name: 'league:table-scroll-container-native',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './TableScrollContainer.mjs' && importer && TABLE.test(importer)) return NATIVE;
      return null;
    },
  };
}
