import { createHash } from 'node:crypto';

/** The namespace of the ids a next season derives (docs/api.md, "Next season"). */
const NEXT_SEASON_NAMESPACE = Buffer.from('5e3a0c1f9b2d4e7a8c6f1d2b3a4e5f60', 'hex');

/**
 * A name-based UUID (RFC 9562 version 5: SHA-1 of the namespace and the name) of these parts: the same
 * parts give the same id, so a repeated next season names the league, teams and roster spots it made
 * the first time and records nothing new.
 */
export function seasonId(...parts: readonly string[]): string {
  const hash = createHash('sha1').update(NEXT_SEASON_NAMESPACE).update(parts.join('\n')).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}
