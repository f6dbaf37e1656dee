import { notFound, type PlayerHistoryAnswer } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import * as players from '@league/projectors/players';

export const PLAYER_NOT_FOUND = 'No Player Found!';

function found<T>(player: T | null): T {
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  return player;
}

/** Every roster the player was on (removed ones too), newest first, with G/A in that league. */
export async function playerHistory(db: SqlClient, playerId: string): Promise<PlayerHistoryAnswer> {
  const { version: _version, listOfRosters, ...player } = found(await players.playerHistory(db, playerId));
  return { playerId, ...player, listOfRosters };
}

/** The add-players picker, by last name then first name. */
export async function allPlayers(db: SqlClient) {
  return { allPlayers: await players.allPlayers(db) };
}

/** The update-player form. */
export async function adminPlayer(db: SqlClient, playerId: string) {
  const { photo: _photo, ...player } = found(await players.playerById(db, playerId));
  return { player };
}
