import { comparePositions, START, type Position, type RecordedEvent } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { createLogger, type Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import {
  applyLiveBatch,
  applyRebuildBatch,
  type FoldInProgress,
  lowestCheckpoint,
  type Target,
} from './batches';
import { createLeadership } from './leadership';
import { PROJECTION_LOCK_NAMESPACE, assertIdentifier, assertTableName, readAfter } from './names';
import { CHECKPOINTS_CHANNEL, type CheckpointFeed, type ProjectionProgress } from './progress';
import { type Build, type ProjectionState, loadState, loadStates, recordHeartbeats } from './state';
import { CheckpointConflict } from './steps';
import { createRowCache } from './row-cache';
import { createProjectionWorker, type ProjectionWorker } from './worker';
import { createSerial, createWake, nextBackoff, sleep } from './wake';

export type RunnerMode = 'embedded' | 'distributed';

export interface ProjectionRunnerOptions {
  store: EventStore;
  db: SqlClient;
  projections: readonly Projection[];
  /** embedded: one process, woken by appends; distributed: one leader per projection across processes */
  mode: RunnerMode;
  logger?: Logger;
  /** events read per live batch (default 500) */
  batchSize?: number;
  /** events read per rebuild batch (default batchSize when given, else 5,000) */
  rebuildBatchSize?: number;
  /** poll besides onAppended: default 5 s embedded (a safety net), 500 ms distributed (appends elsewhere) */
  pollMs?: number;
  /** how often a standby tries to take the lead (default 3 s) */
  standbyRetryMs?: number;
  /** told of every checkpoint move this runner commits (reads wait on it and key their cache on it) */
  feed?: CheckpointFeed;
  /**
   * rows kept between live batches, about this many at most (a game's, a league's standings): default
   * 20,000 embedded on PGlite, where this runner is its tables' only writer; 0 (none) otherwise
   */
  keptRows?: number;
}

export interface RunnerProjectionStatus {
  name: string;
  version: number;
  generation: number | null;
  checkpoint: Position | null;
  rebuildGeneration: number | null;
  /** leading: this process applies events; standby: another process leads (distributed) */
  role: 'leading' | 'standby';
  /** the last error of this projection, cleared by its next successful batch */
  error: string | null;
}

/** How far a rebuild has come: events replayed up to `position` of a log whose head is `head`. */
export interface RebuildProgress {
  projections: readonly string[];
  done: number;
  total: number;
  elapsedMs: number;
}

export interface ProjectionRunner {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** resolves when every projection's live checkpoint has reached the store's head as of the call */
  catchUp(): Promise<void>;
  /** blue-green rebuild of the named projections (none named or [] = all); resolves once each has switched */
  rebuild(names?: readonly string[], onProgress?: (progress: RebuildProgress) => void): Promise<void>;
  status(): RunnerProjectionStatus[];
}

const HEARTBEAT_MS = 5_000;

/**
 * Rows an embedded runner keeps between batches (a game's, a team's, a league's standings): a result or
 * a sheet entry of a game scheduled in this process's lifetime reads none of its rows again. About 10 MB
 * at most.
 */
const KEPT_ROWS = 20_000;

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

/** Caught up for this code: its own version is live (a pending rebuild after a version change has switched). */
function caughtUp(worker: ProjectionWorker, state: ProjectionState | null, head: Position | null): boolean {
  return reached(state, head) && state!.live.version === worker.projection.version;
}

/** The low part of a position: the log's sequence number, which counts events closely enough for progress. */
const sequenceOf = (position: Position | null): number => Number(position?.split('.')[1] ?? 0);

/**
 * Runs projections with one reader of the global log per process.
 *
 * - One read, many projections: each batch of the log (at most batchSize events) is read once, from the
 *   lowest checkpoint of the projections this process runs, and applied to all of them in ONE transaction
 *   that also moves their checkpoints by one compare-and-set statement, past unhandled events too.
 *   A projection that handles nothing in the batch costs nothing but its share of that statement.
 * - Exactly-once effect: a crash before commit leaves data and checkpoints untouched; a runner that lost
 *   the compare-and-set applies nothing and reloads. A projection whose batch fails is retried alone, so
 *   the others move on; it backs off (250 ms doubling to 30 s) and keeps its error for status().
 * - Gap-free: the store's readAll never returns an event while an earlier one may still commit.
 * - embedded: one runner per database, woken by store.onAppended (wake-ups coalesce), a slow safety poll;
 *   start() resolves once every projection has its state row (and generation 1 on the very first start).
 * - distributed: per projection, the process holding its advisory lock applies it; the others stand by
 *   and retry every standbyRetryMs. Leaders poll every pollMs besides onAppended (appends may happen in
 *   other processes), refresh a heartbeat that projectionStatus reads, and announce checkpoint moves on
 *   CHECKPOINTS_CHANNEL for processes that serve reads.
 * - Rebuild (rebuild(), rebuildProjections, or automatically at start when the stored version differs from
 *   projection.version): the next generation of each is filled from the start, all of them from one read
 *   of the log per batch, while the live ones serve; each switches in one transaction when caught up (see
 *   applyRebuildBatch). With the same version, the live generation keeps being updated meanwhile; after a
 *   version change it is served as it was (frozen) until the switch, which then lands at the head.
 */
export function createProjectionRunner(options: ProjectionRunnerOptions): ProjectionRunner {
  const { store, db, projections, mode, feed } = options;
  validate(projections);
  const logger = options.logger ?? createLogger('projectors');
  const batchSize = options.batchSize ?? 500;
  const rebuildBatchSize = options.rebuildBatchSize ?? options.batchSize ?? 5_000;
  const pollMs = options.pollMs ?? (mode === 'embedded' ? 5_000 : 500);
  const standbyRetryMs = options.standbyRetryMs ?? 3_000;
  const distributed = mode === 'distributed';
  const keptRows = options.keptRows ?? (mode === 'embedded' && db.kind === 'pglite' ? KEPT_ROWS : 0);
  const rows = keptRows > 0 ? createRowCache(keptRows) : undefined;
  const leadership = createLeadership(db, PROJECTION_LOCK_NAMESPACE);
  const workers = projections.map((projection) => createProjectionWorker(db, projection, logger));
  const byName = new Map(workers.map((w) => [w.projection.name, w]));
  // batches, catchUp and rebuild steps of this process never overlap
  const serial = createSerial();
  const wake = createWake();
  // rebuilds folding in memory, by projection name, for the rebuild generation they fold
  const folds = new Map<string, FoldInProgress & { generation: number }>();

  let running = false;
  let loop: Promise<void> = Promise.resolve();
  let unsubscribe: (() => void) | null = null;
  let stopped: () => void = () => undefined;
  let stopSignal: Promise<void> = Promise.resolve();
  let lastBeat = 0;
  let lastReload = 0;
  let nextLeadTry = 0;

  const leads = (name: string) => !distributed || leadership.isLeading(name);
  const pause = (ms: number) => Promise.race([sleep(ms), stopSignal]);

  function progressOf(worker: ProjectionWorker): ProjectionProgress | null {
    const state = worker.state();
    if (!state) return null;
    return {
      name: state.name,
      generation: state.live.generation,
      checkpoint: state.live.checkpoint,
      changedAt: state.changedAt,
    };
  }

  function publish(changed: readonly ProjectionWorker[]): void {
    if (!feed) return;
    for (const worker of changed) {
      const progress = progressOf(worker);
      if (progress) feed.publish(progress);
    }
  }

  /** Other processes (read services) learn of moves by NOTIFY, sent at commit; PGlite has no others. */
  async function announce(
    tx: SqlClient,
    names: Iterable<string>,
    moved: (name: string) => ProjectionProgress,
  ) {
    if (db.kind !== 'pg') return;
    const payload = JSON.stringify([...names].map(moved));
    await tx.query('SELECT pg_notify($1, $2)', [CHECKPOINTS_CHANNEL, payload]);
  }

  /** The workers this process applies now: all of them, or in distributed mode the ones it leads. */
  const active = (): ProjectionWorker[] => workers.filter((w) => leads(w.projection.name));

  async function loadAll(candidates: readonly ProjectionWorker[]): Promise<ProjectionWorker[]> {
    const loaded: ProjectionWorker[] = [];
    for (const worker of candidates) {
      if (worker.state()) {
        loaded.push(worker);
        continue;
      }
      try {
        await worker.load();
        publish([worker]);
        loaded.push(worker);
      } catch (error) {
        worker.failed(error);
      }
    }
    return loaded;
  }

  /**
   * One batch of the log into the live builds of `candidates`. Answers whether there may be more right
   * away, and the failures (a projection whose batch failed alone).
   */
  async function livePass(
    candidates: readonly ProjectionWorker[],
    { ignoreBackoff = false } = {},
  ): Promise<{ more: boolean; failures: unknown[] }> {
    const now = Date.now();
    const ready = await loadAll(candidates.filter((w) => ignoreBackoff || !w.coolingDown(now)));
    const targets = ready.flatMap((worker) => {
      const build = worker.liveTarget();
      return build ? [{ worker, projection: worker.projection, build }] : [];
    });
    if (targets.length === 0) return { more: false, failures: [] };
    const events = await store.readAll(readAfter(lowestCheckpoint(targets)), batchSize);
    if (events.length === 0) return { more: false, failures: [] };
    const failures: unknown[] = [];

    const applyTo = async (group: typeof targets) => {
      const moved = await applyLiveBatch(
        db,
        group,
        events,
        (tx, builds) =>
          announce(tx, builds.keys(), (name) => {
            const build = builds.get(name)!;
            const previous = byName.get(name)!.state()!;
            return {
              name,
              generation: build.generation,
              checkpoint: build.checkpoint,
              changedAt: build.changed ? build.checkpoint : previous.changedAt,
            };
          }),
        rows,
      );
      const changed: ProjectionWorker[] = [];
      for (const { worker } of group) {
        const build = moved.get(worker.projection.name);
        const state = worker.state();
        if (build && state) {
          const { changed: dataChanged, ...live } = build;
          worker.set({ ...state, live, changedAt: dataChanged ? build.checkpoint : state.changedAt });
          changed.push(worker);
        }
        worker.succeeded();
      }
      publish(changed);
    };

    try {
      await applyTo(targets);
    } catch (error) {
      if (error instanceof CheckpointConflict) {
        logger.debug({ projection: error.message }, 'checkpoint moved by another runner: reloading');
        targets.forEach(({ worker }) => worker.forget());
        return { more: true, failures };
      }
      if (targets.length === 1) {
        targets[0]!.worker.failed(error);
        return { more: false, failures: [error] };
      }
      // one projection's failure must not hold the others back: each alone, the failing one backs off
      for (const target of targets) {
        try {
          await applyTo([target]);
        } catch (alone) {
          if (alone instanceof CheckpointConflict) target.worker.forget();
          else {
            target.worker.failed(alone);
            failures.push(alone);
          }
        }
      }
    }
    return { more: events.length >= batchSize, failures };
  }

  /**
   * The fold of a rebuild that can run in memory: the projection has one and the rebuild is recorded at
   * START (a pending rebuild that an earlier runner advanced batch by batch goes on that way).
   */
  function foldFor(worker: ProjectionWorker, build: Build): FoldInProgress | undefined {
    const name = worker.projection.name;
    const known = folds.get(name);
    if (known?.generation === build.generation) return known;
    folds.delete(name);
    if (!worker.projection.fold || build.checkpoint !== START) return undefined;
    const fold = { generation: build.generation, folding: worker.projection.fold(), position: START };
    folds.set(name, fold);
    return fold;
  }

  /** The rebuild's next batch, asked for as soon as the one before it came (readRebuildBatch). */
  let nextRebuildBatch: { after: Position | null; events: Promise<RecordedEvent[]> } | null = null;

  /**
   * A batch of the log for a rebuild, from `after`. Once a full batch has come, the one after it is asked
   * for at once, before this batch is applied: where the database works in a thread of its own
   * (`npm run rebuild`'s PGlite), it reads while this thread folds. Asked from elsewhere, it is dropped.
   */
  async function readRebuildBatch(after: Position | null): Promise<RecordedEvent[]> {
    const asked = nextRebuildBatch;
    nextRebuildBatch = null;
    const events = await (asked?.after === after ? asked.events : store.readAll(after, rebuildBatchSize));
    const last = events.at(-1);
    if (last && events.length >= rebuildBatchSize) {
      const read = store.readAll(last.position, rebuildBatchSize);
      // an error is the next pass's, which asks again
      read.catch(() => undefined);
      nextRebuildBatch = { after: last.position, events: read };
    }
    return events;
  }

  /** One batch into the pending rebuilds of `candidates`; true when it moved or switched anything. */
  async function rebuildPass(candidates: readonly ProjectionWorker[]): Promise<boolean> {
    const ready = await loadAll(candidates);
    const targets: (Target & { worker: ProjectionWorker })[] = ready.flatMap((worker) => {
      const build = worker.rebuildTarget();
      if (!build) {
        folds.delete(worker.projection.name);
        return [];
      }
      return [{ worker, projection: worker.projection, build, fold: foldFor(worker, build) }];
    });
    if (targets.length === 0) return false;
    const events = await readRebuildBatch(readAfter(lowestCheckpoint(targets)));
    let outcomes;
    try {
      outcomes = await applyRebuildBatch(db, targets, events, events.length < rebuildBatchSize);
    } catch (error) {
      targets.forEach(({ worker }) => {
        worker.forget();
        folds.delete(worker.projection.name);
      });
      if (error instanceof CheckpointConflict) return true;
      throw error;
    }
    const switched: ProjectionWorker[] = [];
    for (const { worker } of targets) {
      const outcome = outcomes.get(worker.projection.name);
      const state = worker.state();
      if (!outcome || !state) continue;
      if (outcome.kind === 'advanced') worker.set({ ...state, rebuild: outcome.build });
      else if (outcome.kind === 'folded') folds.get(worker.projection.name)!.position = outcome.position;
      else {
        folds.delete(worker.projection.name);
        worker.set({ ...state, live: outcome.live, rebuild: null, changedAt: outcome.live.checkpoint });
        switched.push(worker);
        logger.info(
          {
            projection: worker.projection.name,
            generation: outcome.live.generation,
            retired: outcome.retired,
          },
          'rebuild switched live',
        );
      }
    }
    if (switched.length > 0 && db.kind === 'pg') {
      await db.transaction((tx) =>
        announce(
          tx,
          switched.map((w) => w.projection.name),
          (name) => progressOf(byName.get(name)!)!,
        ),
      );
    }
    publish(switched);
    return outcomes.size > 0;
  }

  /** Re-reads the state rows in one statement: another process may have switched or started a rebuild. */
  async function reloadStates(candidates: readonly ProjectionWorker[]): Promise<void> {
    const loaded = candidates.filter((w) => w.state());
    if (loaded.length === 0) return;
    const states = await loadStates(
      db,
      loaded.map((w) => w.projection.name),
    );
    for (const state of states) byName.get(state.name)?.set(state);
    publish(loaded);
  }

  async function tryLeadAll(): Promise<void> {
    if (!distributed || Date.now() < nextLeadTry) return;
    nextLeadTry = Date.now() + standbyRetryMs;
    for (const worker of workers) {
      const name = worker.projection.name;
      if (leadership.isLeading(name)) continue;
      if (await leadership.tryLead(name)) {
        logger.child({ projection: name }).info('took the lead');
        worker.forget(); // the previous leader moved the checkpoint meanwhile
      }
    }
  }

  async function heartbeatIfDue(): Promise<void> {
    if (Date.now() - lastBeat < HEARTBEAT_MS) return;
    const names = active().map((w) => w.projection.name);
    if (distributed) await leadership.onConnection((c) => recordHeartbeats(c, names));
    else await recordHeartbeats(db, names);
    lastBeat = Date.now();
  }

  async function runLoop(): Promise<void> {
    let backoff = 0;
    while (running) {
      try {
        await tryLeadAll();
        const mine = active();
        const more = await serial(async () => {
          const live = await livePass(mine);
          const rebuilt = await rebuildPass(mine);
          if (!live.more && !rebuilt && Date.now() - lastReload >= pollMs / 2) {
            lastReload = Date.now();
            await reloadStates(mine);
          }
          return live.more || rebuilt;
        });
        await heartbeatIfDue();
        backoff = 0;
        if (more) continue;
      } catch (error) {
        backoff = nextBackoff(backoff);
        logger.error({ err: error, retryInMs: backoff }, 'projection pass failed');
        await pause(backoff);
        continue;
      }
      const idleMs =
        distributed && active().length < workers.length ? Math.min(pollMs, standbyRetryMs) : pollMs;
      await Promise.race([wake.wait(idleMs), stopSignal]);
    }
  }

  return {
    async start() {
      if (running) return;
      if (!distributed) {
        // state rows and generation 1 exist once start resolves, so reads never see "no projections"
        await serial(async () => {
          for (const worker of workers) {
            await worker.load();
            publish([worker]);
          }
        });
      }
      running = true;
      stopSignal = new Promise((resolve) => (stopped = resolve));
      unsubscribe = store.onAppended(() => wake.notify());
      loop = runLoop();
    },

    async stop() {
      if (!running) return;
      running = false;
      stopped();
      unsubscribe?.();
      unsubscribe = null;
      await loop;
      await serial(async () => undefined);
      await leadership.releaseAll();
    },

    async catchUp() {
      const head = await store.headPosition();
      for (;;) {
        const pending = workers.filter((w) => !caughtUp(w, w.state(), head));
        if (pending.length === 0) return;
        const mine = pending.filter((w) => !running || leads(w.projection.name));
        if (mine.length < pending.length) {
          // another process leads these: follow its progress in the state table
          const others = pending.filter((w) => !mine.includes(w));
          const states = await loadStates(
            db,
            others.map((w) => w.projection.name),
          );
          if (
            others.every((w) => caughtUp(w, states.find((s) => s.name === w.projection.name) ?? null, head))
          ) {
            others.forEach((w) => {
              const state = states.find((s) => s.name === w.projection.name);
              if (state) w.set(state);
            });
          }
        }
        const { more, failures } =
          mine.length > 0
            ? await serial(async () => {
                const live = await livePass(mine, { ignoreBackoff: true });
                // a live build of another version is frozen until its rebuild switches: drive that too
                const rebuilt = await rebuildPass(mine);
                return { more: live.more || rebuilt, failures: live.failures };
              })
            : { more: false, failures: [] };
        if (failures.length > 0) throw failures[0];
        if (!more && workers.some((w) => !caughtUp(w, w.state(), head)))
          await sleep(mine.length > 0 ? 5 : 25);
      }
    },

    async rebuild(names, onProgress) {
      const targets =
        names && names.length > 0
          ? names.map((name) => {
              const worker = byName.get(name);
              if (!worker) throw new Error(`Unknown projection: ${name}`);
              return worker;
            })
          : workers;
      const builds = new Map<ProjectionWorker, Build>();
      for (const worker of targets) {
        const build = await serial(() => worker.requestRebuild());
        logger.info({ projection: worker.projection.name, generation: build.generation }, 'rebuilding');
        builds.set(worker, build);
      }
      const started = Date.now();
      const total = sequenceOf(await store.headPosition());
      for (;;) {
        const pending = [...builds].filter(([worker, build]) => {
          const generation = worker.state()?.live.generation ?? 0;
          return generation < build.generation;
        });
        if (pending.length === 0) return;
        const worked = await serial(() => rebuildPass(pending.map(([worker]) => worker)));
        const checkpoints = [...builds].map(([worker, build]) => {
          const state = worker.state();
          if (state && state.live.generation >= build.generation) return state.live.checkpoint;
          return folds.get(worker.projection.name)?.position ?? state?.rebuild?.checkpoint ?? null;
        });
        onProgress?.({
          projections: [...builds.keys()].map((worker) => worker.projection.name),
          done: Math.min(...checkpoints.map(sequenceOf)),
          total,
          elapsedMs: Date.now() - started,
        });
        if (!worked) {
          // switched by another runner, or waiting for the live build to get ahead: re-read and retry
          for (const [worker] of pending) {
            const state = await loadState(db, worker.projection.name);
            if (state) worker.set(state);
          }
          await sleep(25);
        }
      }
    },

    status() {
      return workers.map((worker) => {
        const state = worker.state();
        return {
          name: worker.projection.name,
          version: worker.projection.version,
          generation: state?.live.generation ?? null,
          checkpoint: state?.live.checkpoint ?? null,
          rebuildGeneration: state?.rebuild?.generation ?? null,
          role: leads(worker.projection.name) ? 'leading' : 'standby',
          error: worker.error(),
        };
      });
    },
  };
}
