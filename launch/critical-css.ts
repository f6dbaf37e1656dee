import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss';

/**
 * The part of the app's stylesheet a rendered page needs for its first paint (docs/pages.md): the
 * page's HTML goes out with it in a `<style>`, and the whole stylesheet is fetched once the page is
 * painted, so no request is in the way of the first paint. The stylesheet is read once; each page's
 * part is picked from it in well under a millisecond.
 *
 * Kept: every rule whose selector could match the page, that is one whose classes (outside `:not()`,
 * `:is()` and the like) all appear on the page's elements; every rule without a class; every
 * `@font-face`, `@keyframes` and other at-rule that holds no rules; and of the custom properties,
 * those the kept rules, the page's HTML and its own styles use, directly or through another. Left
 * out: what no element of the page can match, and what only applies under Mantine's
 * `data-mantine-color-scheme`, an attribute the app sets once it runs (by then the whole stylesheet
 * is in; the site's build writes no such rule, docs/pages.md).
 */
export interface CriticalCss {
  /** The rules `html` (the page's HTML, and its own `<style>`s) can use, in the stylesheet's order. */
  of(html: string): string;
}

interface Declaration {
  text: string;
  /** the custom property it defines, if it is one */
  defines: string | null;
  uses: string[];
}

interface Piece {
  /** the at-rules around it, outermost first (`@media (min-width: 48em)`) */
  wrappers: string[];
  /** for a rule: its selectors and the classes each needs; null for text always kept */
  selectors: Array<{ text: string; classes: string[] }> | null;
  declarations: Declaration[];
  /** an at-rule without rules, or a rule holding nested ones, kept whole */
  text: string | null;
}

const SCHEME_ATTRIBUTE = '[data-mantine-color-scheme';
const VAR = /var\(\s*(--[\w-]+)/g;
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;

/** A time written `0`, as Mantine's Loader does, which CSS's grammar does not allow (browsers forgive it). */
const TIME_PROPERTY = /^(?:animation|transition)-(?:delay|duration)$/;

const usesOf = (text: string) => [...text.matchAll(VAR)].map((match) => match[1]!);

/**
 * `selector` without what its brackets, parentheses and quotes hold: attribute selectors say nothing of
 * classes, and what :not(), :is(), :where(), :has() hold says nothing certain of the element's own.
 */
function outsideGroups(selector: string): string {
  let text = '';
  let depth = 0;
  let quote = '';
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === '\\') {
      if (depth === 0 && !quote) text += selector.slice(i, i + 2);
      i++;
    } else if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if ((char === ')' || char === ']') && depth > 0) depth--;
    else if (depth === 0) text += char;
  }
  return text;
}

/** The classes an element must have for `selector` to match it, as far as it can tell. */
export function requiredClasses(selector: string): string[] {
  return [...outsideGroups(selector).matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) =>
    match[1]!.replace(/\\(.)/g, '$1'),
  );
}

function wrapperOf(node: AtRule): string {
  return `@${node.name}${node.params ? ` ${node.params}` : ''}`;
}

function pieces(nodes: ChildNode[], wrappers: string[], into: Piece[]): Piece[] {
  for (const node of nodes) {
    if (node.type === 'atrule') {
      const holdsRules = node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule');
      if (holdsRules && !/keyframes$/i.test(node.name))
        pieces(node.nodes!, [...wrappers, wrapperOf(node)], into);
      else into.push({ wrappers, selectors: null, declarations: [], text: node.toString() });
    } else if (node.type === 'rule') {
      into.push(ruleOf(node, wrappers));
    }
  }
  return into;
}

function ruleOf(rule: Rule, wrappers: string[]): Piece {
  const selectors = rule.selectors
    .filter((selector) => !selector.includes(SCHEME_ATTRIBUTE))
    .map((selector) => ({ text: selector, classes: requiredClasses(selector) }));
  const nested = rule.nodes.some((child) => child.type !== 'decl' && child.type !== 'comment');
  if (nested) return { wrappers, selectors, declarations: [], text: rule.toString() };
  const declarations = rule.nodes.flatMap((child) =>
    child.type === 'decl'
      ? [
          {
            text:
              TIME_PROPERTY.test(child.prop) && child.value === '0' ? `${child.prop}:0s` : child.toString(),
            defines: child.prop.startsWith('--') ? child.prop : null,
            uses: usesOf(child.value),
          },
        ]
      : [],
  );
  return { wrappers, selectors, declarations, text: null };
}

/** Reads the app's stylesheet once (its files' text, in the order the page links them). */
export function criticalCss(stylesheet: string): CriticalCss {
  const all = pieces(postcss.parse(stylesheet).nodes, [], []);
  return {
    of(html) {
      const classes = new Set<string>();
      for (const [, list] of html.matchAll(CLASS_ATTRIBUTE))
        for (const name of list!.split(/\s+/)) if (name) classes.add(name);
      const kept = all.flatMap((piece) => {
        if (!piece.selectors) return [{ piece, selectors: [] as string[] }];
        const selectors = piece.selectors
          .filter((selector) => selector.classes.every((name) => classes.has(name)))
          .map((selector) => selector.text);
        return selectors.length ? [{ piece, selectors }] : [];
      });
      const used = new Set(usesOf(html));
      const definitions = new Map<string, string[]>();
      for (const { piece } of kept) {
        if (piece.text !== null) usesOf(piece.text).forEach((name) => used.add(name));
        for (const declaration of piece.declarations) {
          if (declaration.defines === null) declaration.uses.forEach((name) => used.add(name));
          else
            definitions.set(declaration.defines, [
              ...(definitions.get(declaration.defines) ?? []),
              ...declaration.uses,
            ]);
        }
      }
      for (const pending = [...used]; pending.length;) {
        for (const name of definitions.get(pending.pop()!) ?? []) {
          if (used.has(name)) continue;
          used.add(name);
          pending.push(name);
        }
      }
      let css = '';
      let open: string[] = [];
      for (const { piece, selectors } of kept) {
        let body = piece.text;
        if (body === null) {
          const declarations = piece.declarations.filter(
            (declaration) => declaration.defines === null || used.has(declaration.defines),
          );
          if (!declarations.length) continue;
          body = `${selectors.join(',')}{${declarations.map((declaration) => declaration.text).join(';')}}`;
        } else if (piece.selectors) {
          body = `${selectors.join(',')}${body.slice(body.indexOf('{'))}`;
        }
        let same = 0;
        while (same < open.length && same < piece.wrappers.length && open[same] === piece.wrappers[same])
          same++;
        css +=
          '}'.repeat(open.length - same) +
          piece.wrappers
            .slice(same)
            .map((wrapper) => `${wrapper}{`)
            .join('');
        open = piece.wrappers;
        css += body;
      }
      return css + '}'.repeat(open.length);
    },
  };
}
