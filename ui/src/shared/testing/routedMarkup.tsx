import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';
import { theme } from '../../app/theme';
import { BrowserRouter } from '../router';
import { normalizeMarkup } from './sameMarkup';

/** For each test of the suite it is called in: a browser window at `pathname`, which the router reads. */
export function stubWindowAt(pathname: string) {
  beforeEach(() => {
    vi.stubGlobal('window', {
      location: { pathname, search: '', hash: '' },
      history: { state: null },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The server-rendered markup of `node` in the app's theme and the router, normalized (normalizeMarkup). */
export function routedMarkup(node: ReactNode): string {
  return normalizeMarkup(
    renderToStaticMarkup(
      <MantineProvider theme={theme}>
        <BrowserRouter>{node}</BrowserRouter>
      </MantineProvider>,
    ),
  );
}
