import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { MOST_OPTIONS_TO_SCROLL, optionCount, SearchableSelect } from './SearchableSelect';

const teams = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `Team ${from + i}`);

const render = (element: React.ReactElement) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>);
/** the select's input: typed into only when searchable (else read-only, picked from the list) */
const input = (html: string) => /<input[^>]*aria-haspopup="listbox"[^>]*>/.exec(html)?.[0] ?? '';

describe('SearchableSelect', () => {
  it('counts the options of a list and of its groups', () => {
    expect(optionCount(undefined)).toBe(0);
    expect(optionCount(teams(3))).toBe(3);
    expect(
      optionCount([
        { value: 'a', label: 'A' },
        { group: 'Previous', items: teams(4) },
      ]),
    ).toBe(5);
  });

  it('is typed into once it offers more than seven options, picked from the list up to seven', () => {
    expect(MOST_OPTIONS_TO_SCROLL).toBe(7);
    const short = input(render(<SearchableSelect label="Team" data={teams(7)} />));
    expect(short).toMatch(/readOnly=""/);
    const long = input(render(<SearchableSelect label="Team" data={teams(8)} />));
    expect(long).not.toMatch(/readOnly=""/);
    const grouped = [
      { group: 'Current leagues', items: teams(5) },
      { group: 'Previous leagues', items: teams(3, 6) },
    ];
    expect(input(render(<SearchableSelect label="League" data={grouped} />))).not.toMatch(/readOnly=""/);
  });

  it('follows an explicit searchable either way', () => {
    expect(input(render(<SearchableSelect label="Team" data={teams(2)} searchable />))).not.toMatch(
      /readOnly=""/,
    );
    expect(input(render(<SearchableSelect label="Team" data={teams(20)} searchable={false} />))).toMatch(
      /readOnly=""/,
    );
  });
});
