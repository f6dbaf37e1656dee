import postcss from 'postcss';
import type { Plugin } from 'vite';

/** `[data-mantine-color-scheme]`, `[data-mantine-color-scheme=light]` or `…="dark"`, as Mantine writes them. */
const SCHEME = /\[data-mantine-color-scheme(?:=(["']?)(light|dark)\1)?\]/g;
const CSS = /\.css(?:$|\?)/;

/**
 * One selector as it reads on the site's pages, where `<html>` always has the light scheme: null when
 * it asks for the dark one, or for a shadow root's host in a scheme (it never matches); otherwise each
 * of the light scheme's attribute selectors becomes `:root`. The attribute is only ever on `<html>`
 * (MantineProvider sets it there), and `:root` weighs what an attribute selector weighs, so the rule
 * matches the same elements and wins the same cascades.
 */
export function lightSelector(selector: string): string | null {
  const schemes = [...selector.matchAll(SCHEME)].map((match) => match[2]);
  if (schemes.length === 0) return selector;
  // the dark scheme never applies; nor does a shadow root's host (the site has none)
  if (schemes.includes('dark') || selector.includes(':host(')) return null;
  return selector.replace(SCHEME, ':root');
}

/** `css` with every rule's selectors read by lightSelector, and the rules left with none taken out. */
export function lightColorSchemeCss(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (!rule.selector.includes('data-mantine-color-scheme')) return;
    const selectors = rule.selectors.map(lightSelector).filter((selector) => selector !== null);
    if (selectors.length === 0) rule.remove();
    else rule.selectors = selectors;
  });
  return root.toString();
}

/**
 * The site has the light color scheme only (App.tsx). Mantine's stylesheets and the theme's variables
 * give much of their colours under `[data-mantine-color-scheme=…]`, an attribute MantineProvider sets on
 * `<html>` once the app runs: a page the server rendered was first painted without them, and setting it
 * then made the browser work out the style of every element of the page once more, which on a phone is
 * a long task. Here, in the build, the light scheme's rules apply from the first paint without the
 * attribute, the dark scheme's are left out, and no rule of the site names the attribute any more, so
 * setting it changes nothing.
 */
export function lightColorScheme(): Plugin {
  return {
    name: 'league:light-color-scheme',
    enforce: 'pre',
    transform(code, id) {
      if (!CSS.test(id) || !code.includes('data-mantine-color-scheme')) return null;
      return { code: lightColorSchemeCss(code), map: null };
    },
  };
}
