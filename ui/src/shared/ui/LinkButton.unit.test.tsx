import { Button as MantineButton, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { BrowserRouter } from '../router';
import { normalizeMarkup } from '../testing/sameMarkup';
import { LinkButton } from './LinkButton';

const render = (node: ReactNode) =>
  normalizeMarkup(
    renderToStaticMarkup(
      <MantineProvider theme={theme}>
        <BrowserRouter>{node}</BrowserRouter>
      </MantineProvider>,
    ),
  );

describe('LinkButton', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {
      location: { pathname: '/', search: '', hash: '' },
      history: { state: null },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is one link with the markup of a Mantine Button drawn as that link', () => {
    const html = render(
      <LinkButton to="/team/1" size="compact-sm" variant="light">
        TEAM PAGE
      </LinkButton>,
    );
    expect(html).toMatch(/<a [^>]*href="\/team\/1"/);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toBe(
      render(
        <MantineButton component="a" href="/team/1" size="compact-sm" variant="light">
          TEAM PAGE
        </MantineButton>,
      ),
    );
  });
});
