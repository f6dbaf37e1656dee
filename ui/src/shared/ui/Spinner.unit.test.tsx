import { Center, Loader, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { Spinner } from './Spinner';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);

describe('Spinner', () => {
  it("is Mantine's centred bars loader, markup for markup", () => {
    expect(render(<Spinner />)).toBe(
      render(
        <Center py="xl" role="status" aria-label="Loading">
          <Loader size="lg" type="bars" />
        </Center>,
      ),
    );
  });

  it('is a status named Loading', () => {
    expect(renderToStaticMarkup(<Spinner />)).toMatch(/^<div [^>]*role="status" aria-label="Loading"/);
  });
});
