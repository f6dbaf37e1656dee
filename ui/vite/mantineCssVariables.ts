import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_THEME,
  em,
  keys,
  mergeMantineTheme,
  px,
  type CSSVariablesResolver,
  type MantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

export const CSS_VARIABLES_MODULE = 'virtual:mantine-css-variables.css';
const RESOLVED_CSS = '\0league-mantine-css-variables.css';
const RESOLVED_STUB = '\0league-mantine-css-variables-stub.js';
const COMPONENT = /MantineCssVariables[\\/]MantineCssVariables\.mjs$/;

type Variables = Record<string, unknown>;
interface Internals {
  getMergedVariables: (input: { theme: MantineTheme; generator?: CSSVariablesResolver }) => Variables;
  removeDefaultVariables: (variables: Variables) => Variables;
  convertCssVariables: (variables: Variables, selector?: string) => string;
}

/** Mantine's own functions (not exported from its index), by file, as its MantineCssVariables uses them. */
async function mantineInternals(): Promise<Internals> {
  const esm = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..', 'esm', 'core');
  const load = (path: string) => import(pathToFileURL(join(esm, 'MantineProvider', path)).href);
  const [merged, cleaned, converted] = await Promise.all([
    load('MantineCssVariables/get-merged-variables.mjs'),
    load('MantineCssVariables/remove-default-variables.mjs'),
    load('convert-css-variables/convert-css-variables.mjs'),
  ]);
  return {
    getMergedVariables: merged.getMergedVariables,
    removeDefaultVariables: cleaned.removeDefaultVariables,
    convertCssVariables: converted.convertCssVariables,
  };
}

/**
 * The `:root` variables of the site's theme, exactly as MantineProvider writes them into a <style> in
 * the browser (default selector, duplicates of Mantine's stylesheet left out).
 */
export async function themeCssVariables(): Promise<string> {
  const { getMergedVariables, removeDefaultVariables, convertCssVariables } = await mantineInternals();
  const merged = getMergedVariables({
    theme: mergeMantineTheme(DEFAULT_THEME, theme),
    generator: cssVariablesResolver,
  });
  return convertCssVariables(removeDefaultVariables(merged));
}

/**
 * The classes of `hiddenFrom` and `visibleFrom`, exactly as MantineProvider writes them into a <style>
 * at the top of the page's body (App.tsx turns that off: the HTML standard allows <style> only in the
 * head, and the Nu Html Checker refuses one that follows other elements).
 */
export function themeGlobalClasses(): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);
  return keys(breakpoints).reduce((css, breakpoint) => {
    // every breakpoint of a merged theme has its width (Mantine's defaults fill the rest)
    const value = breakpoints[breakpoint]!;
    const width = px(value) as number;
    const [below, from] = value.includes('px')
      ? [`${width - 0.1}px`, `${width}px`]
      : [em(width - 0.1), em(width)];
    return `${css}@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }, '');
}

/**
 * The theme's CSS variables and the global classes as a stylesheet of the build (imported after
 * Mantine's styles.css, so in the same cascade order as the <style>s MantineProvider renders), and
 * MantineProvider's generator of the variables replaced by an empty component: about 2-3 KB (brotli) less
 * JavaScript on every page, the same variables.
 */
export function mantineStaticCssVariables(): Plugin {
  return {
    name: 'league:mantine-static-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === CSS_VARIABLES_MODULE) return RESOLVED_CSS;
      if (importer && /MantineProvider\.mjs$/.test(importer) && COMPONENT.test(source)) return RESOLVED_STUB;
      return null;
    },
    async load(id) {
      if (id === RESOLVED_CSS) return `${await themeCssVariables()}\n${themeGlobalClasses()}`;
      if (id === RESOLVED_STUB) return 'export function MantineCssVariables() { return null; }';
      return null;
    },
  };
}
