import { createHmac, randomBytes } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * An e-mail address anywhere in a text: a run of characters that are not space, quote, bracket or
 * separator, an @, and a domain with a dot. A match starts only where such a run starts (the
 * lookbehind), and each part is one character class, so the search is linear in the line.
 */
const ADDRESS =
  /(?<![^\s"'<>(),;:@\\[\]])[^\s"'<>(),;:@\\[\]]+@[^\s"'<>(),;:@\\[\].]+(?:\.[^\s"'<>(),;:@\\[\].]+)+/g;

/** The key of this process's address hashes: lines of one run can be matched, nothing is kept. */
const LOG_HASH_KEY = randomBytes(32);

/** `<address:…>`: the keyed hash (HMAC-SHA-256, 12 hex digits) of the lower-cased address. */
export function addressHash(address: string, key: Buffer = LOG_HASH_KEY): string {
  const hash = createHmac('sha256', key).update(address.trim().toLowerCase(), 'utf8').digest('hex');
  return `<address:${hash.slice(0, 12)}>`;
}

/**
 * The text with every e-mail address in it replaced (docs/personal-data.md, "Logs"): by its keyed hash,
 * or by `replacement` when given (a stored error message, which outlives this process's key).
 */
export function redactAddresses(text: string, replacement?: string): string {
  if (!text.includes('@')) return text;
  return text.replace(ADDRESS, (address) => replacement ?? addressHash(address));
}

/** A log destination that writes each line with its addresses redacted. */
export function redactingDestination(target: { write(line: string): unknown }): DestinationStream {
  return { write: (line: string) => void target.write(redactAddresses(line)) };
}

/**
 * JSON logs to stdout (or `destination`); LOG_LEVEL (info) sets the level, 'silent' in tests. Passwords
 * and authorization headers are left out; every e-mail address in a line (a field, a message, an error
 * a mail server answered, a request's URL) is written as its keyed hash, never in clear.
 */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info'),
  destination: { write(line: string): unknown } = process.stdout,
): Logger {
  return pino(
    {
      name,
      level,
      redact: {
        paths: ['password', '*.password', 'signUpPassword', '*.signUpPassword', 'req.headers.authorization'],
        remove: true,
      },
    },
    redactingDestination(destination),
  );
}
