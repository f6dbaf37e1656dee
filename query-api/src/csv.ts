import type { FastifyReply } from 'fastify';

/**
 * The spreadsheet downloads (docs/api.md, "CSV downloads"): RFC 4180 text with CRLF line ends, a header
 * row, fields quoted when they hold a comma, a quote or a line break (quotes doubled), and a UTF-8 byte
 * order mark so that Excel reads accented names as UTF-8.
 */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

const BOM = '\uFEFF';
const CRLF = '\r\n';

export type CsvValue = string | number | boolean | null | undefined;

/** A column of a download: its header and what each row shows in it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row, index: number) => CsvValue;
}

/** Text a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ("-3", "+2", "0.667") is kept as it is, so that it stays a number in the sheet. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field as written: a text that would start a formula gets a leading apostrophe (the spreadsheet
 * then shows it as text), and a field with a comma, a quote or a line break is quoted.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The document: the byte order mark, the header row, one row per item, each line ended by CRLF. */
export function csvDocument<Row>(columns: ReadonlyArray<CsvColumn<Row>>, rows: readonly Row[]): string {
  const line = (fields: readonly CsvValue[]) => fields.map(csvField).join(',') + CRLF;
  return (
    BOM +
    line(columns.map((column) => column.header)) +
    rows.map((row, index) => line(columns.map((column) => column.value(row, index)))).join('')
  );
}

/** The file name in ASCII: accents dropped, anything else a file name or a header cannot hold replaced. */
function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/gu, '_')
    .replace(/["\\/:*?<>|;%]/g, '_')
    .trim();
  return ascii || 'download';
}

/**
 * Content-Disposition of a download named `name` (".csv" added): saved as a file, under an ASCII name
 * every browser reads and, for those that read it (RFC 6266, RFC 5987), the name in UTF-8.
 */
export function csvDisposition(name: string): string {
  const fileName = `${name.replace(/[\r\n]+/g, ' ').trim()}.csv`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}

/**
 * A read's answer as a download: the document of `rows` under `columns`, named `name`. The answer is
 * text, so the answer cache keeps it (and these headers) as it keeps a JSON answer.
 */
export function csvAnswer<Row>(
  reply: FastifyReply,
  name: string,
  columns: ReadonlyArray<CsvColumn<Row>>,
  rows: readonly Row[],
): string {
  reply.type(CSV_CONTENT_TYPE).header('content-disposition', csvDisposition(name));
  return csvDocument(columns, rows);
}
