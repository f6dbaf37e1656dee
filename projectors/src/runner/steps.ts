import { START } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import {
  buildGenerations,
  createBuildSchema,
  dropBuildSchema,
  highestGeneration,
  pointViews,
} from './generations';
import { assertIdentifier } from './names';
import { type Build, type ProjectionState, insertInitialState, loadState, recordRebuild } from './state';

export interface StepContext {
  db: SqlClient;
  projection: Projection;
}

/** Another runner moved the checkpoint (or switched generations) first: reload the state and go on. */
export class CheckpointConflict extends Error {
  constructor(name: string) {
    super(`Projection ${name}: the checkpoint was moved by another runner`);
    this.name = 'CheckpointConflict';
  }
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
