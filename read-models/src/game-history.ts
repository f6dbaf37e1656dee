import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { GameSheetEvent } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  gameHistorySheet: league.gameHistory,
} as const satisfies ReadsDeclaration;

/** A recorded event of a game with its author: `adminOrdinal` numbers an admin account in the log. */
export interface GameHistoryEvent {
  version: number;
  type:
    | 'GameScheduled'
    | 'GameUpdated'
    | 'GameRemoved'
    | 'GameResultRecorded'
    | 'GameResultCorrected'
    | 'GameSlotFilled'
    | 'BracketConflictFlagged'
    | 'BracketConflictResolved'
    | GameSheetEvent['type'];
  recordedAt: string;
  actorRole: string;
  /** the admin's place among the admin accounts (1 = the first registered); null for other authors */
  adminOrdinal: number | null;
  /** a member of staff's name when they recorded it; null for other authors and unnamed admins */
  actorName: string | null;
  /** that member of staff's name today (null as above) */
  currentName: string | null;
  data: Record<string, unknown>;
}

/** Number and name of a roster spot named by a result or the sheet (number null once the spot is gone). */
export interface GameHistoryPlayer {
  number: number | null;
  firstName: string;
  lastName: string;
}

/** The game's events and today's names of what they refer to, by id. */
export interface GameHistorySheet {
  events: GameHistoryEvent[];
  leagues: Record<string, string>;
  venues: Record<string, string>;
  teams: Record<string, string>;
  /** by rosterPlayerId: the players of the results' lines and those the sheet's events name */
  players: Record<string, GameHistoryPlayer>;
  /** the bracket games the events name (`fromGameId`), by id: "Visitor @ Home" with today's team names */
  games: Record<string, string>;
}

/**
 * Every recorded event of the game, oldest first (none when there is no such game), and the names of the
 * leagues, venues, teams and players they name, in one statement.
 */
export async function gameHistorySheet(db: SqlClient, gameId: string): Promise<GameHistorySheet> {
  const { rows } = await db.query<GameHistorySheet>(
    `WITH h AS (SELECT game_id, version, type, recorded_at, actor_role, actor_id, actor_name, data::jsonb AS data
                 FROM rm.game_history WHERE game_id = $1),
          lines AS (SELECT line FROM h,
                      jsonb_array_elements(coalesce(h.data->'homeStats', '[]') || coalesce(h.data->'visitorStats', '[]')) line),
          -- the roster spots a result's lines name (with their player), and those the sheet's events name
          spots AS (SELECT (line->>'rosterPlayerId')::uuid AS roster_player_id, (line->>'playerId')::uuid AS player_id
                      FROM lines
                    UNION SELECT e.id::uuid, NULL::uuid FROM h,
                      jsonb_array_elements_text(
                        CASE WHEN h.type LIKE 'GameSheet%'
                             THEN jsonb_build_array(h.data->'scorer', h.data->'rosterPlayerId')
                                  || coalesce(h.data->'assists', '[]') || coalesce(h.data->'rosterPlayerIds', '[]')
                             ELSE '[]' END) AS e(id)
                     WHERE e.id IS NOT NULL)
     SELECT (SELECT coalesce(json_agg(json_build_object(
                      'version', h.version, 'type', h.type, 'recordedAt', h.recorded_at,
                      'actorRole', h.actor_role,
                      'adminOrdinal', CASE WHEN h.actor_role IN ('owner', 'admin') THEN a.ordinal END,
                      'actorName', h.actor_name, 'currentName', n.name,
                      'data', h.data) ORDER BY h.version), '[]')
               FROM h LEFT JOIN rm.admin_accounts a ON a.admin_id = h.actor_id
                      LEFT JOIN rm.staff_names n ON n.admin_id = h.actor_id) AS events,
            (SELECT coalesce(json_object_agg(l.league_id, l.league_name), '{}') FROM rm.leagues l
              WHERE l.league_id IN (SELECT (data->>'leagueId')::uuid FROM h)) AS leagues,
            (SELECT coalesce(json_object_agg(v.venue_id, v.venue_name), '{}') FROM rm.schedule_venues v
              WHERE v.venue_id IN (SELECT (data->>'venueId')::uuid FROM h)) AS venues,
            (SELECT coalesce(json_object_agg(t.team_id, t.team_name), '{}') FROM rm.teams t
              WHERE t.team_id IN (SELECT (data->>'homeTeamId')::uuid FROM h
                                  UNION SELECT (data->>'visitorTeamId')::uuid FROM h
                                  UNION SELECT (data->>'teamId')::uuid FROM h
                                  UNION SELECT (data->>'winnerTeamId')::uuid FROM h
                                  UNION SELECT (data->>'playedTeamId')::uuid FROM h
                                  UNION SELECT (line->>'teamId')::uuid FROM lines)) AS teams,
            (SELECT coalesce(json_object_agg(s.item_id,
                      coalesce(vt.team_name, 'TBD') || ' @ ' || coalesce(ht.team_name, 'TBD')), '{}')
               FROM rm.schedule_items s
               LEFT JOIN rm.teams ht ON ht.team_id = s.home_team_id
               LEFT JOIN rm.teams vt ON vt.team_id = s.visitor_team_id
              WHERE s.item_id IN (SELECT (data->>'fromGameId')::uuid FROM h)) AS games,
            (SELECT coalesce(json_object_agg(ids.roster_player_id, json_build_object(
                      'number', rp.number, 'firstName', coalesce(p.first_name, ''),
                      'lastName', coalesce(p.last_name, ''))), '{}')
               FROM (SELECT roster_player_id, (array_agg(player_id) FILTER (WHERE player_id IS NOT NULL))[1] AS player_id
                       FROM spots GROUP BY roster_player_id) ids
               LEFT JOIN rm.roster_players rp ON rp.roster_player_id = ids.roster_player_id
               LEFT JOIN rm.players p ON p.player_id = coalesce(ids.player_id, rp.player_id)) AS players`,
    [gameId],
  );
  return rows[0]!;
}
