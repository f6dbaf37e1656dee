/**
 * Server-rendered markup (React's: one space between attributes) in a form where two renderings that look the same compare equal: attributes
 * and class names sorted, style declarations sorted, generated ids (React's useId, Mantine's
 * `mantine-` prefix) numbered in order of appearance.
 */
export function normalizeMarkup(html: string): string {
  const ids = new Map<string, string>();
  const withIds = html.replace(/(?:mantine-)?_R_[A-Za-z0-9]+_/g, (id) => {
    const bare = id.replace(/^mantine-/, '');
    if (!ids.has(bare)) ids.set(bare, `id${ids.size}`);
    return ids.get(bare)!;
  });
  return withIds.replace(
    /<([a-z][a-z0-9]*)((?: [^\s=>/]+(?:="[^"]*")?)*)(\/?)>/gi,
    (_tag, name, attrs, selfClosing) => {
      const list = [...(attrs as string).matchAll(/ ([^\s=>/]+)(?:="([^"]*)")?/g)].map(([, key, value]) => {
        if (key === 'class') value = value!.split(/\s+/).filter(Boolean).sort().join(' ');
        if (key === 'style')
          value = value!
            .split(';')
            .map((declaration) => declaration.trim())
            .filter(Boolean)
            .sort()
            .join(';');
        return value === undefined ? key! : `${key}="${value}"`;
      });
      list.sort();
      return `<${name}${list.map((attr) => ` ${attr}`).join('')}${selfClosing ? '/' : ''}>`;
    },
  );
}
