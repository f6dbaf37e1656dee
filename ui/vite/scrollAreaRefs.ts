import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS = fileURLToPath(new URL('./mergeRefs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (inside every Table.ScrollContainer of the public pages) imports a single hook,
 * useMergeRefs, from @floating-ui/react; the bundler then keeps floating-ui's positioning code (about
 * 25 KB, for popovers) in the tables' chunk. This points that one import at the same hook built on
 * @mantine/hooks; Select, Popover and the other floating components still use floating-ui itself.
 */
export function scrollAreaWithoutFloatingUi(): Plugin {
  return {
    name: 'league:scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer)) return MERGE_REFS;
      return null;
    },
  };
}
