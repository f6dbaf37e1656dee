import { performance } from 'node:perf_hooks';

export interface Rate {
  /** operations (appends, inserts) or rows (reads) done */
  count: number;
  seconds: number;
  perSecond: number;
}

export function rate(count: number, seconds: number): Rate {
  return { count, seconds, perSecond: seconds > 0 ? count / seconds : 0 };
}

/**
 * Runs `operation(i)` one after the other until `maxCount` are done or `budgetMs` has passed, so a slow
 * machine gives a smaller sample instead of an endless bench.
 */
export async function timeSequential(
  maxCount: number,
  budgetMs: number,
  operation: (i: number) => Promise<void>,
): Promise<Rate> {
  const start = performance.now();
  let count = 0;
  while (count < maxCount && performance.now() - start < budgetMs) {
    await operation(count);
    count++;
  }
  return rate(count, (performance.now() - start) / 1000);
}

/** Times `read`, which answers how many rows it went through. */
export async function timeRows(read: () => Promise<number>): Promise<Rate> {
  const start = performance.now();
  const rows = await read();
  return rate(rows, (performance.now() - start) / 1000);
}
