import { comparePositions, type Position } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { createLogger, type Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { createLeadership } from './leadership';
import { PROJECTION_LOCK_NAMESPACE, assertIdentifier, assertTableName } from './names';
import { type ProjectionState, loadState, recordHeartbeat } from './state';
import { createProjectionWorker } from './worker';
import { runLeaderLoop } from './leader-loop';
import { createWake, sleep } from './wake';

export type RunnerMode = 'embedded' | 'distributed';

export interface ProjectionRunnerOptions {
  store: EventStore;
  db: SqlClient;
  projections: readonly Projection[];
  /** embedded: one process, woken by appends; distributed: one leader per projection across processes */
  mode: RunnerMode;
  logger?: Logger;
  /** events read per transaction (default 500) */
  batchSize?: number;
  /** poll besides onAppended: default 5 s embedded (a safety net), 500 ms distributed (appends elsewhere) */
  pollMs?: number;
  /** how often a standby tries to take the lead (default 3 s) */
  standbyRetryMs?: number;
}

export interface RunnerProjectionStatus {
  name: string;
  version: number;
  generation: number | null;
  checkpoint: Position | null;
  rebuildGeneration: number | null;
  /** leading: this process applies events; standby: another process leads (distributed) */
  role: 'leading' | 'standby';
  /** the last error of this projection, cleared by the next successful pass */
  error: string | null;
}

export interface ProjectionRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** resolves when every projection's live checkpoint has reached the store's head as of the call */
  catchUp(): Promise<void>;
  /** blue-green rebuild of the named projections (none named or [] = all); resolves once each has switched */
  rebuild(names?: readonly string[]): Promise<void>;
  status(): RunnerProjectionStatus[];
}

const HEARTBEAT_MS = 5_000;

function validate(projections: readonly Projection[]): void {
  const names = new Set<string>();
  for (const p of projections) {
    assertIdentifier(p.name, 'Projection name');
    p.tables.forEach(assertTableName);
    if (names.has(p.name)) throw new Error(`Two projections are named ${p.name}`);
    names.add(p.name);
  }
}

function reached(state: ProjectionState | null, head: Position | null): boolean {
  return state !== null && (head === null || comparePositions(state.live.checkpoint, head) >= 0);
}

/**
 * Runs projections: each one reads the global log from its own checkpoint and applies what it handles.
 *
 * - Exactly-once effect: a batch (at most batchSize events) is applied in one transaction that also moves
 *   the checkpoint by compare-and-set, past unhandled events too. A crash before commit leaves both
 *   untouched; a runner that lost the race applies nothing and reloads.
 * - embedded: one runner per database, woken by store.onAppended (wake-ups coalesce), a slow safety poll;
 *   start() resolves once every projection has its state row (and generation 1 on the very first start).
 * - distributed: per projection, the process holding its advisory lock applies; the others are standbys
 *   and retry every standbyRetryMs. The leader polls every pollMs besides onAppended (appends may happen
 *   in other processes) and refreshes a heartbeat that projectionStatus reads.
 * - First start: generation 1 (rm_<name>_g1, setup, views rm.<table>), replayed from the start: until it
 *   has caught up (catchUp), readers see it filling.
 * - Rebuild (rebuild(), rebuildProjections, or automatically at start when the stored version differs from
 *   projection.version): the next generation is filled from the start while the live one serves, then
 *   switched to in one transaction (see applyRebuild). With the same version, the live generation keeps
 *   being updated meanwhile. After a version change this code cannot apply to the old tables, so the live
 *   generation is served as it was (frozen: waitForPosition answers false for newer positions) until the
 *   switch, which then lands at the head of the log.
 */
export function createProjectionRunner(options: ProjectionRunnerOptions): ProjectionRunner {
  const { store, db, projections, mode } = options;
  validate(projections);
  const logger = options.logger ?? createLogger('projectors');
  const batchSize = options.batchSize ?? 500;
  const pollMs = options.pollMs ?? (mode === 'embedded' ? 5_000 : 500);
  const standbyRetryMs = options.standbyRetryMs ?? 3_000;
  const distributed = mode === 'distributed';
  const leadership = createLeadership(db, PROJECTION_LOCK_NAMESPACE);
  const workers = projections.map((projection) => ({
    worker: createProjectionWorker({ store, db, projection, batchSize }, logger),
    wake: createWake(),
    error: null as string | null,
  }));
  type Entry = (typeof workers)[number];

  let running = false;
  let loops: Promise<void>[] = [];
  let unsubscribe: (() => void) | null = null;
  let stopped: () => void = () => undefined;
  let stopSignal: Promise<void> = Promise.resolve();

  const leads = (name: string) => !distributed || leadership.isLeading(name);
  const pause = (ms: number) => Promise.race([sleep(ms), stopSignal]);

  async function heartbeat(name: string): Promise<void> {
    if (distributed) await leadership.onConnection((c) => recordHeartbeat(c, name));
    else await recordHeartbeat(db, name);
  }

  function loop(entry: Entry): Promise<void> {
    const { worker, wake } = entry;
    const name = worker.projection.name;
    let lastBeat = 0;
    return runLeaderLoop({
      name,
      leadership: distributed ? leadership : null,
      isRunning: () => running,
      pause,
      stopSignal: () => stopSignal,
      wake,
      pollMs,
      standbyRetryMs,
      logger: logger.child({ projection: name }),
      pass: async () => {
        const more = await worker.pass();
        if (Date.now() - lastBeat >= HEARTBEAT_MS) {
          await heartbeat(name);
          lastBeat = Date.now();
        }
        return more;
      },
      onLead: () => worker.forget(), // the previous leader moved the checkpoint meanwhile
      onSuccess: () => (entry.error = null),
      onFailure: (error) => (entry.error = error instanceof Error ? error.message : String(error)),
      failureMessage: 'projection pass failed',
    });
  }

  return {
    async start() {
      if (running) return;
      if (!distributed) {
        // state rows and generation 1 exist once start resolves, so waitForPosition never sees "no projections"
        await Promise.all(workers.map(({ worker }) => worker.pass({ live: false, rebuild: false })));
      }
      running = true;
      stopSignal = new Promise((resolve) => (stopped = resolve));
      unsubscribe = store.onAppended(() => workers.forEach((w) => w.wake.notify()));
      loops = workers.map((entry) => loop(entry));
    },

    async stop() {
      if (!running) return;
      running = false;
      stopped();
      unsubscribe?.();
      unsubscribe = null;
      await Promise.all(loops);
      loops = [];
      await leadership.releaseAll();
    },

    async catchUp() {
      const head = await store.headPosition();
      await Promise.all(
        workers.map(async ({ worker }) => {
          const name = worker.projection.name;
          for (;;) {
            if (reached(worker.state(), head)) return;
            if (running && !leads(name)) {
              // another process leads: follow its progress in the state table
              if (reached(await loadState(db, name), head)) return;
              await sleep(25);
              continue;
            }
            if (!(await worker.pass()) && !reached(worker.state(), head)) await sleep(25);
          }
        }),
      );
    },

    async rebuild(names) {
      const targets =
        names && names.length > 0
          ? names.map((name) => {
              const entry = workers.find((w) => w.worker.projection.name === name);
              if (!entry) throw new Error(`Unknown projection: ${name}`);
              return entry;
            })
          : workers;
      await Promise.all(
        targets.map(async ({ worker }) => {
          const build = await worker.requestRebuild();
          logger.info({ projection: worker.projection.name, generation: build.generation }, 'rebuilding');
          for (;;) {
            // live batches are the loop's business (when started); this drives the rebuild to its switch
            const worked = await worker.pass({ live: false });
            const state = worker.state() ?? (await loadState(db, worker.projection.name));
            if (state && state.live.generation >= build.generation) return;
            if (!worked) await sleep(25);
          }
        }),
      );
    },

    status() {
      return workers.map(({ worker, error }) => {
        const state = worker.state();
        return {
          name: worker.projection.name,
          version: worker.projection.version,
          generation: state?.live.generation ?? null,
          checkpoint: state?.live.checkpoint ?? null,
          rebuildGeneration: state?.rebuild?.generation ?? null,
          role: leads(worker.projection.name) ? 'leading' : 'standby',
          error,
        };
      });
    },
  };
}
