import { describe, expect, it } from 'vitest';
import { createByteBudgetLru } from './lru';

describe('the byte-budget LRU', () => {
  it('never holds more bytes than its budget, dropping the least recently used first', () => {
    const lru = createByteBudgetLru<string>(1_000);
    lru.set('a', 'A', 400);
    lru.set('b', 'B', 400);
    expect(lru.get('a')).toBe('A'); // a is now the most recently used
    lru.set('c', 'C', 400);
    expect(lru.bytes).toBe(800);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
  });

  it('keeps the budget over many entries of mixed sizes', () => {
    const lru = createByteBudgetLru<number>(10_000);
    for (let i = 0; i < 1_000; i++) {
      lru.set(`k${i % 300}`, i, 1 + ((i * 7919) % 900));
      expect(lru.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(lru.get('k99')).toBe(999);
  });

  it('counts a replaced entry once and does not store one larger than the budget', () => {
    const lru = createByteBudgetLru<string>(100);
    lru.set('a', 'small', 10);
    lru.set('a', 'bigger', 60);
    expect(lru.bytes).toBe(60);
    lru.set('a', 'huge', 101);
    expect(lru.get('a')).toBeUndefined(); // not the huge one, nor the value it replaced
    expect(lru.bytes).toBe(0);
  });
});
