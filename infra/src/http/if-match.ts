import { badRequest } from '@league/contracts';

const VERSION = /^(?:W\/)?"?(\d{1,9})"?$/;

/**
 * The stream version an edit form loaded (`If-Match: 3`, also as an ETag `"3"`), or undefined when the
 * header is absent. Anything else is a 400, never silently ignored.
 */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  const match = VERSION.exec((value ?? '').trim());
  if (!match) throw badRequest('If-Match must be the version number the record was read with.');
  return Number(match[1]);
}
