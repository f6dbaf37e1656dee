import { START, comparePositions, type RecordedEvent } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import {
  buildGenerations,
  createBuildSchema,
  dropBuildSchema,
  highestGeneration,
  pointViews,
} from './generations';
import { assertIdentifier, generationSchema, readAfter } from './names';
import {
  type Build,
  type ProjectionState,
  insertInitialState,
  loadState,
  lockState,
  moveLiveCheckpoint,
  moveRebuildCheckpoint,
  promoteRebuild,
  recordRebuild,
} from './state';

export interface StepContext {
  store: EventStore;
  db: SqlClient;
  projection: Projection;
  batchSize: number;
}

/** Another runner moved the checkpoint (or switched generations) first: reload the state and go on. */
export class CheckpointConflict extends Error {
  constructor(name: string) {
    super(`Projection ${name}: the checkpoint was moved by another runner`);
    this.name = 'CheckpointConflict';
  }
}

function handledBy(projection: Projection, events: readonly RecordedEvent[]): RecordedEvent[] {
  const handles = new Set(projection.handles);
  return events.filter((e) => handles.has(e.type));
}

/** The projection's state, creating generation 1 (schema, tables, views) on its very first start. */
export async function ensureState({ db, projection }: StepContext): Promise<ProjectionState> {
  const name = assertIdentifier(projection.name, 'Projection name');
  const existing = await loadState(db, name);
  if (existing) return existing;
  const first: Build = {
    generation: 1,
    version: projection.version,
    tables: [...projection.tables],
    checkpoint: START,
  };
  await db.transaction(async (tx) => {
    // the insert takes the row first: a second runner starting at the same time waits here, then skips
    if (!(await insertInitialState(tx, name, first))) return;
    const schema = await createBuildSchema(tx, projection, first.generation);
    await pointViews(tx, schema, first.tables);
  });
  const created = await loadState(db, name);
  if (!created) throw new Error(`Projection ${name}: state row missing after creation`);
  return created;
}

/** Drops schemas of this projection that are neither live nor being rebuilt (left by a crash). */
export async function dropStrays({ db, projection }: StepContext): Promise<number[]> {
  // schemas first, state second: a build recorded in between is in the state, never taken for a stray
  const generations = await buildGenerations(db, projection.name);
  const state = await loadState(db, projection.name);
  if (!state) return [];
  const stray = generations.filter((g) => g !== state.live.generation && g !== state.rebuild?.generation);
  for (const generation of stray) await dropBuildSchema(db, projection.name, generation);
  return stray;
}

/**
 * Starts a blue-green rebuild: a new generation's schema and tables, recorded as the rebuild build at START.
 * A pending rebuild of the same version is kept (it is a valid build up to its checkpoint); one of another
 * version is abandoned and its schema dropped.
 */
export async function startRebuild(ctx: StepContext, state: ProjectionState): Promise<Build> {
  const { db, projection } = ctx;
  if (state.rebuild && state.rebuild.version === projection.version) return state.rebuild;
  const generation =
    Math.max(
      await highestGeneration(db, projection.name),
      state.live.generation,
      state.rebuild?.generation ?? 0,
    ) + 1;
  const build: Build = {
    generation,
    version: projection.version,
    tables: [...projection.tables],
    checkpoint: START,
  };
  await db.transaction(async (tx) => {
    // the row first: it serialises concurrent starts, and a lost race rolls the new schema back with it
    if (!(await recordRebuild(tx, projection.name, build, state.rebuild?.generation ?? null))) {
      throw new CheckpointConflict(projection.name);
    }
    await createBuildSchema(tx, projection, generation);
  });
  if (state.rebuild) await dropBuildSchema(db, projection.name, state.rebuild.generation);
  return build;
}

/**
 * One batch into the live build: the handled events are applied and the checkpoint moves past every event
 * read, handled or not, in one transaction. The compare-and-set comes first, so a runner that lost the race
 * blocks on the row, finds the checkpoint moved and applies nothing. Null when there was nothing to read.
 */
export async function applyLive(ctx: StepContext, build: Build): Promise<Build | null> {
  const { store, db, projection, batchSize } = ctx;
  const events = await store.readAll(readAfter(build.checkpoint), batchSize);
  const last = events.at(-1);
  if (!last) return null;
  const handled = handledBy(projection, events);
  await db.transaction(async (tx) => {
    if (!(await moveLiveCheckpoint(tx, projection.name, build, last.position))) {
      throw new CheckpointConflict(projection.name);
    }
    if (handled.length > 0)
      await projection.apply(tx, generationSchema(projection.name, build.generation), handled);
  });
  return { ...build, checkpoint: last.position };
}

export type RebuildStep =
  | { kind: 'idle' }
  | { kind: 'advanced'; rebuild: Build }
  | { kind: 'switched'; live: Build; retired: number };

/**
 * One batch into the rebuild build, and the switch once it has caught up.
 *
 * The rebuild replays from START into rm_<name>_g<next> while the live generation keeps serving (and, when
 * its version is this code's, keeps being updated by applyLive). A batch shorter than batchSize means the
 * rebuild read up to the store's head; if it is then at or past the live checkpoint, the same transaction
 * that applies that last batch repoints every rm.<table> view to the new schema and records the new
 * generation, version and checkpoint as live. Readers see the old tables up to that commit and the new ones
 * after it: never an empty or half-built table, and the live checkpoint never goes backwards (which
 * waitForPosition relies on). The old schema is dropped after the commit; DROP waits for readers still
 * inside it. The row is locked first, so a live batch of another runner cannot commit into the old
 * generation after the switch: its compare-and-set names the old generation and moves nothing.
 * The event store is never read inside the transaction: on PGlite it shares the one connection.
 */
export async function applyRebuild(ctx: StepContext, rebuild: Build): Promise<RebuildStep> {
  const { store, db, projection, batchSize } = ctx;
  const events = await store.readAll(readAfter(rebuild.checkpoint), batchSize);
  const caughtUp = events.length < batchSize;
  const advanced: Build = { ...rebuild, checkpoint: events.at(-1)?.position ?? rebuild.checkpoint };
  const handled = handledBy(projection, events);
  const schema = generationSchema(projection.name, rebuild.generation);
  const step = await db.transaction(async (tx): Promise<RebuildStep> => {
    const row = await lockState(tx, projection.name);
    if (row?.rebuild?.generation !== rebuild.generation || row.rebuild.checkpoint !== rebuild.checkpoint) {
      throw new CheckpointConflict(projection.name);
    }
    if (handled.length > 0) await projection.apply(tx, schema, handled);
    if (caughtUp && comparePositions(advanced.checkpoint, row.live.checkpoint) >= 0) {
      await pointViews(tx, schema, advanced.tables, row.live.tables);
      await promoteRebuild(tx, projection.name, advanced);
      return { kind: 'switched', live: advanced, retired: row.live.generation };
    }
    if (events.length === 0) return { kind: 'idle' };
    await moveRebuildCheckpoint(tx, projection.name, rebuild, advanced.checkpoint);
    return { kind: 'advanced', rebuild: advanced };
  });
  if (step.kind === 'switched') await dropBuildSchema(db, projection.name, step.retired);
  return step;
}
