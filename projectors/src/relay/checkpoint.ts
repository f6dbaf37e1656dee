import { START, type Position } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/** The relay's position in the global log (rm.relay_checkpoint), created at START on first use. */
export async function loadRelayCheckpoint(db: SqlClient, name: string): Promise<Position> {
  await db.query(
    'INSERT INTO rm.relay_checkpoint (name, checkpoint) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, START],
  );
  const { rows } = await db.query<{ checkpoint: string }>(
    'SELECT checkpoint FROM rm.relay_checkpoint WHERE name = $1',
    [name],
  );
  if (!rows[0]) throw new Error(`Relay checkpoint ${name} missing`);
  return rows[0].checkpoint;
}

/** Compare-and-set: false when another relay moved it first (its events went out, perhaps ours twice). */
export async function moveRelayCheckpoint(
  db: SqlClient,
  name: string,
  from: Position,
  to: Position,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE rm.relay_checkpoint SET checkpoint = $3, updated_at = now()
     WHERE name = $1 AND checkpoint = $2 RETURNING name`,
    [name, from, to],
  );
  return rows.length === 1;
}
