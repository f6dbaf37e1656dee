import type { Position } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { selectOne } from './client';

/** One build of a projection's tables: schema rm_<name>_g<generation>, filled up to `checkpoint`. */
export interface Build {
  generation: number;
  version: number;
  tables: string[];
  checkpoint: Position;
}

export interface ProjectionState {
  name: string;
  /** the build the rm.<table> views point at */
  live: Build;
  /** the build being filled from the start by a blue-green rebuild, if any */
  rebuild: Build | null;
  /** where the live data last changed (see ProjectionProgress) */
  changedAt: Position;
  updatedAt: string;
  /** whether a runner leading this projection refreshed its heartbeat recently */
  led: boolean;
}

/** A runner that stops refreshing its heartbeat for this long is taken to be gone. */
export const HEARTBEAT_STALE_SECONDS = 30;

interface StateRow {
  name: string;
  version: number;
  generation: number;
  tables: string[];
  checkpoint: string;
  rebuild_generation: number | null;
  rebuild_version: number | null;
  rebuild_tables: string[] | null;
  rebuild_checkpoint: string | null;
  changed_at: string;
  updated_at: Date | string;
  led: boolean;
}

const SELECT_STATE = `SELECT name, version, generation, tables, checkpoint, rebuild_generation, rebuild_version,
  rebuild_tables, rebuild_checkpoint, changed_at, updated_at,
  coalesce(heartbeat_at > now() - make_interval(secs => ${HEARTBEAT_STALE_SECONDS}), false) AS led
  FROM rm.projection_state`;

function toState(row: StateRow): ProjectionState {
  const rebuild =
    row.rebuild_generation !== null && row.rebuild_checkpoint !== null
      ? {
          generation: row.rebuild_generation,
          version: row.rebuild_version ?? 0,
          tables: row.rebuild_tables ?? [],
          checkpoint: row.rebuild_checkpoint,
        }
      : null;
  return {
    name: row.name,
    live: {
      generation: row.generation,
      version: row.version,
      tables: row.tables,
      checkpoint: row.checkpoint,
    },
    rebuild,
    changedAt: row.changed_at,
    updatedAt: new Date(row.updated_at).toISOString(),
    led: row.led,
  };
}

export async function loadStates(db: SqlClient, names?: readonly string[]): Promise<ProjectionState[]> {
  const { rows } = names
    ? await db.query<StateRow>(`${SELECT_STATE} WHERE name = ANY($1::text[]) ORDER BY name`, [names])
    : await db.query<StateRow>(`${SELECT_STATE} ORDER BY name`);
  return rows.map(toState);
}

export async function loadState(db: SqlClient, name: string): Promise<ProjectionState | null> {
  const { rows } = await db.query<StateRow>(`${SELECT_STATE} WHERE name = $1`, [name]);
  return rows[0] ? toState(rows[0]) : null;
}

/** Inside a transaction: the rows, locked until commit, so a switch cannot interleave with another writer. */
export async function lockStates(tx: SqlClient, names: readonly string[]): Promise<ProjectionState[]> {
  const { rows } = await tx.query<StateRow>(
    `${SELECT_STATE} WHERE name = ANY($1::text[]) ORDER BY name FOR UPDATE`,
    [names],
  );
  return rows.map(toState);
}

/** Records generation 1 unless another runner already did; true when this call created it. */
export async function insertInitialState(tx: SqlClient, name: string, build: Build): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO rm.projection_state (name, version, generation, tables, checkpoint)
     VALUES ($1, $2, $3, $4::text[], $5) ON CONFLICT (name) DO NOTHING RETURNING name`,
    [name, build.version, build.generation, build.tables, build.checkpoint],
  );
  return rows.length === 1;
}

/** One projection's move in a batch: from the checkpoint it was at, and whether it applied anything. */
export interface CheckpointMove {
  name: string;
  generation: number;
  from: Position;
  changed: boolean;
}

/**
 * Compare-and-set of several live checkpoints to `to` in one statement (rm.move_live_checkpoints,
 * migration 008, whose plan the session keeps). The UPDATE row-locks each state until commit; a
 * concurrent runner blocks on them, then re-evaluates the WHERE against the committed rows and moves none
 * of those: the names answered are the ones moved, a missing one was lost.
 */
export async function moveLiveCheckpoints(
  tx: SqlClient,
  moves: readonly CheckpointMove[],
  to: Position,
): Promise<Set<string>> {
  const { rows } = await selectOne<{ name: string }>(
    tx,
    `SELECT name FROM rm.move_live_checkpoints($1::text[], $2::int[], $3::text[], $4::bool[], $5) AS name`,
    [
      moves.map((m) => m.name),
      moves.map((m) => m.generation),
      moves.map((m) => m.from),
      moves.map((m) => m.changed),
      to,
    ],
  );
  return new Set(rows.map((r) => r.name));
}

/** Moves the rebuild checkpoints of rows locked by lockStates (no compare-and-set needed). */
export async function moveRebuildCheckpoints(
  tx: SqlClient,
  names: readonly string[],
  to: Position,
): Promise<void> {
  if (names.length === 0) return;
  await tx.query('UPDATE rm.projection_state SET rebuild_checkpoint = $2 WHERE name = ANY($1::text[])', [
    names,
    to,
  ]);
}

/** Records a new rebuild build, replacing `replacing` (the pending rebuild generation, or null for none). */
export async function recordRebuild(
  tx: SqlClient,
  name: string,
  build: Build,
  replacing: number | null,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE rm.projection_state
     SET rebuild_generation = $2, rebuild_version = $3, rebuild_tables = $4::text[], rebuild_checkpoint = $5,
         rebuild_started_at = now()
     WHERE name = $1 AND rebuild_generation IS NOT DISTINCT FROM $6::integer RETURNING name`,
    [name, build.generation, build.version, build.tables, build.checkpoint, replacing],
  );
  return rows.length === 1;
}

/** The rebuild becomes live: call with the row locked (lockState) in the transaction that repoints the views. */
export async function promoteRebuild(tx: SqlClient, name: string, build: Build): Promise<void> {
  await tx.query(
    `UPDATE rm.projection_state
     SET version = $2, generation = $3, tables = $4::text[], checkpoint = $5, changed_at = $5, updated_at = now(),
         rebuild_generation = NULL, rebuild_version = NULL, rebuild_tables = NULL, rebuild_checkpoint = NULL,
         rebuild_started_at = NULL
     WHERE name = $1`,
    [name, build.version, build.generation, build.tables, build.checkpoint],
  );
}

export async function recordHeartbeats(db: SqlClient, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db.query('UPDATE rm.projection_state SET heartbeat_at = now() WHERE name = ANY($1::text[])', [names]);
}
