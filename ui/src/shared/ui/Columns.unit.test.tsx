import {
  DEFAULT_THEME,
  MantineProvider,
  mergeMantineTheme,
  SimpleGrid,
  type MantineSpacing,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { Columns, type ColumnCounts } from './Columns';

const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);
const BREAKPOINTS = ['xs', 'sm', 'md'] as const;

// without the provider's own <style>s (the site has them in its stylesheet: App.tsx)
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );

/** The columns at phone width and from each breakpoint on, and the gap, of a rendered grid. */
type Layout = Record<'base' | (typeof BREAKPOINTS)[number], number> & { gap: string };

/** SimpleGrid's layout, read from the <style> it renders. */
function simpleGridLayout(cols: ColumnCounts, spacing: MantineSpacing): Layout {
  const html = render(
    <SimpleGrid cols={{ ...cols }} spacing={spacing}>
      x
    </SimpleGrid>,
  );
  const css = /<style[^>]*>(.*?)<\/style>/s.exec(html)![1]!;
  const base = /^[^{]+\{([^}]*)\}/.exec(css)![1]!;
  const from = new Map(
    [...css.matchAll(/@media\(min-width: ([\d.]+em)\)\{[^{]+\{--sg-cols:(\d+);\}\}/g)].map(
      ([, width, count]) => [width, Number(count)],
    ),
  );
  const layout = {
    base: Number(/--sg-cols:(\d+)/.exec(base)![1]),
    gap: /--sg-spacing-x:([^;]+);/.exec(base)![1]!,
  };
  let count = layout.base;
  const counts = Object.fromEntries(
    BREAKPOINTS.map((breakpoint) => [breakpoint, (count = from.get(breakpoints[breakpoint]) ?? count)]),
  );
  return { ...layout, ...counts } as Layout;
}

/** Columns' layout, read from the variables it sets. */
function columnsLayout(cols: ColumnCounts, spacing: MantineSpacing): { layout: Layout; html: string } {
  const html = render(
    <Columns cols={cols} spacing={spacing}>
      x
    </Columns>,
  );
  const vars = Object.fromEntries(
    [...html.matchAll(/--columns-([a-z]+):([^;"]+)/g)].map(([, name, value]) => [name, value]),
  );
  const layout = {
    base: Number(vars.base),
    ...Object.fromEntries(BREAKPOINTS.map((breakpoint) => [breakpoint, Number(vars[breakpoint])])),
    gap: vars.gap,
  } as Layout;
  return { layout, html };
}

describe('Columns', () => {
  it.each<[ColumnCounts, MantineSpacing]>([
    [{ base: 1, sm: 2 }, 'md'],
    [{ base: 1, sm: 2 }, 'lg'],
    [{ base: 1, md: 3 }, 'md'],
    [{ base: 1, xs: 2, md: 5 }, 'sm'],
    [{ base: 1, xs: 2, md: 3 }, 'sm'],
  ])('lays out %j with gap %s as SimpleGrid does, without a <style>', (cols, spacing) => {
    const { layout, html } = columnsLayout(cols, spacing);
    expect(layout).toEqual(simpleGridLayout(cols, spacing));
    expect(html).not.toContain('<style');
  });
});
