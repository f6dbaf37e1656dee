import { Button as MantineButton, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { normalizeMarkup } from '../testing/sameMarkup';
import { Button, loaderStyle } from './Button';

const render = (node: ReactNode) =>
  normalizeMarkup(renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>));

describe('Button', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['a red submit button', { type: 'submit', color: 'red', loading: false }],
    ['a disabled, loading submit with a margin', { type: 'submit', disabled: true, loading: true, mt: 'xs' }],
    ['a small light button', { size: 'xs', variant: 'light' }],
    ['a responsive width', { type: 'submit', color: 'red', mt: 'xs', w: { base: '100%', sm: 200 } }],
    ['a link looking like a button', { component: 'a', href: '/schedule', variant: 'light' }],
    ['a disabled button', { disabled: true }],
    ['a compact light button', { size: 'compact-sm', variant: 'light' }],
    ['a compact red light button', { size: 'compact-sm', color: 'red', variant: 'light' }],
    ['a default-variant small link', { component: 'a', href: '/admin', size: 'xs', variant: 'default' }],
  ];
  it.each(cases)('renders Mantine Button markup for %s', (_name, props) => {
    const strip = (html: string) => html.replace(/__m__-[\w-]+/g, 'responsive');
    expect(strip(render(<Button {...props}>SEND</Button>))).toBe(
      strip(render(<MantineButton {...props}>SEND</MantineButton>)),
    );
  });

  it('is a type=button, enabled and without loader by default', () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme}>
        <Button>VIEW</Button>
      </MantineProvider>,
    );
    expect(html).toMatch(/<button [^>]*type="button"/);
    expect(html).not.toContain('disabled');
    expect(html).not.toContain('mantine-Button-loader');
    expect(html).toContain('mantine-active');
  });

  it('slides the loader with Mantine Button transition styles', () => {
    expect(loaderStyle('in')).toMatchObject({ opacity: 1, transitionDuration: '150ms' });
    expect(loaderStyle('out')).toMatchObject({ opacity: 0, transform: 'translate(-50%, -200%)' });
  });
});
