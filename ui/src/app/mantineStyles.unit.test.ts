/// <reference types="node" />
// reads Mantine's files from node_modules, as the build does
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MANTINE = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..');
const SRC = fileURLToPath(new URL('..', import.meta.url));
const STYLES = readFileSync(fileURLToPath(new URL('./mantineStyles.ts', import.meta.url)), 'utf8');
const BASE = ['baseline', 'default-css-variables', 'global'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the site imports from @mantine/core. */
function usedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(SRC)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
      for (const name of list!.split(',').map((part) => part.trim())) {
        if (name && !name.startsWith('type ')) names.add(name.split(' as ')[0]!.trim());
      }
    }
  }
  return names;
}

/** The class names (Mantine's `m_…`) of the components `names` and of those they are built of. */
function classesOf(names: Iterable<string>): Set<string> {
  const esm = join(MANTINE, 'esm');
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const classes = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [name] of code.matchAll(/m_[0-9a-f]{8}/g)) classes.add(name);
    for (const [, from] of code.matchAll(/(?:import|export)[^'"]*?from\s*["'](\.[^'"]+)["']/g)) {
      const path = resolve(dirname(file), from!);
      if (existsSync(path)) visit(path);
    }
  };
  for (const name of names) {
    const found = new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "([^"]+)"`).exec(index);
    if (found) visit(resolve(esm, found[1]!));
  }
  return classes;
}

const stylesheet = (name: string) => readFileSync(join(MANTINE, 'styles', `${name}.css`), 'utf8');
const imported = [...STYLES.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map(
  ([, n]) => n!,
);

describe("Mantine's stylesheets", () => {
  it('are imported for every component the site uses, and for those they are built of', () => {
    const classes = classesOf(usedNames());
    const needed = readdirSync(join(MANTINE, 'styles'))
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.slice(0, -'.css'.length))
      .filter((name) => [...stylesheet(name).matchAll(/m_[0-9a-f]{8}/g)].some(([c]) => classes.has(c)));
    expect(needed.length).toBeGreaterThan(10);
    expect(needed.filter((name) => !imported.includes(name))).toEqual([]);
  });

  it("come in the order of Mantine's styles.css, its base first", () => {
    const whole = readFileSync(join(MANTINE, 'styles.css'), 'utf8');
    const positions = imported.map((name) => whole.indexOf(stylesheet(name).slice(0, 300)));
    expect(imported.slice(0, BASE.length)).toEqual(BASE);
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
