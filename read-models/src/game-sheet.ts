import type {
  SheetLineupPlayer,
  SummaryGoal,
  SummaryPenalty,
  SummaryShots,
  GameSheetAnswer,
} from '@league/contracts';
import { LEAGUE_READ_MODELS as league } from '@league/contracts/live';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';
import { unservedSuspensionSql } from './content';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts). The public
 * game summary reads the sheet through `summarySheetColumns`, inside its own statement
 * (read-models/src/results.ts), under the game's declaration.
 */
export const reads = {
  sheetOfGame: league.gameSheet,
} as const satisfies ReadsDeclaration;

/**
 * Whether a lineup's player (`rp`, of the game `gi`) had an unserved suspension when the game was played:
 * the rule of the results form's rosters (unservedSuspensionSql), false for a spot that is gone.
 */
const LINEUP_PLAYER_SUSPENDED = unservedSuspensionSql('rp.player_id', 'rp.team_id', {
  isoDate: 'gi.iso_date',
  minutes: 'gi.minutes',
});

/** A roster spot as the sheet's reads name it (number 0 and '' when the spot or the player is gone). */
const spotJson = (id: string) => `(SELECT json_build_object(
      'rosterPlayerId', x.id, 'playerId', rp.player_id, 'number', coalesce(rp.number, 0),
      'firstName', coalesce(p.first_name, ''), 'lastName', coalesce(p.last_name, ''))
    FROM (SELECT ${id} AS id) x
    LEFT JOIN rm.roster_players rp ON rp.roster_player_id = x.id
    LEFT JOIN rm.players p ON p.player_id = rp.player_id)`;

/** The team of an entry's side, as the game's schedule item has it ('TBD' while none). */
const sideTeamName = (entry: string) => `(SELECT coalesce(t.team_name, 'TBD') FROM rm.schedule_items s
    LEFT JOIN rm.teams t ON t.team_id = CASE WHEN ${entry}.side = 'home' THEN s.home_team_id ELSE s.visitor_team_id END
    WHERE s.item_id = ${entry}.game_id)`;

/** The game's sheet as the public summary shows it: its columns. */
export interface SummarySheet {
  sheet_goals: SummaryGoal[];
  sheet_penalties: SummaryPenalty[];
  sheet_shots: SummaryShots[];
  /** a goal, penalty, shootout attempt or shots recorded (and not removed) */
  sheet_has_entries: boolean;
}

/**
 * The columns of the game summary's statement (`gameParam`: the game's id, as `$1`) that read the game's
 * sheet: its goals and penalties by period then time (then as entered), each side's team and each player
 * named by number and name as the summary's lines name them; its shots by period, visitor first; and
 * whether it has any entry.
 */
export function summarySheetColumns(gameParam: string): string {
  return `(SELECT coalesce(json_agg(json_build_object(
              'period', g.period, 'time', g.time, 'side', g.side, 'teamName', ${sideTeamName('g')},
              'strength', g.strength, 'scorer', ${spotJson('g.scorer')},
              'assists', (SELECT coalesce(json_agg(${spotJson('a.id')} ORDER BY a.n), '[]')
                            FROM unnest(ARRAY[g.assist1, g.assist2]) WITH ORDINALITY AS a(id, n)
                           WHERE a.id IS NOT NULL))
            ORDER BY g.period, g.time, g.version), '[]')
       FROM rm.game_sheet_goals g WHERE g.game_id = ${gameParam} AND NOT g.removed) AS sheet_goals,
    (SELECT coalesce(json_agg(json_build_object(
              'period', pe.period, 'time', pe.time, 'side', pe.side, 'teamName', ${sideTeamName('pe')},
              'player', ${spotJson('pe.roster_player_id')}, 'infraction', pe.infraction,
              'minutes', pe.minutes, 'severity', pe.severity)
            ORDER BY pe.period, pe.time, pe.version), '[]')
       FROM rm.game_sheet_penalties pe WHERE pe.game_id = ${gameParam} AND NOT pe.removed) AS sheet_penalties,
    (SELECT coalesce(json_agg(json_build_object('side', sh.side, 'period', sh.period, 'shots', sh.shots)
            ORDER BY sh.period, sh.side = 'home'), '[]')
       FROM rm.game_sheet_shots sh WHERE sh.game_id = ${gameParam}) AS sheet_shots,
    (EXISTS (SELECT 1 FROM rm.game_sheet_goals WHERE game_id = ${gameParam} AND NOT removed)
      OR EXISTS (SELECT 1 FROM rm.game_sheet_penalties WHERE game_id = ${gameParam} AND NOT removed)
      OR EXISTS (SELECT 1 FROM rm.game_sheet_shootout WHERE game_id = ${gameParam} AND NOT removed)
      OR EXISTS (SELECT 1 FROM rm.game_sheet_shots WHERE game_id = ${gameParam})) AS sheet_has_entries`;
}

/** The game a sheet belongs to, as its schedule item has it (null: no such game). */
export interface SheetGameRow {
  kind: 'game' | 'event';
  removed: boolean;
  playoff: boolean;
  championship: boolean;
  version: number;
  homeTeamId: string | null;
  visitorTeamId: string | null;
  homeTeamName: string | null;
  visitorTeamName: string | null;
  /** the league's period length */
  periodMinutes: number | null;
}

/** A game's sheet as the staff's page reads it: its game, lineups and entries, in one statement. */
export interface SheetOfGame {
  game: SheetGameRow | null;
  lineups: Array<{
    side: 'home' | 'visitor';
    goalieRosterPlayerId: string | null;
    /** by number */
    players: SheetLineupPlayer[];
  }>;
  goals: GameSheetAnswer['goals'];
  penalties: GameSheetAnswer['penalties'];
  shots: GameSheetAnswer['shots'];
  shootout: GameSheetAnswer['shootout'];
  /** the status of its final; null before one */
  finalStatus: string | null;
}

/**
 * The game's sheet: the game (kind, teams, version, the league's period length), each side's lineup with
 * its players named, the goals and penalties by period then time (then as entered), the shots by period
 * (visitor first), the shootout attempts by round (visitor first) and the final's status.
 */
export async function sheetOfGame(db: SqlClient, gameId: string): Promise<SheetOfGame> {
  const { rows } = await db.query<SheetOfGame>(
    `SELECT
       (SELECT json_build_object(
                 'kind', s.kind, 'removed', s.removed, 'playoff', s.playoff, 'championship', s.championship,
                 'version', s.version, 'homeTeamId', s.home_team_id, 'visitorTeamId', s.visitor_team_id,
                 'homeTeamName', ht.team_name, 'visitorTeamName', vt.team_name,
                 'periodMinutes', l.period_minutes)
          FROM rm.schedule_items s
          LEFT JOIN rm.teams ht ON ht.team_id = s.home_team_id
          LEFT JOIN rm.teams vt ON vt.team_id = s.visitor_team_id
          LEFT JOIN rm.leagues l ON l.league_id = s.league_id
         WHERE s.item_id = $1) AS game,
       (SELECT coalesce(json_agg(json_build_object(
                 'side', ln.side, 'goalieRosterPlayerId', ln.goalie_roster_player_id,
                 'players', (SELECT coalesce(json_agg(json_build_object(
                                      'rosterPlayerId', e.id, 'playerId', rp.player_id,
                                      'number', coalesce(rp.number, 0), 'firstName', coalesce(p.first_name, ''),
                                      'lastName', coalesce(p.last_name, ''),
                                      'suspended', ${LINEUP_PLAYER_SUSPENDED})
                                    ORDER BY rp.number, e.id), '[]')
                               FROM jsonb_array_elements_text(ln.roster_player_ids) AS e(id)
                               LEFT JOIN rm.roster_players rp ON rp.roster_player_id = e.id::uuid
                               LEFT JOIN rm.players p ON p.player_id = rp.player_id
                               LEFT JOIN rm.schedule_items gi ON gi.item_id = ln.game_id))), '[]')
          FROM rm.game_sheet_lineups ln WHERE ln.game_id = $1) AS lineups,
       (SELECT coalesce(json_agg(json_build_object(
                 'id', g.entry_id, 'side', g.side, 'period', g.period, 'time', g.time, 'scorer', g.scorer,
                 'assists', array_remove(ARRAY[g.assist1, g.assist2], NULL), 'strength', g.strength)
               ORDER BY g.period, g.time, g.version), '[]')
          FROM rm.game_sheet_goals g WHERE g.game_id = $1 AND NOT g.removed) AS goals,
       (SELECT coalesce(json_agg(json_build_object(
                 'id', pe.entry_id, 'side', pe.side, 'period', pe.period, 'time', pe.time,
                 'rosterPlayerId', pe.roster_player_id, 'infraction', pe.infraction, 'minutes', pe.minutes,
                 'severity', pe.severity)
               ORDER BY pe.period, pe.time, pe.version), '[]')
          FROM rm.game_sheet_penalties pe WHERE pe.game_id = $1 AND NOT pe.removed) AS penalties,
       (SELECT coalesce(json_agg(json_build_object('side', sh.side, 'period', sh.period, 'shots', sh.shots)
               ORDER BY sh.period, sh.side = 'home'), '[]')
          FROM rm.game_sheet_shots sh WHERE sh.game_id = $1) AS shots,
       (SELECT coalesce(json_agg(json_build_object(
                 'id', so.entry_id, 'side', so.side, 'round', so.round, 'rosterPlayerId', so.roster_player_id,
                 'scored', so.scored)
               ORDER BY so.round, so.side = 'home', so.version), '[]')
          FROM rm.game_sheet_shootout so WHERE so.game_id = $1 AND NOT so.removed) AS shootout,
       (SELECT f.status FROM rm.game_sheet_finals f WHERE f.game_id = $1) AS "finalStatus"`,
    [gameId],
    { name: 'admin_game_sheet' },
  );
  return rows[0]!;
}
