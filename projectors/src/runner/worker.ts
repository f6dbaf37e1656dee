import type { Logger } from '@league/infra/logging';
import type { Projection } from '../projection';
import { type Build, type ProjectionState, loadState } from './state';
import {
  type StepContext,
  CheckpointConflict,
  applyLive,
  applyRebuild,
  dropStrays,
  ensureState,
  startRebuild,
} from './steps';
import { createSerial } from './wake';

export interface PassOptions {
  /** apply to the live build (default true) */
  live?: boolean;
  /** apply to a pending rebuild build, switching when caught up (default true) */
  rebuild?: boolean;
}

/** One projection's state in this process and the steps on it, run one at a time. */
export interface ProjectionWorker {
  readonly projection: Projection;
  /** the state as last read or written by this process; null before the first pass or after a conflict */
  state(): ProjectionState | null;
  /** one batch into each build this code can build; true when it moved anything */
  pass(options?: PassOptions): Promise<boolean>;
  /** starts (or keeps) a rebuild to this code's version; resolves with its build */
  requestRebuild(): Promise<Build>;
  /** forget the cached state, e.g. after taking over the lead from another process */
  forget(): void;
}

export function createProjectionWorker(ctx: StepContext, logger: Logger): ProjectionWorker {
  const { projection, db } = ctx;
  const log = logger.child({ projection: projection.name });
  const serial = createSerial();
  let state: ProjectionState | null = null;
  let started = false;
  let warnedVersion = false;

  /** First pass in this process: generation 1 if none, and a rebuild when the stored version is not ours. */
  async function load(): Promise<ProjectionState> {
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

  async function passOnce({ live = true, rebuild = true }: PassOptions): Promise<boolean> {
    let current = state ?? (await load());
    let worked = false;
    try {
      if (live && current.live.version === projection.version) {
        const moved = await applyLive(ctx, current.live);
        if (moved) {
          current = { ...current, live: moved };
          worked = true;
        }
      }
      if (rebuild && current.rebuild && current.rebuild.version === projection.version) {
        const step = await applyRebuild(ctx, current.rebuild);
        if (step.kind === 'advanced') current = { ...current, rebuild: step.rebuild };
        if (step.kind === 'switched') {
          current = { ...current, live: step.live, rebuild: null };
          log.info({ generation: step.live.generation, retired: step.retired }, 'rebuild switched live');
        }
        worked ||= step.kind !== 'idle';
      }
    } catch (error) {
      if (!(error instanceof CheckpointConflict)) throw error;
      log.debug('checkpoint moved by another runner: reloading');
      state = null;
      return true;
    }
    if (
      !worked &&
      current.live.version !== projection.version &&
      current.rebuild?.version !== projection.version
    ) {
      if (!warnedVersion)
        log.warn({ stored: current.live.version }, 'live build is of another version: not applying');
      warnedVersion = true;
    }
    // when idle, re-read the row: another process may have switched generations or started a rebuild
    state = worked ? current : await loadState(db, projection.name);
    return worked;
  }

  return {
    projection,
    state: () => state,
    pass: (options = {}) => serial(() => passOnce(options)),
    requestRebuild: () =>
      serial(async () => {
        const current = state ?? (await load());
        const build = await startRebuild(ctx, current);
        state = await loadState(db, projection.name);
        return build;
      }),
    forget() {
      state = null;
    },
  };
}
