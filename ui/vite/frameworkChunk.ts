import type { Plugin, Rollup } from 'vite';

/**
 * What every public page runs, in one chunk beside the app (src/main.tsx) rather than split by the
 * bundler into a file per shared module: React, TanStack Query, Mantine's core and the few components
 * nearly every page shows, the API helpers and the site's routes. A first visit fetched 23–36 files,
 * most under 1 KB; with this chunk it fetches 9–19, and 3 KB less as sent
 * (`npm run bench -- --only ui-weight`).
 */
export const FRAMEWORK_CHUNK = {
  name: 'framework',
  test: new RegExp(
    [
      String.raw`node_modules[\\/](react|react-dom|scheduler|@tanstack|clsx)[\\/]`,
      String.raw`@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](Text|Title|Anchor|Stack|Paper|Card|Container))[\\/]`,
      String.raw`ui[\\/]src[\\/]shared[\\/](api[\\/]|ui[\\/]useShownOnce\.)`,
      String.raw`contracts[\\/]src[\\/](position|site-pages|formatting)[\\/.]`,
    ].join('|'),
  ),
};

/**
 * Two things the chunk must not do, or the build fails naming it:
 * - be loaded by index.html's script (src/boot.ts), which starts the app once the page is painted
 *   (docs/pages.md). It would be if a module of the chunk imported another dynamically: the bundler's
 *   preload helper, which index.html's script uses too, would come into the chunk.
 * - have a stylesheet of its own: a page the server keeps takes the app's one stylesheet inline
 *   (docs/pages.md), and a module's CSS belongs with the app's.
 */
export function frameworkChunkAfterPaint(): Plugin {
  return {
    name: 'league:framework-chunk-after-paint',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      const framework = chunks.find((chunk) => chunk.name === FRAMEWORK_CHUNK.name);
      if (!framework) throw new Error(`the build has no ${FRAMEWORK_CHUNK.name} chunk`);
      for (const entry of chunks.filter((chunk) => chunk.isEntry))
        if (entry.imports.includes(framework.fileName))
          throw new Error(
            `${entry.fileName} loads ${framework.fileName} before it runs: a module of the ${FRAMEWORK_CHUNK.name} chunk imports another dynamically (ui/vite/frameworkChunk.ts)`,
          );
      const css = [...(framework.viteMetadata?.importedCss ?? [])];
      if (css.length > 0)
        throw new Error(
          `${framework.fileName} has stylesheets of its own (${css.join(', ')}): a module of the ${FRAMEWORK_CHUNK.name} chunk imports CSS (ui/vite/frameworkChunk.ts)`,
        );
    },
  };
}
