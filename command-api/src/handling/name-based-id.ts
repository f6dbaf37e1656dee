import { createHash } from 'node:crypto';

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of the namespace and the name): the same name in the same
 * namespace always gives the same id, so a command repeated under derived ids (a spreadsheet imported
 * twice, a next season started again) names the records it made the first time and records nothing new
 * (docs/api.md, "Spreadsheet import" and "Next season").
 */
export function nameBasedId(namespace: string, name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
