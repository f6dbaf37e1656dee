import type { Comparison } from './store-vs-raw';

export interface Row extends Comparison {
  target: string;
}

const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');

/** A plain text table: one line per target and measure, rates per second and the store/raw ratio. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['database', 'measure', 'store /s', 'raw SQL /s', 'store/raw', 'sample (store, raw)'];
  const body = rows.map((row) => [
    row.target,
    row.measure,
    perSecond(row.store.perSecond),
    perSecond(row.raw.perSecond),
    row.raw.perSecond > 0 ? (row.store.perSecond / row.raw.perSecond).toFixed(2) : 'n/a',
    `${row.store.count} in ${row.store.seconds.toFixed(2)} s, ${row.raw.count} in ${row.raw.seconds.toFixed(2)} s`,
  ]);
  const widths = header.map((_, c) => Math.max(...[header, ...body].map((cells) => cells[c]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c >= 2 && c <= 4 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** A plain text table of any records with the same keys, numbers right-aligned by the caller's strings. */
export function formatRecords(rows: ReadonlyArray<Record<string, string>>): string {
  if (rows.length === 0) return '';
  const header = Object.keys(rows[0]!);
  const body = rows.map((row) => header.map((key) => row[key] ?? ''));
  const widths = header.map((_, c) => Math.max(...[header, ...body].map((cells) => cells[c]!.length)));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
