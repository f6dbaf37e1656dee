import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

/** The app that index.html's script (src/boot.ts) starts. */
const APP_ENTRY = fileURLToPath(new URL('../src/main.tsx', import.meta.url));

/**
 * index.html links the stylesheets of the app (main.tsx and its imports): index.html's script starts
 * the app only once a page the server rendered is painted, and the page is laid out by them from its
 * first paint, with script or without (docs/pages.md). The app sees them linked and adds none again.
 */
export function appStylesheets(): Plugin {
  return {
    name: 'league:app-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const app = chunks.find((chunk) => chunk.facadeModuleId === APP_ENTRY);
        if (!app) throw new Error(`the build has no chunk of ${APP_ENTRY}`);
        const css = new Set<string>();
        const seen = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          chunk.imports.forEach((file) => {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          });
          chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
        };
        visit(app);
        const links = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
        return html.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`);
      },
    },
  };
}
