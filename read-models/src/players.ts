import type { ListedPlayer, PlayerHistoryAnswer } from '@league/contracts';
import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';
import { gamesPlayedSql } from './teams-rosters';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  playerById: league.players,
  playerHistory: league.playerHistory,
  allPlayers: league.players,
} as const satisfies ReadsDeclaration;

export interface PlayerRow {
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  photo: string | null;
  version: number;
}

const PLAYER_COLUMNS = `p.first_name AS "firstName", p.last_name AS "lastName",
  p.middle_initial AS "middleInitial", p.photo_url AS photo, p.version`;

/** The player, or null when there is none. */
export async function playerById(db: SqlClient, playerId: string): Promise<PlayerRow | null> {
  const { rows } = await db.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM rm.players p WHERE p.player_id = $1`,
    [playerId],
    { name: 'player' },
  );
  return rows[0] ?? null;
}

export type PlayerRoster = PlayerHistoryAnswer['listOfRosters'][number];

/**
 * The player and every roster they were on (of teams not removed; removed roster places too), newest
 * first, with the league, the games played for the team (gamesPlayedSql) and their G/A, penalty minutes,
 * power-play and short-handed goals in that league: one statement; null when there is no such player.
 */
export async function playerHistory(
  db: SqlClient,
  playerId: string,
): Promise<(PlayerRow & { listOfRosters: PlayerRoster[] }) | null> {
  const { rows } = await db.query<PlayerRow & { listOfRosters: PlayerRoster[] }>(
    `SELECT ${PLAYER_COLUMNS},
            (SELECT coalesce(json_agg(json_build_object(
                      'teamId', t.team_id, 'teamName', t.team_name, 'leagueId', t.league_id,
                      'leagueName', coalesce(l.league_name, ''), 'leagueDivisionName', l.division_name,
                      'session', coalesce(l.session, ''), 'year', t.year, 'number', rp.number,
                      'gamesPlayed', ${gamesPlayedSql('t.league_id')},
                      'goals', coalesce(ps.goals, 0), 'assists', coalesce(ps.assists, 0),
                      'penaltyMinutes', coalesce(ps.penalty_minutes, 0),
                      'powerPlayGoals', coalesce(ps.power_play_goals, 0),
                      'shortHandedGoals', coalesce(ps.short_handed_goals, 0))
                    ORDER BY t.year DESC, t.created_high DESC, t.created_low DESC, rp.added_high DESC,
                             rp.added_low DESC), '[]')
               FROM rm.roster_players rp
               JOIN rm.teams t ON t.team_id = rp.team_id AND NOT t.removed
               LEFT JOIN rm.leagues l ON l.league_id = t.league_id
               LEFT JOIN rm.player_stats ps
                 ON ps.roster_player_id = rp.roster_player_id AND ps.league_id = t.league_id
              WHERE rp.player_id = $1) AS "listOfRosters"
       FROM rm.players p WHERE p.player_id = $1`,
    [playerId],
    { name: 'player_history' },
  );
  return rows[0] ?? null;
}

/** Every player, by last name then first name (the add-players picker). */
export async function allPlayers(db: SqlClient): Promise<ListedPlayer[]> {
  const { rows } = await db.query<ListedPlayer>(
    `SELECT player_id AS "playerId", first_name AS "firstName", last_name AS "lastName",
            middle_initial AS "middleInitial", version
       FROM rm.players
      ORDER BY lower(last_name), last_name, lower(first_name), first_name, player_id`,
  );
  return rows;
}
