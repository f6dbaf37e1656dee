import { parse, CsvError } from 'csv-parse/sync';
import {
  badRequest,
  IMPORT_COLUMNS,
  IMPORT_COLUMNS_MESSAGE,
  IMPORT_EMPTY_MESSAGE,
  IMPORT_UNREADABLE_MESSAGE,
  importHeaderKey,
  type ImportKind,
} from '@league/contracts';

/** One row of an import file: its line number (the header is line 1) and its cells by column key. */
export interface SheetRow {
  line: number;
  cells: Record<string, string>;
}

/**
 * The rows of an import file (docs/api.md, "Spreadsheet import"): UTF-8 with or without a byte order
 * mark, comma or semicolon separated (whichever the header line uses), RFC 4180 quoting, any line ends,
 * blank lines skipped. A header missing a column the kind needs, or a file that is not CSV, is a 400.
 */
export function readSheet(kind: ImportKind, text: string): SheetRow[] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, {
      delimiter: separatorOf(body),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(IMPORT_UNREADABLE_MESSAGE(lineOf(error)));
    throw error;
  }
  const filled = records.filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  const [header, ...rows] = filled;
  const keys = (header?.record ?? []).map(importHeaderKey);
  const missing = IMPORT_COLUMNS[kind].filter((column) => column.required && !keys.includes(column.key));
  if (missing.length > 0) throw badRequest(IMPORT_COLUMNS_MESSAGE(missing.map((column) => column.header)));
  if (rows.length === 0) throw badRequest(IMPORT_EMPTY_MESSAGE);
  return rows.map(({ record, info }) => ({
    // info.lines is the line the record ends on: a quoted cell may span lines
    line: info.lines - record.reduce((breaks, cell) => breaks + lineBreaks(cell), 0),
    cells: Object.fromEntries(keys.map((key, index) => [key, (record[index] ?? '').trim()])),
  }));
}

/** `;` when the header line holds more semicolons than commas outside quotes, else `,`. */
export function separatorOf(text: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const lineBreaks = (cell: string) => cell.match(/\r\n|\n|\r/g)?.length ?? 0;
const lineOf = (error: CsvError) => Number((error as unknown as { lines?: number }).lines ?? 1) || 1;
