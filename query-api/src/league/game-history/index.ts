import { notFound } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { gameHistorySheet } from '@league/read-models/game-history';
import { GAME_NOT_FOUND } from '../games';
import { gameVersions } from './versions';

/**
 * GET /api/admin/game/{gameId}/history: every recorded version of the game, oldest first, with who
 * recorded it, when, and what it changed.
 *
 * Read from the game_history read model, as every read here is from a read model (docs/architecture.md: the
 * query API serves reads from what the projections built; it has no event store of its own to read): that
 * table keeps each event of the game's stream as recorded, with its author and time, is rebuilt by replay
 * like every other, and joins today's names of leagues, venues, teams and players in the same statement.
 * What each version changed is folded here, per request, from those events: a game has a handful of them,
 * the answer is cached until a projection moves, and the way changes are shown can improve without a rebuild.
 */
export async function gameHistory(db: SqlClient, gameId: string) {
  const sheet = await gameHistorySheet(db, gameId);
  if (sheet.events.length === 0) throw notFound(GAME_NOT_FOUND);
  return { gameId, versions: gameVersions(sheet) };
}
