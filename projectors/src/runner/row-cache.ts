import type { RowCache, TableRow } from '../projection';

type Held = TableRow | readonly TableRow[] | undefined;

/** What a key weighs: its rows (a group's list), at least one. */
const weightOf = (held: Held) => (Array.isArray(held) ? Math.max(1, held.length) : 1);

/**
 * A RowCache holding at most about `limit` rows, the least recently used keys dropped first (a Map keeps
 * its keys in the order they were set: a key read or written is set again, last).
 */
export function createRowCache(limit: number): RowCache {
  const kept = new Map<string, { held: Held; weight: number }>();
  let weight = 0;
  const id = (table: string, key: string) => `${table}\u001f${key}`;
  const drop = (at: string) => {
    weight -= kept.get(at)?.weight ?? 0;
    kept.delete(at);
  };
  return {
    get(table, key) {
      const at = id(table, key);
      const entry = kept.get(at);
      if (entry) {
        kept.delete(at);
        kept.set(at, entry);
      }
      return entry;
    },
    set(table, key, held) {
      const at = id(table, key);
      drop(at);
      const entry = { held, weight: weightOf(held) };
      kept.set(at, entry);
      weight += entry.weight;
      while (weight > limit && kept.size > 1) drop(kept.keys().next().value!);
    },
    forget(table) {
      const prefix = id(table, '');
      for (const at of [...kept.keys()]) if (at.startsWith(prefix)) drop(at);
    },
  };
}
