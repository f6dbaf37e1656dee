import type { Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { type Build, type ProjectionState, loadState } from './state';
import { dropStrays, ensureState, startRebuild } from './steps';
import { nextBackoff } from './wake';

/**
 * What the runner knows of one projection in this process: its state as last read or written here, and
 * its last failure. The runner's one loop reads the log and hands batches to these; nothing here reads
 * the log.
 */
export interface ProjectionWorker {
  readonly projection: Projection;
  /** the state as last read or written by this process; null before the first load or after a conflict */
  state(): ProjectionState | null;
  /** the state, loading it first if needed (creating generation 1, or a rebuild after a version change) */
  load(): Promise<ProjectionState>;
  /** re-reads the state row, e.g. when idle: another process may have switched or started a rebuild */
  reload(): Promise<ProjectionState | null>;
  /** records the state after this process moved it */
  set(state: ProjectionState): void;
  /** the live build this code can apply to (same version), or null */
  liveTarget(): Build | null;
  /** the rebuild build this code is filling (same version), or null */
  rebuildTarget(): Build | null;
  /** starts (or keeps) a rebuild to this code's version; resolves with its build */
  requestRebuild(): Promise<Build>;
  /** forget the cached state, e.g. after taking over the lead from another process */
  forget(): void;
  /** the last error, cleared by the next success */
  error(): string | null;
  failed(error: unknown): void;
  succeeded(): void;
  /** whether a failure's back-off still keeps it out of the batches */
  coolingDown(now: number): boolean;
}

export function createProjectionWorker(
  db: SqlClient,
  projection: Projection,
  logger: Logger,
): ProjectionWorker {
  const log = logger.child({ projection: projection.name });
  const ctx = { db, projection };
  let state: ProjectionState | null = null;
  let started = false;
  let warnedVersion = false;
  let lastError: string | null = null;
  let backoff = 0;
  let retryAt = 0;

  /** First load in this process: generation 1 if none, and a rebuild when the stored version is not ours. */
  async function firstLoad(): Promise<ProjectionState> {
    let current = await ensureState(ctx);
    if (!started) {
      started = true;
      if (current.live.version !== projection.version && current.rebuild?.version !== projection.version) {
        log.info(
          { from: current.live.version, to: projection.version },
          'version changed: rebuilding blue-green',
        );
        await startRebuild(ctx, current);
        current = (await loadState(db, projection.name)) ?? current;
      }
      const dropped = await dropStrays(ctx);
      if (dropped.length > 0) log.info({ generations: dropped }, 'dropped stray builds');
    }
    return current;
  }

  const worker: ProjectionWorker = {
    projection,
    state: () => state,
    async load() {
      state ??= await firstLoad();
      return state;
    },
    async reload() {
      state = await loadState(db, projection.name);
      return state;
    },
    set(next) {
      state = next;
    },
    liveTarget() {
      if (!state) return null;
      if (state.live.version === projection.version) return state.live;
      if (!warnedVersion && state.rebuild?.version !== projection.version) {
        log.warn({ stored: state.live.version }, 'live build is of another version: not applying');
        warnedVersion = true;
      }
      return null;
    },
    rebuildTarget() {
      return state?.rebuild && state.rebuild.version === projection.version ? state.rebuild : null;
    },
    async requestRebuild() {
      const current = state ?? (await firstLoad());
      const build = await startRebuild(ctx, current);
      state = await loadState(db, projection.name);
      return build;
    },
    forget() {
      state = null;
    },
    error: () => lastError,
    failed(error) {
      lastError = error instanceof Error ? error.message : String(error);
      backoff = nextBackoff(backoff);
      retryAt = Date.now() + backoff;
      state = null; // whatever failed may have left this process's picture stale
      log.error({ err: error, retryInMs: backoff }, 'projection batch failed');
    },
    succeeded() {
      lastError = null;
      backoff = 0;
      retryAt = 0;
    },
    coolingDown: (now) => now < retryAt,
  };
  return worker;
}
