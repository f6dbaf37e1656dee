import { describe, expect, it } from 'vitest';
import { comparePositions, makePosition, maxPosition, minPosition, positionParts } from './position';

/** The order of positions as numbers, by the parts parsed (what comparePositions must agree with). */
function byNumbers(a: string, b: string): number {
  const pa = positionParts(a);
  const pb = positionParts(b);
  if (pa.high !== pb.high) return pa.high < pb.high ? -1 : 1;
  if (pa.low !== pb.low) return pa.low < pb.low ? -1 : 1;
  return 0;
}

/** A run of 1–20 digits, sometimes with leading zeros, sometimes near the 20-digit limit. */
function digits(random: () => number): string {
  const length = 1 + Math.floor(random() * 20);
  let text = '';
  for (let i = 0; i < length; i++) text += String(Math.floor(random() * (random() < 0.3 ? 2 : 10)));
  return text;
}

/** A small deterministic generator, so that a failure names inputs that fail again. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('comparePositions', () => {
  it('orders by high, then low, as numbers', () => {
    expect(comparePositions('1.5', '2.0')).toBe(-1);
    expect(comparePositions('2.0', '1.5')).toBe(1);
    expect(comparePositions('9.10', '9.9')).toBe(1);
    expect(comparePositions('10.0', '9.99')).toBe(1);
    expect(comparePositions('812.31', '812.31')).toBe(0);
    expect(comparePositions('0.0', '0.0')).toBe(0);
  });

  it('reads leading zeros as the numbers they write', () => {
    expect(comparePositions('007.1', '7.1')).toBe(0);
    expect(comparePositions('0.00', '0.0')).toBe(0);
    expect(comparePositions('00010.2', '9.3')).toBe(1);
    expect(comparePositions('5.0009', '5.10')).toBe(-1);
  });

  it('agrees with the parsed numbers on 20-digit parts', () => {
    const big = makePosition(2n ** 64n - 1n, 2n ** 63n);
    expect(comparePositions(big, makePosition(2n ** 64n - 2n, 2n ** 64n - 1n))).toBe(1);
    expect(comparePositions(big, big)).toBe(0);
    expect(comparePositions('99999999999999999999.0', '1.0')).toBe(1);
  });

  it('agrees with the parsed numbers on many random positions', () => {
    const random = seeded(20_261_129);
    for (let i = 0; i < 5_000; i++) {
      const a = `${digits(random)}.${digits(random)}`;
      // now and then the same position written with a leading zero more
      const b = random() < 0.2 && a.indexOf('.') < 20 ? `0${a}` : `${digits(random)}.${digits(random)}`;
      expect(comparePositions(a, b), `${a} vs ${b}`).toBe(byNumbers(a, b));
      expect(comparePositions(b, a), `${b} vs ${a}`).toBe(byNumbers(b, a));
    }
  });

  it('refuses what is not a position', () => {
    expect(() => comparePositions('1.2', 'x')).toThrow('Not a position: x');
    expect(() => comparePositions('1', '1.2')).toThrow('Not a position: 1');
    expect(() => comparePositions('1.2', '123456789012345678901.0')).toThrow('Not a position');
    expect(() => comparePositions('-1.2', '1.2')).toThrow('Not a position');
  });

  it('keeps the later of two positions', () => {
    expect(maxPosition('3.10', '3.9')).toBe('3.10');
    expect(maxPosition(null, '1.1')).toBe('1.1');
    expect(maxPosition('1.1', undefined)).toBe('1.1');
  });

  it('keeps the earlier of two positions', () => {
    expect(minPosition('3.10', '3.9')).toBe('3.9');
    expect(minPosition('9.10', '10.2')).toBe('9.10');
    expect(minPosition(null, '1.1')).toBe('1.1');
    expect(minPosition('1.1', undefined)).toBe('1.1');
  });
});
