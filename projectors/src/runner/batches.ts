import { comparePositions, type Position, type RecordedEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { BatchContext, Projection, ProjectionFold, RowCache } from '../projection';
import { loadEmptyTable } from './bulk';
import { projectionClient } from './client';
import { dropBuildSchema, pointViews } from './generations';
import { generationSchema } from './names';
import { type Build, lockStates, moveLiveCheckpoints, moveRebuildCheckpoints, promoteRebuild } from './state';
import { CheckpointConflict } from './steps';

/** A projection and the build of it that a batch goes into. */
export interface Target {
  projection: Projection;
  build: Build;
  /** a rebuild folding in memory: the build's recorded checkpoint stays at the start until it switches */
  fold?: FoldInProgress;
}

/** A rebuild held in memory, and how far into the log it has folded. */
export interface FoldInProgress {
  folding: ProjectionFold;
  position: Position;
}

/** How far a target has taken in the log: its fold's position, else its build's checkpoint. */
export function reachedBy(target: Target): Position {
  return target.fold?.position ?? target.build.checkpoint;
}

/** The event types each projection handles, as a set, built once per projection. */
const handledTypes = new WeakMap<Projection, Set<string>>();
function handles(projection: Projection): Set<string> {
  let types = handledTypes.get(projection);
  if (!types) {
    types = new Set(projection.handles);
    handledTypes.set(projection, types);
  }
  return types;
}

/**
 * The events of the batch this build has not seen yet and its projection handles. A batch is a stretch
 * of the log in its order, so the unseen events are its tail: positions are compared only up to the first
 * unseen one (a rebuild of 1M events spent 1.6 s of CPU parsing positions when each event was compared).
 */
export function eventsFor(target: Target, events: readonly RecordedEvent[]): RecordedEvent[] {
  const types = handles(target.projection);
  const after = reachedBy(target);
  let first = 0;
  while (first < events.length && comparePositions(events[first]!.position, after) <= 0) first++;
  return events.slice(first).filter((e) => types.has(e.type));
}

/** The lowest checkpoint of the targets: where one read of the log serves them all. */
export function lowestCheckpoint(targets: readonly Target[]): Position {
  return targets.map(reachedBy).reduce((low, c) => (comparePositions(c, low) < 0 ? c : low));
}

/**
 * One batch of the log into the live builds of several projections, in ONE transaction: their
 * checkpoints move to the batch's last position together (one compare-and-set statement, past unhandled
 * events too), and each projection applies the events it handles. Targets already at or past the end of
 * the batch are left alone. If any checkpoint was moved by another runner meanwhile, nothing is applied
 * (CheckpointConflict). Answers the builds as moved, by projection name.
 */
export async function applyLiveBatch(
  db: SqlClient,
  targets: readonly Target[],
  events: readonly RecordedEvent[],
  afterMove?: (tx: SqlClient, moved: ReadonlyMap<string, Build & { changed: boolean }>) => Promise<void>,
  rows?: RowCache,
): Promise<Map<string, Build & { changed: boolean }>> {
  const last = events.at(-1)?.position;
  const moved = new Map<string, Build & { changed: boolean }>();
  if (!last) return moved;
  const moving = targets
    .filter((t) => comparePositions(t.build.checkpoint, last) < 0)
    .map((target) => ({ target, handled: eventsFor(target, events) }));
  if (moving.length === 0) return moved;
  const committed: (() => void)[] = [];
  const context: BatchContext = { ...(rows ? { rows } : {}), afterCommit: (done) => committed.push(done) };
  await db.transaction(async (tx) => {
    const done = await moveLiveCheckpoints(
      tx,
      moving.map(({ target, handled }) => ({
        name: target.projection.name,
        generation: target.build.generation,
        from: target.build.checkpoint,
        changed: handled.length > 0,
      })),
      last,
    );
    const lost = moving.find(({ target }) => !done.has(target.projection.name));
    if (lost) throw new CheckpointConflict(lost.target.projection.name);
    const writes = projectionClient(tx);
    for (const { target, handled } of moving) {
      if (handled.length > 0) {
        const schema = generationSchema(target.projection.name, target.build.generation);
        await target.projection.apply(writes, schema, handled, context);
      }
      moved.set(target.projection.name, { ...target.build, checkpoint: last, changed: handled.length > 0 });
    }
    await writes.flush();
    await afterMove?.(tx, moved);
  });
  for (const done of committed) done();
  return moved;
}

export type RebuildOutcome =
  | { kind: 'advanced'; build: Build }
  | { kind: 'folded'; position: Position }
  | { kind: 'switched'; live: Build; retired: number };

/**
 * One batch of the log into the rebuild builds of several projections, and the switch of each one that
 * has caught up.
 *
 * A rebuild replays from START into rm_<name>_g<next> while the live generation keeps serving (and, when
 * its version is this code's, keeps being updated by live batches). A batch shorter than the read limit
 * (`caughtUp`) means the rebuild read up to the store's head; if a build is then at or past its live
 * checkpoint, the same transaction that applies that last batch repoints every rm.<table> view to the new
 * schema and records the new generation, version and checkpoint as live. Readers see the old tables up to
 * that commit and the new ones after it: never an empty or half-built table, and the live checkpoint never
 * goes backwards. The rows are locked first, so a live batch of another runner cannot commit into the old
 * generation after the switch: its compare-and-set names the old generation and moves nothing. Old schemas
 * are dropped after the commit; DROP waits for readers still inside them.
 *
 * A target with a fold takes the batch into memory instead; its recorded checkpoint stays at START (a
 * rebuild interrupted before its switch folds again from the start) and its final rows are written in
 * bulk by the switching transaction. If this call throws, the folds of `targets` may hold part of the
 * batch: the caller drops them.
 */
export async function applyRebuildBatch(
  db: SqlClient,
  targets: readonly Target[],
  events: readonly RecordedEvent[],
  caughtUp: boolean,
): Promise<Map<string, RebuildOutcome>> {
  const outcomes = new Map<string, RebuildOutcome>();
  const last = events.at(-1)?.position;
  // the folds in memory first, before the transaction's statements: where the database works in a
  // thread of its own (`npm run rebuild`), it reads the next batch meanwhile. A batch that fails below
  // drops them (the runner's rebuildPass), as one that failed while folding did.
  for (const target of targets) {
    const handled = target.fold ? eventsFor(target, events) : [];
    if (handled.length > 0) target.fold!.folding.apply(handled);
  }
  await db.transaction(async (tx) => {
    const rows = new Map(
      (
        await lockStates(
          tx,
          targets.map((t) => t.projection.name),
        )
      ).map((row) => [row.name, row]),
    );
    const advancing: string[] = [];
    const writes = projectionClient(tx);
    for (const target of targets) {
      const { projection, build, fold } = target;
      const row = rows.get(projection.name);
      if (row?.rebuild?.generation !== build.generation || row.rebuild.checkpoint !== build.checkpoint) {
        throw new CheckpointConflict(projection.name);
      }
      const schema = generationSchema(projection.name, build.generation);
      const handled = fold ? [] : eventsFor(target, events);
      if (handled.length > 0) await projection.apply(writes, schema, handled);
      const reached = reachedBy(target);
      const moves = last !== undefined && comparePositions(last, reached) > 0;
      const position = moves ? last : reached;
      if (caughtUp && comparePositions(position, row.live.checkpoint) >= 0) {
        await writes.flush();
        if (fold) await writeFold(tx, schema, { ...target, fold });
        const advanced: Build = { ...build, checkpoint: position };
        await pointViews(tx, schema, advanced.tables, row.live.tables);
        await promoteRebuild(tx, projection.name, advanced);
        outcomes.set(projection.name, { kind: 'switched', live: advanced, retired: row.live.generation });
      } else if (moves && fold) {
        outcomes.set(projection.name, { kind: 'folded', position });
      } else if (moves) {
        advancing.push(projection.name);
        outcomes.set(projection.name, { kind: 'advanced', build: { ...build, checkpoint: position } });
      }
    }
    await writes.flush();
    if (last) await moveRebuildCheckpoints(tx, advancing, last);
  });
  for (const [name, outcome] of outcomes) {
    if (outcome.kind === 'switched') await dropBuildSchema(db, name, outcome.retired);
  }
  return outcomes;
}

/** Sort memory for building a folded table's indexes (a 1M-event log's largest table: about 100 MB). */
const FOLD_INDEX_MEMORY = '256MB';

/** The final rows of a fold into the (empty) tables of its build, in bulk. */
async function writeFold(tx: SqlClient, schema: string, target: Target & { fold: FoldInProgress }) {
  const { projection, fold } = target;
  // the indexes are built over whole tables here: room to sort them in memory, for this transaction only
  await tx.query(`SELECT set_config('maintenance_work_mem', $1, true)`, [FOLD_INDEX_MEMORY]);
  for (const [table, rows] of Object.entries(fold.folding.rows())) {
    if (!projection.tables.includes(table))
      throw new Error(`Projection ${projection.name} has no table ${table}`);
    await loadEmptyTable(tx, `${schema}.${table}`, rows);
  }
}
