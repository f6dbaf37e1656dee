/**
 * A position in the global event log, opaque to callers: "<high>.<low>".
 * PostgreSQL store: high = transaction id (xid8), low = global_position.
 * EventStoreDB: high = commit position, low = prepare position.
 * Both order lexicographically by (high, low), so one comparison serves every adapter and the UI.
 */
export type Position = string;

export const START: Position = '0.0';

const POSITION = /^(\d{1,20})\.(\d{1,20})$/;

export function isPosition(value: unknown): value is Position {
  return typeof value === 'string' && POSITION.test(value);
}

export function makePosition(high: bigint | number | string, low: bigint | number | string): Position {
  return `${BigInt(high)}.${BigInt(low)}`;
}

export function positionParts(position: Position): { high: bigint; low: bigint } {
  const match = POSITION.exec(position);
  if (!match) throw new Error(`Not a position: ${position}`);
  return { high: BigInt(match[1]!), low: BigInt(match[2]!) };
}

/**
 * Orders two positions by (high, low) as numbers. Compared as decimal digits, without parsing them into
 * numbers: every read asked with X-Min-Position compares a position per read model it depends on, so
 * this runs thousands of times a second under load (docs/live.md).
 */
export function comparePositions(a: Position, b: Position): number {
  if (!POSITION.test(a)) throw new Error(`Not a position: ${a}`);
  if (!POSITION.test(b)) throw new Error(`Not a position: ${b}`);
  const aDot = a.indexOf('.');
  const bDot = b.indexOf('.');
  return (
    compareDecimals(a, 0, aDot, b, 0, bDot) || compareDecimals(a, aDot + 1, a.length, b, bDot + 1, b.length)
  );
}

const ZERO = 48; // '0'

/** Compares the whole numbers written in decimal digits at `a[aFrom, aTo)` and `b[bFrom, bTo)`. */
function compareDecimals(
  a: string,
  aFrom: number,
  aTo: number,
  b: string,
  bFrom: number,
  bTo: number,
): number {
  while (aFrom < aTo - 1 && a.charCodeAt(aFrom) === ZERO) aFrom++;
  while (bFrom < bTo - 1 && b.charCodeAt(bFrom) === ZERO) bFrom++;
  if (aTo - aFrom !== bTo - bFrom) return aTo - aFrom < bTo - bFrom ? -1 : 1;
  for (; aFrom < aTo; aFrom++, bFrom++) {
    const difference = a.charCodeAt(aFrom) - b.charCodeAt(bFrom);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return 0;
}

export function maxPosition(a: Position | null | undefined, b: Position | null | undefined): Position | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}

export function minPosition(a: Position | null | undefined, b: Position | null | undefined): Position | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return comparePositions(a, b) <= 0 ? a : b;
}
