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
