/**
 * A least-recently-used map bounded by bytes rather than by count: answers range from a few hundred bytes
 * (a player's history) to tens of kilobytes (a league's schedule), so a count would bound nothing.
 * A Map keeps insertion order, so re-inserting on every hit keeps the least recently used first.
 */
export interface ByteBudgetLru<Value> {
  get(key: string): Value | undefined;
  /** stores `value` as costing `bytes`; one larger than the whole budget is not stored */
  set(key: string, value: Value, bytes: number): void;
  delete(key: string): void;
  readonly size: number;
  /** the bytes held, by the sizes given to set */
  readonly bytes: number;
}

export function createByteBudgetLru<Value>(maxBytes: number): ByteBudgetLru<Value> {
  const entries = new Map<string, { value: Value; bytes: number }>();
  let total = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const [oldest] of entries) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    get size() {
      return entries.size;
    },
    get bytes() {
      return total;
    },
  };
}
