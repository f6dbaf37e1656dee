import { EARLY_ACTIONS_SCRIPT } from '@league/contracts/early-actions';
import { SITE_NAME, SITE_PREVIEW_IMAGE } from '@league/contracts/site-pages';
import type { PageHead } from './page-heads';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element and inside a quoted attribute (names come from admins, paths from anyone). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The page's own head: title, description, OpenGraph and Twitter card, every value escaped. */
export function headTags(head: PageHead, origin: string, path: string): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', `${origin}${path}`),
    meta('property', 'og:image', `${origin}${SITE_PREVIEW_IMAGE}`),
    meta('name', 'twitter:card', 'summary'),
  ].join('\n    ');
}

const TITLE = /<title>[^<]*<\/title>/;

/**
 * index.html as the build wrote it, read once: each answer is the same file with the page's head in
 * place of its <title> (before </head> when it has none).
 */
export function pageTemplate(indexHtml: string): (head: PageHead, origin: string, path: string) => string {
  const title = TITLE.exec(indexHtml);
  const at = title ? title.index : indexHtml.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no <head>');
  const before = indexHtml.slice(0, at);
  const after = indexHtml.slice(title ? at + title[0].length : at);
  return (head, origin, path) => `${before}${headTags(head, origin, path)}${after}`;
}

const ROOT = '<div id="root"></div>';
/** index.html's module script (ui/src/boot.ts), as the build writes it */
const PAGE_SCRIPT = /<script type="module"(?=[^>]*\ssrc=")/;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="\/([^"]+)"[^>]*>\s*/g;

/** The app's stylesheets, as index.html links them (the build's vite/appStylesheets.ts): their files under the build. */
export function appStylesheets(indexHtml: string): string[] {
  const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
  return [...head.matchAll(STYLESHEET_LINK)].map((match) => match[1]!);
}

/** A page the server rendered: the document around the app's HTML, which streams in between. */
export interface PageParts {
  /** up to and with `<div id="root">`: the page's head, then the page's own stylesheets and module preloads */
  start: string;
  /** `</div>`, the page's data for the browser, and the rest of index.html */
  end: string;
}

/** What the server adds to index.html for a page it rendered (launch/page-render.ts). */
export interface RenderedParts {
  /** `<style>`s and `<link>`s of the page's own styles, for the head */
  links: string;
  /**
   * The part of the app's stylesheets the page uses (critical-css.ts), in place of index.html's links
   * to them: index.html's script links them once the page is painted (ui/src/boot.ts). Without it, the
   * page links them as index.html does.
   */
  appStyle?: string;
  /** the addresses of the page's own scripts, which the app fetches as it starts (pageModules) */
  modules: readonly string[];
  /** the id and JSON text of the `<script type="application/json">` of the page's data (`<` already escaped) */
  dataId: string;
  data: string;
  /**
   * The newest position at which a read model's data changed before the page's data was read: the
   * page's live stream starts there, so a change made while the app was starting is told (docs/live.md)
   */
  liveSince?: string | null;
}

/**
 * index.html as the build wrote it, read once, for the pages the server renders: each answer is the
 * head of `pageTemplate` opened by the script that keeps a visitor's actions until the app starts
 * (first, before any stylesheet, which would hold it and the page up until loaded; the CSP allows it by
 * its hash and allows no other inline script, docs/pages.md), the page's links before `</head>`, the
 * app's HTML inside `#root`, and the page's data in a `<script type="application/json">` right after it
 * (no script runs from it), which names the page's own scripts (`data-modules`) for index.html's script
 * to fetch beside the app once the page is painted (ui/src/boot.ts), and where its live stream starts
 * (`data-live-since`, ui/src/shared/live/liveStream.ts).
 */
export function renderedPageTemplate(
  indexHtml: string,
): (head: PageHead, origin: string, path: string, rendered: RenderedParts) => PageParts {
  const render = pageTemplate(indexHtml);
  if (!indexHtml.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  if (!indexHtml.includes('<head>')) throw new Error('index.html has no <head>');
  const stylesheets = appStylesheets(indexHtml);
  const appStylesFiles = escapeHtml(stylesheets.map((file) => `/${file}`).join(' '));
  /** the head with the app's styles written in where index.html's first link to them was, the links gone */
  const withAppStyle = (documentHead: string, style: string) => {
    const first = documentHead.search(STYLESHEET_LINK);
    const rest = documentHead.slice(first).replace(STYLESHEET_LINK, '');
    return `${documentHead.slice(0, first)}<style data-app-styles="${appStylesFiles}">${style}</style>\n  ${rest}`;
  };
  return (head, origin, path, rendered) => {
    const html = render(head, origin, path);
    const headEnd = html.indexOf('</head>');
    const root = html.indexOf(ROOT, headEnd);
    const headStart = html.indexOf('<head>') + '<head>'.length;
    // a rendered page needs no script for its first paint, and index.html's waits for that paint
    // (ui/src/boot.ts): asked for at low priority, it never competes with what the paint needs
    const documentHead = `${html.slice(0, headStart)}<script>${EARLY_ACTIONS_SCRIPT}</script>${html
      .slice(headStart, headEnd)
      .replace(PAGE_SCRIPT, '<script type="module" fetchpriority="low"')}`;
    // the page's own styles still come after the app's
    const styledHead =
      rendered.appStyle !== undefined && stylesheets.length
        ? withAppStyle(documentHead, rendered.appStyle)
        : documentHead;
    const modules = rendered.modules.length
      ? ` data-modules="${escapeHtml(rendered.modules.join(' '))}"`
      : '';
    const liveSince = rendered.liveSince ? ` data-live-since="${escapeHtml(rendered.liveSince)}"` : '';
    const script = `<script type="application/json" id="${escapeHtml(rendered.dataId)}"${modules}${liveSince}>${rendered.data}</script>`;
    return {
      start: `${styledHead}${rendered.links}${html.slice(headEnd, root)}<div id="root">`,
      end: `</div>${script}${html.slice(root + ROOT.length)}`,
    };
  };
}
