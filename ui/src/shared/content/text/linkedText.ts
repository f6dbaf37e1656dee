/** A piece of a text: plain words, or a web address found in it. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// an http(s) address runs to the next white space or a character that never ends one in a text
const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
// what a sentence puts after an address without it being part of it
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", ')', ']', '}']);

/** How many of `text`'s `open` characters have no `close` after them. */
const unclosed = (text: string, open: string, close: string) =>
  text.split(open).length - text.split(close).length;

/**
 * The address without the punctuation a sentence put after it: "(see https://x.org/a)." gives
 * "https://x.org/a"; a closing bracket the address itself opened stays ("…/Rink_(Albany)").
 */
function withoutTrailing(address: string): string {
  let end = address.length;
  while (end > 0) {
    const last = address.charAt(end - 1);
    if (!TRAILING.has(last)) break;
    const kept = address.slice(0, end - 1);
    if (last === ')' && unclosed(kept, '(', ')') > 0) break;
    if (last === ']' && unclosed(kept, '[', ']') > 0) break;
    end -= 1;
  }
  return address.slice(0, end);
}

/** The address as a link target: an http or https URL only (null for anything else). */
function webAddress(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * A text as plain parts and the http(s) addresses in it, in order, every character kept: the parts
 * joined give the text back. Nothing else becomes a link (no other scheme, no bare "www.").
 */
export function textParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = withoutTrailing(match[0]);
    const href = address.length > 'https://'.length ? webAddress(address) : null;
    if (!href) continue;
    if (match.index > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, match.index) });
    parts.push({ kind: 'link', text: address, href });
    plainFrom = match.index + address.length;
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) });
  return parts;
}
