import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { DataTable, legendOf, TableLegend, type DataColumn } from './DataTable';
import classes from './DataTable.module.css';
import { directionWords, firstDirection, nextSort, sortRows } from './DataTableSort';

interface Team {
  id: string;
  name: string;
  points: number;
  wins: number;
}

const teams: Team[] = [
  { id: 'a', name: 'Bruins', points: 7, wins: 3 },
  { id: 'b', name: 'atoms', points: 9, wins: 4 },
  { id: 'c', name: 'Comets', points: 7, wins: 2 },
  { id: 'd', name: 'Dragons', points: 2, wins: 1 },
];

const columns: DataColumn<Team>[] = [
  { key: 'team', label: 'Team', cell: (t) => t.name, sortValue: (t) => t.name },
  {
    key: 'pts',
    label: 'PTS',
    title: 'Points',
    align: 'right',
    strong: true,
    cell: (t) => t.points,
    sortValue: (t) => t.points,
  },
  { key: 'w', label: 'W', title: 'Wins', align: 'right', cell: (t) => t.wins },
  { key: 'rank', label: 'Rank', align: 'right', cell: (_t, index) => index + 1 },
  { key: 'pct', label: 'PCT', title: 'Win %', legend: '(W + ½ T) / GP', align: 'right', cell: () => '' },
];

const names = (sorted: Array<{ row: Team }>) => sorted.map(({ row }) => row.name);
const render = (node: ReactNode) =>
  renderToStaticMarkup(<MantineProvider theme={theme}>{node}</MantineProvider>);
const text = (html: string) =>
  (html.split('</style>').pop() ?? '')
    .split('<')
    .map((part) => part.slice(part.indexOf('>') + 1))
    .join('')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('DataTable sorting', () => {
  it('sorts figures highest first and words A to Z on the first click', () => {
    expect(firstDirection(columns[1]!)).toBe('desc');
    expect(firstDirection(columns[0]!)).toBe('asc');
    expect(nextSort(null, columns[1]!)).toEqual({ key: 'pts', direction: 'desc' });
    expect(nextSort(null, columns[0]!)).toEqual({ key: 'team', direction: 'asc' });
  });

  it('toggles on the second click and returns to the rows’ own order on the third', () => {
    const first = nextSort(null, columns[1]!);
    const second = nextSort(first, columns[1]!);
    expect(second).toEqual({ key: 'pts', direction: 'asc' });
    expect(nextSort(second, columns[1]!)).toBeNull();
  });

  it('starts over on another column', () => {
    expect(nextSort({ key: 'pts', direction: 'asc' }, columns[0]!)).toEqual({
      key: 'team',
      direction: 'asc',
    });
  });

  it('keeps the rows’ order without a sort, and each row’s index in the given rows', () => {
    const shown = sortRows(teams, columns, null);
    expect(names(shown)).toEqual(['Bruins', 'atoms', 'Comets', 'Dragons']);
    expect(shown.map(({ index }) => index)).toEqual([0, 1, 2, 3]);
  });

  it('sorts numbers by value, ties in the rows’ order in both directions', () => {
    const desc = sortRows(teams, columns, { key: 'pts', direction: 'desc' });
    expect(names(desc)).toEqual(['atoms', 'Bruins', 'Comets', 'Dragons']);
    expect(desc.map(({ index }) => index)).toEqual([1, 0, 2, 3]);
    expect(names(sortRows(teams, columns, { key: 'pts', direction: 'asc' }))).toEqual([
      'Dragons',
      'Bruins',
      'Comets',
      'atoms',
    ]);
  });

  it('sorts words without regard to case, numbers within them by value', () => {
    expect(names(sortRows(teams, columns, { key: 'team', direction: 'asc' }))).toEqual([
      'atoms',
      'Bruins',
      'Comets',
      'Dragons',
    ]);
    const numbered = [
      { ...teams[0]!, name: 'Team 10' },
      { ...teams[1]!, name: 'Team 9' },
    ];
    expect(names(sortRows(numbered, columns, { key: 'team', direction: 'desc' }))).toEqual([
      'Team 10',
      'Team 9',
    ]);
  });

  it('makes its collator at the first sort by words, not as the page loads', async () => {
    // a first Intl.Collator loads the browser's collation data: tens of milliseconds on a page's way
    vi.resetModules();
    let made = 0;
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        Collator: class extends Intl.Collator {
          constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
            super(...args);
            made += 1;
          }
        },
      }),
    );
    try {
      const fresh = await import('./DataTableSort');
      fresh.sortRows(teams, columns, null);
      fresh.sortRows(teams, columns, { key: 'pts', direction: 'desc' });
      expect(made).toBe(0);
      expect(names(fresh.sortRows(teams, columns, { key: 'team', direction: 'asc' }))[0]).toBe('atoms');
      fresh.sortRows(teams, columns, { key: 'team', direction: 'desc' });
      expect(made).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('ignores a sort by a column without a sort value', () => {
    expect(names(sortRows(teams, columns, { key: 'w', direction: 'desc' }))).toEqual(
      names(teams.map((row) => ({ row }))),
    );
  });

  it('words the direction for figures and for words', () => {
    expect(directionWords('desc', 3)).toBe('highest first');
    expect(directionWords('asc', 3)).toBe('lowest first');
    expect(directionWords('asc', 'x')).toBe('A to Z');
    expect(directionWords('desc', 'x')).toBe('Z to A');
  });
});

describe('DataTable legend', () => {
  it('lists every column whose title explains its label, in column order', () => {
    expect(legendOf(columns)).toEqual([
      { abbr: 'PTS', meaning: 'Points' },
      { abbr: 'W', meaning: 'Wins' },
      { abbr: 'PCT', meaning: '(W + ½ T) / GP' },
    ]);
  });

  it('reads "PTS Points · W Wins", the separators hidden from screen readers', () => {
    const html = render(
      <TableLegend
        items={[
          { abbr: 'PTS', meaning: 'Points' },
          { abbr: 'W', meaning: 'Wins' },
        ]}
      />,
    );
    expect(text(html)).toBe('PTS Points · W Wins');
    expect(html).toContain('<span aria-hidden="true"> · </span>');
    expect(html).toContain('<strong>PTS</strong> Points');
  });

  it('is shown under the table only when asked, and describes the table', () => {
    const withLegend = render(
      <DataTable caption="Standings" columns={columns} rows={teams} rowKey={(t) => t.id} legend />,
    );
    expect(text(withLegend)).toContain('PTS Points · W Wins · PCT (W + ½ T) / GP');
    const legendId =
      /data-testid="table-legend"[^>]*id="([^"]+)"|id="([^"]+)"[^>]*data-testid="table-legend"/.exec(
        withLegend,
      );
    const id = legendId?.[1] ?? legendId?.[2];
    expect(id).toBeTruthy();
    expect(withLegend).toContain(`aria-describedby="${id}"`);
    const without = render(
      <DataTable caption="Standings" columns={columns} rows={teams} rowKey={(t) => t.id} />,
    );
    expect(without).not.toContain('table-legend');
    expect(without).not.toContain('aria-describedby');
  });
});

describe('DataTable markup', () => {
  const html = render(
    <DataTable
      caption="North Division"
      columns={columns}
      rows={teams}
      rowKey={(t) => t.id}
      testId="standings-table"
      rowTestId="standings-row"
    />,
  );

  it('names the table and its keyboard-reachable scroll region by the caption', () => {
    expect(html).toMatch(/<div[^>]*role="region"[^>]*aria-label="North Division"[^>]*tabindex="0"/);
    expect(html).toMatch(/<caption[^>]*>North Division<\/caption>/);
    expect(html).toMatch(/<table[^>]*data-testid="standings-table"/);
  });

  it('makes sortable headers buttons with aria-sort, and explains abbreviations with <abbr title>', () => {
    expect(html).toMatch(
      /<th[^>]*aria-sort="none"[^>]*><button type="button"[^>]*><abbr title="Points">PTS<\/abbr>/,
    );
    expect(html).toMatch(/<th[^>]*><abbr title="Wins">W<\/abbr><\/th>/);
    expect(html).not.toMatch(/<th[^>]*aria-sort[^>]*><abbr title="Wins">/);
  });

  it('renders the rows in their own order, the identity as a row header, the index as given', () => {
    const rows = html.match(/<tr[^>]*data-testid="standings-row"[^>]*>.*?<\/tr>/g) ?? [];
    expect(rows.map(text)).toEqual(['Bruins731', 'atoms942', 'Comets723', 'Dragons214']);
    expect(rows[0]).toMatch(/<th[^>]*scope="row"[^>]*>Bruins<\/th>/);
    // figures aligned right, the strong ones bold
    expect(rows[0]).toContain(
      '<td data-align="right" data-strong="true">7</td><td data-align="right">3</td>',
    );
  });

  it('shows the empty text when there are no rows', () => {
    const empty = render(
      <DataTable caption="x" columns={columns} rows={[]} rowKey={(t) => t.id} emptyText="No teams yet" />,
    );
    expect(empty).toMatch(/<td[^>]*colSpan="5"[^>]*>No teams yet<\/td>/);
  });
});

describe('DataTable with a lead column', () => {
  const ranked: DataColumn<Team>[] = [
    { key: 'rank', label: 'Rank', align: 'right', cell: (_t, index) => index + 1 },
    { key: 'team', label: 'Team', cell: (t) => t.name },
    { key: 'pts', label: 'PTS', title: 'Points', align: 'right', cell: (t) => t.points },
  ];
  const html = render(
    <DataTable
      caption="Standings"
      columns={ranked}
      rows={teams}
      rowKey={(t) => t.id}
      rowTestId="row"
      stickyColumns={2}
    />,
  );

  it('keeps the lead and the identity at the left, the identity as the row header', () => {
    const first = /<tr[^>]*data-testid="row"[^>]*>(.*?)<\/tr>/.exec(html)?.[1] ?? '';
    expect(first).toMatch(/^<td[^>]*class="[^"]*_sticky_[^"]*_lead_[^"]*"[^>]*>1<\/td>/);
    expect(first).toMatch(
      /<th scope="row" class="[^"]*_identity_[^"]*_sticky_[^"]*_edge_[^"]*">Bruins<\/th>/,
    );
    expect(first).toMatch(/<td[^>]*>7<\/td>$/);
    expect(first.match(/_sticky_/g)).toHaveLength(2);
  });
});

describe('DataTable on a phone', () => {
  const table = (phoneCards?: boolean) =>
    render(
      <DataTable
        caption="Teams"
        columns={columns}
        rows={teams}
        rowKey={(t) => t.id}
        {...(phoneCards === undefined ? {} : { phoneCards })}
      />,
    );

  it('phoneCards: the table drawn as cards on a phone, each cell named by its column (the first is the title)', () => {
    const html = table(true);
    expect(html).toContain(`class="${classes.table} ${classes.cards}"`);
    expect(html.match(/<td [^>]*data-label="PTS"/g)).toHaveLength(teams.length);
    expect(html.match(/<td [^>]*data-label="Rank"/g)).toHaveLength(teams.length);
    expect(html).not.toMatch(/<th [^>]*data-label=/);
  });

  it('without it: a table whose figures scroll sideways, no labels', () => {
    const html = table();
    expect(html).not.toContain(classes.cards);
    expect(html).not.toContain('data-label');
  });
});
