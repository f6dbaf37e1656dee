/**
 * RFC 5545 text rules: TEXT values escaped (backslash, semicolon, comma, newlines), content lines folded
 * at 75 octets (continuations start with one space, never splitting a UTF-8 character), CRLF endings.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** Escapes a TEXT value (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line into lines of at most 75 octets (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = ' ';
      octets = 1;
      limit = MAX_OCTETS;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

/** The whole object: every line folded, each ended by CRLF. */
export function joinLines(lines: readonly string[]): string {
  return lines.map((line) => foldLine(line) + CRLF).join('');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "20260901T190000" for a local date and HH:MM time; "24:00" is midnight of the next day. */
export function localDateTime(isoDate: string, time: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}00`
  );
}

/** "20260901T230000Z" (UTC date-time, for DTSTAMP). */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
