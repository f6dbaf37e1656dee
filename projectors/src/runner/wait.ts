import { comparePositions, type Position } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { sleep } from './wake';

export interface WaitOptions {
  /** the projections the caller reads from (default: every projection) */
  projections?: readonly string[];
  timeoutMs?: number;
  pollMs?: number;
}

/**
 * Read-your-writes: true once every named (or every) projection's live checkpoint is at or past `position`,
 * false when `timeoutMs` ran out first. It polls the state table, so it sees runners in other processes;
 * a live checkpoint never goes backwards, not even across a rebuild's switch. A named projection that has
 * no state yet has not reached anything. `position` must be valid (the caller checks X-Min-Position).
 */
export async function waitForPosition(
  db: SqlClient,
  position: Position,
  { projections, timeoutMs = 3_000, pollMs = 25 }: WaitOptions = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = projections
      ? await db.query<{ name: string; checkpoint: string }>(
          'SELECT name, checkpoint FROM rm.projection_state WHERE name = ANY($1::text[])',
          [projections],
        )
      : await db.query<{ name: string; checkpoint: string }>(
          'SELECT name, checkpoint FROM rm.projection_state',
        );
    const complete = !projections || projections.every((name) => rows.some((r) => r.name === name));
    if (complete && rows.every((r) => comparePositions(r.checkpoint, position) >= 0)) return true;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await sleep(Math.min(pollMs, left));
  }
}
