import { comparePositions, type Position } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/** Where one projection's live build stands, as this process knows it. */
export interface ProjectionProgress {
  name: string;
  generation: number;
  /** the live checkpoint: every event up to here is applied (or skipped as unhandled) */
  checkpoint: Position;
  /** where the data last changed: the end of the last batch that applied an event, or of a switch */
  changedAt: Position;
}

export type WaitOutcome = 'reached' | 'timeout' | 'beyond-head' | 'busy';

/**
 * The live checkpoints of the projections, in memory. The embedded runner publishes every move right
 * after its commit; in the distributed mode a process that runs no projection follows them through
 * LISTEN/NOTIFY (followCheckpoints). Reads use it to wait for a position without touching the database
 * and to tell whether a cached answer is still valid.
 */
export interface CheckpointFeed {
  get(name: string): ProjectionProgress | undefined;
  all(): ProjectionProgress[];
  /** a move of any projection; returns an unsubscribe function */
  subscribe(listener: (progress: ProjectionProgress) => void): () => void;
  /** records a move; one that would take a checkpoint backwards (an older notification) is ignored */
  publish(progress: ProjectionProgress): void;
  /**
   * Whether every named projection (every known one when none are named) has its live checkpoint at or
   * past `position` now: what waitFor waits for. A named projection nobody published yet has not.
   */
  reached(position: Position, projections?: readonly string[]): boolean;
  /**
   * Read-your-writes: 'reached' once every named projection (every known one when none are named) has
   * its live checkpoint at or past `position`; 'timeout' when `timeoutMs` ran out first; 'beyond-head'
   * at once when the position is past the store's head (it cannot be reached by waiting); 'busy' at
   * once when the number of waiters is at its bound. A named projection nobody published yet has not
   * reached anything.
   */
  waitFor(
    position: Position,
    options: { projections?: readonly string[]; timeoutMs: number; head?: () => Promise<Position | null> },
  ): Promise<WaitOutcome>;
}

export const DEFAULT_MAX_WAITERS = 1_000;

interface Waiter {
  position: Position;
  projections: readonly string[] | undefined;
  resolve: (outcome: WaitOutcome) => void;
}

export function createCheckpointFeed({ maxWaiters = DEFAULT_MAX_WAITERS } = {}): CheckpointFeed {
  const progress = new Map<string, ProjectionProgress>();
  const listeners = new Set<(progress: ProjectionProgress) => void>();
  const waiters = new Set<Waiter>();

  function reached(position: Position, projections?: readonly string[]): boolean {
    if (projections) {
      return projections.every((name) => {
        const known = progress.get(name);
        return known !== undefined && comparePositions(known.checkpoint, position) >= 0;
      });
    }
    if (progress.size === 0) return false;
    for (const known of progress.values()) if (comparePositions(known.checkpoint, position) < 0) return false;
    return true;
  }

  return {
    get: (name) => progress.get(name),
    all: () => [...progress.values()],
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(next) {
      const known = progress.get(next.name);
      if (
        known &&
        (next.generation < known.generation ||
          (next.generation === known.generation && comparePositions(next.checkpoint, known.checkpoint) < 0))
      ) {
        return;
      }
      if (
        known &&
        known.generation === next.generation &&
        known.checkpoint === next.checkpoint &&
        known.changedAt === next.changedAt
      ) {
        return;
      }
      progress.set(next.name, next);
      for (const waiter of [...waiters]) {
        if (reached(waiter.position, waiter.projections)) {
          waiters.delete(waiter);
          waiter.resolve('reached');
        }
      }
      for (const listener of [...listeners]) {
        try {
          listener(next);
        } catch {
          // a listener's failure is its own business
        }
      }
    },
    reached,
    async waitFor(position, { projections, timeoutMs, head }) {
      if (reached(position, projections)) return 'reached';
      if (head) {
        const last = await head();
        if (last === null || comparePositions(position, last) > 0) return 'beyond-head';
        if (reached(position, projections)) return 'reached';
      }
      if (timeoutMs <= 0) return 'timeout';
      if (waiters.size >= maxWaiters) return 'busy';
      return new Promise<WaitOutcome>((resolve) => {
        const waiter: Waiter = {
          position,
          projections,
          resolve: (outcome) => {
            clearTimeout(timer);
            resolve(outcome);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve('timeout');
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

/** The NOTIFY channel on which runners announce checkpoint moves (payload: a JSON array of progress). */
export const CHECKPOINTS_CHANNEL = 'league_checkpoints';

/** Every projection's progress as stored (rm.projection_state). */
export async function loadProgress(db: SqlClient): Promise<ProjectionProgress[]> {
  const { rows } = await db.query<{
    name: string;
    generation: number;
    checkpoint: string;
    changed_at: string;
  }>('SELECT name, generation, checkpoint, changed_at FROM rm.projection_state');
  return rows.map((row) => ({
    name: row.name,
    generation: Number(row.generation),
    checkpoint: row.checkpoint,
    changedAt: row.changed_at,
  }));
}

function parseNotification(payload: string): ProjectionProgress[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is ProjectionProgress =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as ProjectionProgress).name === 'string' &&
        typeof (p as ProjectionProgress).generation === 'number' &&
        typeof (p as ProjectionProgress).checkpoint === 'string' &&
        typeof (p as ProjectionProgress).changedAt === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * Keeps `feed` current from another process's runners: the stored state first, then every NOTIFY on
 * CHECKPOINTS_CHANNEL, and a reload every `refreshMs` as a safety net (a notification lost with a
 * dropped connection). Returns a stop function.
 */
export async function followCheckpoints(
  db: SqlClient,
  feed: CheckpointFeed,
  { refreshMs = 2_000 }: { refreshMs?: number } = {},
): Promise<() => Promise<void>> {
  const reload = async () => {
    for (const progress of await loadProgress(db)) feed.publish(progress);
  };
  const unlisten = await db.listen(CHECKPOINTS_CHANNEL, (payload) => {
    for (const progress of parseNotification(payload)) feed.publish(progress);
  });
  await reload();
  const timer = setInterval(() => void reload().catch(() => undefined), refreshMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await unlisten();
  };
}
