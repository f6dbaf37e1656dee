import type { GameHistoryEntry } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

export interface GameHistoryRow {
  version: number;
  type: GameHistoryEntry['type'];
  recorded_at: string;
  actor_role: string;
  actor_id: string | null;
  data: Record<string, unknown>;
}

/** Every recorded event of the game, oldest first (none when there is no such game). */
export async function gameHistoryRows(db: SqlClient, gameId: string): Promise<GameHistoryRow[]> {
  const { rows } = await db.query<GameHistoryRow>(
    `SELECT version, type, recorded_at, actor_role, actor_id, data
       FROM rm.game_history WHERE game_id = $1 ORDER BY version`,
    [gameId],
  );
  return rows;
}
