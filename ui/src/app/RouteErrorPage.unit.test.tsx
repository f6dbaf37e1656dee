import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage';
import { theme } from './theme';

const render = (error: unknown) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <RouteErrorPage error={error} />
    </MantineProvider>,
  );

describe('RouteErrorPage', () => {
  it('is a main landmark with one h1, the error and a way home', () => {
    const html = render(new Error('Cannot read the schedule'));
    expect(html).toMatch(/<main [^>]*>/);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('An Error Occurred!');
    expect(html).toContain('Cannot read the schedule');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>.*HOME/s);
  });

  it('says "Unknown error" for anything thrown that is no Error', () => {
    expect(render('oops')).toContain('Unknown error');
  });
});
