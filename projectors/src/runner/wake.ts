/**
 * A coalescing wake-up: any number of notify() calls while a worker is busy make one more pass, not many.
 */
export interface Wake {
  notify(): void;
  /** resolves on the next notify (or at once if one came meanwhile), or after `ms` */
  wait(ms: number): Promise<void>;
}

export function createWake(): Wake {
  let pending = false;
  let wakeUp: (() => void) | null = null;
  return {
    notify() {
      pending = true;
      wakeUp?.();
    },
    async wait(ms) {
      if (!pending) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = null;
      }
      pending = false;
    },
  };
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs tasks one at a time in call order: the worker loop, catchUp and rebuild never overlap on one projection. */
export function createSerial(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 30_000;

/** After a failed pass: wait 250 ms, then twice as long each time, at most 30 s (0 = no failure yet). */
export const nextBackoff = (previousMs: number): number =>
  Math.min(Math.max(previousMs * 2, MIN_BACKOFF_MS), MAX_BACKOFF_MS);
