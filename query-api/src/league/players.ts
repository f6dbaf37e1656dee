import { notFound, type PlayerHistoryAnswer } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

export const PLAYER_NOT_FOUND = 'No Player Found!';

interface PlayerRow {
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  photo: string | null;
  version: number;
}

async function playerRow(db: SqlClient, playerId: string): Promise<PlayerRow> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT first_name AS "firstName", last_name AS "lastName", middle_initial AS "middleInitial",
            photo_url AS photo, version
       FROM rm.players WHERE player_id = $1`,
    [playerId],
    { name: 'player' },
  );
  const player = rows[0];
  if (!player) throw notFound(PLAYER_NOT_FOUND);
  return player;
}

/** Every roster the player was on (removed ones too), newest first, with G/A in that league. */
export async function playerHistory(db: SqlClient, playerId: string): Promise<PlayerHistoryAnswer> {
  const { version: _version, ...player } = await playerRow(db, playerId);
  const { rows } = await db.query<PlayerHistoryAnswer['listOfRosters'][number]>(
    `SELECT t.team_id AS "teamId", t.team_name AS "teamName", coalesce(l.league_name, '') AS "leagueName",
            coalesce(l.session, '') AS session, t.year, rp.number,
            coalesce(ps.goals, 0) AS goals, coalesce(ps.assists, 0) AS assists
       FROM rm.roster_players rp
       JOIN rm.teams t ON t.team_id = rp.team_id AND NOT t.removed
       LEFT JOIN rm.leagues l ON l.league_id = t.league_id
       LEFT JOIN rm.player_stats ps ON ps.roster_player_id = rp.roster_player_id AND ps.league_id = t.league_id
      WHERE rp.player_id = $1
      ORDER BY t.year DESC, t.created_high DESC, t.created_low DESC, rp.added_high DESC, rp.added_low DESC`,
    [playerId],
    { name: 'player_history' },
  );
  return { playerId, ...player, listOfRosters: rows };
}

/** The add-players picker, by last name then first name. */
export async function allPlayers(db: SqlClient) {
  const { rows } = await db.query<{
    _id: string;
    firstName: string;
    lastName: string;
    middleInitial: string | null;
    version: number;
  }>(
    `SELECT player_id AS "_id", first_name AS "firstName", last_name AS "lastName",
            middle_initial AS "middleInitial", version
       FROM rm.players
      ORDER BY lower(last_name), last_name, lower(first_name), first_name, player_id`,
  );
  return { allPlayers: rows };
}

/** The update-player form. */
export async function adminPlayer(db: SqlClient, playerId: string) {
  const { photo: _photo, ...player } = await playerRow(db, playerId);
  return { player };
}
