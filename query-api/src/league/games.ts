import {
  dayOfWeek,
  notFound,
  shortDate,
  type GameHistoryEntry,
  type PlayerGameStat,
  type RecordedGameStats,
  type ResultsRosterPlayer,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { itemRows, toAdminItem, type ItemRow } from './items';

export const GAME_NOT_FOUND = 'No Game Found!';

async function gameRow(db: SqlClient, gameId: string): Promise<ItemRow> {
  const row = (await itemRows(db, { by: 'item', itemId: gameId }))[0];
  if (!row || row.kind !== 'game') throw notFound(GAME_NOT_FOUND);
  return row;
}

interface ResultRow {
  kind: string | null;
  status: string | null;
  home_p1: number | null;
  home_p2: number | null;
  home_p3: number | null;
  home_p4: number | null;
  visitor_p1: number | null;
  visitor_p2: number | null;
  visitor_p3: number | null;
  visitor_p4: number | null;
  home_total: number | null;
  visitor_total: number | null;
  summary: string | null;
}

/** The game's current result, or null while none is recorded. */
async function recordedStats(db: SqlClient, gameId: string): Promise<RecordedGameStats | null> {
  const { rows } = await db.query<ResultRow>(`SELECT * FROM rm.game_results WHERE game_id = $1`, [gameId], {
    name: 'game_result',
  });
  const r = rows[0];
  if (!r || r.status === null) return null;
  return {
    homeGoalsPeriod1: r.home_p1,
    homeGoalsPeriod2: r.home_p2,
    homeGoalsPeriod3: r.home_p3,
    homeGoalsPeriod4: r.home_p4,
    homeGoalsTotal: r.home_total ?? 0,
    visitorGoalsPeriod1: r.visitor_p1,
    visitorGoalsPeriod2: r.visitor_p2,
    visitorGoalsPeriod3: r.visitor_p3,
    visitorGoalsPeriod4: r.visitor_p4,
    visitorGoalsTotal: r.visitor_total ?? 0,
    status: r.status,
    summary: r.summary ?? '',
  };
}

/** The players' lines of the game's current result: home side first, then visitor, each by number. */
async function playerLines(db: SqlClient, gameId: string): Promise<PlayerGameStat[]> {
  const { rows } = await db.query<PlayerGameStat>(
    `SELECT l.roster_player_id AS "rosterPlayerId", l.player_id AS "playerId", l.team_id AS "teamId",
            coalesce(t.team_name, '') AS "teamName", coalesce(rp.number, 0) AS number,
            coalesce(p.first_name, '') AS "firstName", coalesce(p.last_name, '') AS "lastName", l.goals, l.assists
       FROM rm.game_player_lines l
       LEFT JOIN rm.roster_players rp ON rp.roster_player_id = l.roster_player_id
       LEFT JOIN rm.players p ON p.player_id = l.player_id
       LEFT JOIN rm.teams t ON t.team_id = l.team_id
      WHERE l.game_id = $1
      ORDER BY l.side = 'visitor', rp.number, l.roster_player_id`,
    [gameId],
    { name: 'game_player_lines' },
  );
  return rows;
}

/** The game summary: the item, the result, the winner and the players' lines. */
export async function gameSummary(db: SqlClient, gameId: string) {
  const game = toAdminItem(await gameRow(db, gameId));
  return {
    game,
    gameStats: await recordedStats(db, gameId),
    winner: game.winner,
    playerStats: await playerLines(db, gameId),
  };
}

async function resultsRoster(db: SqlClient, teamId: string | null, gameId: string) {
  if (teamId === null) return [];
  const { rows } = await db.query<ResultsRosterPlayer>(
    `SELECT rp.roster_player_id AS "_id", rp.player_id AS "playerId", rp.number, p.first_name AS "firstName",
            p.middle_initial AS "middleInitial", p.last_name AS "lastName"
       FROM rm.roster_players rp
       JOIN rm.players p ON p.player_id = rp.player_id
      WHERE rp.team_id = $1
        AND (NOT rp.removed OR EXISTS (SELECT 1 FROM rm.game_player_lines l
                                        WHERE l.game_id = $2 AND l.roster_player_id = rp.roster_player_id))
      ORDER BY rp.number, rp.roster_player_id`,
    [teamId, gameId],
  );
  return rows;
}

/** The results-entry page of a game. */
export async function rostersAndPoints(db: SqlClient, gameId: string) {
  const row = await gameRow(db, gameId);
  const item = toAdminItem(row);
  const stats = await recordedStats(db, gameId);
  const lines = await playerLines(db, gameId);
  return {
    gameId,
    kind: row.championship ? 'championship' : row.playoff ? 'playoff' : 'regular',
    homeTeamId: row.home_team_id,
    visitorTeamId: row.visitor_team_id,
    homeRoster: await resultsRoster(db, row.home_team_id, gameId),
    visitorRoster: await resultsRoster(db, row.visitor_team_id, gameId),
    teamName: item.homeTeamName ?? 'TBD',
    opponent: item.visitorTeamName ?? 'TBD',
    rosterPlayerGameStats: lines.map(({ rosterPlayerId, goals, assists }) => ({
      rosterPlayerId,
      goals,
      assists,
    })),
    gameStats: stats ? [stats] : [],
    dayOfWeek: dayOfWeek(row.iso_date),
    date: shortDate(row.iso_date),
    isoDate: row.iso_date,
    time: row.time,
    venue: item.venueName,
    version: row.version,
  } as const;
}

/** Every recorded event of the game, oldest first, with author and time. */
export async function gameHistory(db: SqlClient, gameId: string) {
  const { rows } = await db.query<{
    version: number;
    type: GameHistoryEntry['type'];
    recorded_at: string;
    actor_role: string;
    actor_id: string | null;
    data: Record<string, unknown>;
  }>(`SELECT * FROM rm.game_history WHERE game_id = $1 ORDER BY version`, [gameId]);
  if (rows.length === 0) throw notFound(GAME_NOT_FOUND);
  return {
    gameId,
    history: rows.map((r) => ({
      version: r.version,
      type: r.type,
      recordedAt: r.recorded_at,
      author: { role: r.actor_role, id: r.actor_id },
      data: r.data,
    })),
  };
}
