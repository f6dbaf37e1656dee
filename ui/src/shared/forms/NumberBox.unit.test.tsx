import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { isDigitsText, NumberBox } from './NumberBox';

const render = (digits?: number) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <NumberBox label="Goals" defaultValue="0" {...(digits ? { digits } : {})} />
    </MantineProvider>,
  );

describe('NumberBox', () => {
  it('opens the numeric keypad of a phone and holds at most its digits', () => {
    const html = render();
    expect(html).toMatch(/<input [^>]*inputMode="numeric"/);
    expect(html).toMatch(/<input [^>]*pattern="\[0-9\]\*"/);
    expect(html).toMatch(/<input [^>]*maxLength="2"/);
    expect(html).toMatch(/<input [^>]*type="text"/);
    expect(render(3)).toMatch(/<input [^>]*maxLength="3"/);
  });

  it('takes nothing but up to its number of digits', () => {
    for (const text of ['', '0', '7', '42', '99']) expect(isDigitsText(text, 2), text).toBe(true);
    for (const text of ['100', '-1', '1.5', 'a', '1e', ' 1', '٣', '+2'])
      expect(isDigitsText(text, 2), text).toBe(false);
    expect(isDigitsText('100', 3)).toBe(true);
  });
});
