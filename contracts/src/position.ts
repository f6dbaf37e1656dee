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

export function comparePositions(a: Position, b: Position): number {
  const pa = positionParts(a);
  const pb = positionParts(b);
  if (pa.high !== pb.high) return pa.high < pb.high ? -1 : 1;
  if (pa.low !== pb.low) return pa.low < pb.low ? -1 : 1;
  return 0;
}

export function maxPosition(a: Position | null | undefined, b: Position | null | undefined): Position | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return comparePositions(a, b) >= 0 ? a : b;
}
