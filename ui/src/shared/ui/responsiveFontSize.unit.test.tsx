import {
  DEFAULT_THEME,
  MantineProvider,
  mergeMantineTheme,
  Title,
  type MantineFontSize,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { responsiveFontSize } from './responsiveFontSize';

const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);

// without the provider's own <style>s (the site has them in its stylesheet: App.tsx)
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {node}
    </MantineProvider>,
  );

type Sizes = { base: MantineFontSize | number; sm: MantineFontSize | number };

describe('responsiveFontSize', () => {
  it.each<Sizes>([
    { base: 26, sm: 34 },
    { base: 16, sm: 18 },
    { base: 'md', sm: 'lg' },
  ])("gives %j the sizes of Mantine's responsive fz, without a <style>", (sizes) => {
    const mantine = render(<Title fz={sizes}>x</Title>);
    const css = /<style[^>]*>(.*?)<\/style>/s.exec(mantine)![1]!;
    const [base, sm] = [...css.matchAll(/font-size:([^;]+);/g)].map(([, size]) => size);
    expect(css).toContain(`@media(min-width: ${breakpoints.sm})`);

    const { style } = responsiveFontSize(sizes);
    expect(style).toEqual({ '--responsive-fz': base, '--responsive-fz-sm': sm });
    expect(render(<Title {...responsiveFontSize(sizes)}>x</Title>)).not.toContain('<style');
  });
});
