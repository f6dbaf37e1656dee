import {
  DEFAULT_SUSPENSION_RULES,
  type SuspensionProposalItem,
  type SuspensionRulesAnswer,
} from '@league/contracts';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  suspensionRules: ['suspension_proposals'],
  pendingSuspensionProposals: ['suspension_proposals', 'schedule', 'teams_rosters', 'players'],
} as const satisfies ReadsDeclaration;

const { gameMisconduct, matchPenalty } = DEFAULT_SUSPENSION_RULES;

/** The games the table gives each severity (the defaults until an admin set it), and its version. */
export async function suspensionRules(db: SqlClient): Promise<SuspensionRulesAnswer> {
  const { rows } = await db.query<SuspensionRulesAnswer>(
    `SELECT game_misconduct AS "gameMisconduct", match_penalty AS "matchPenalty", version + 1 AS version
       FROM rm.suspension_rules WHERE rules_id = 'site'`,
  );
  return rows[0] ?? { gameMisconduct, matchPenalty, version: 0 };
}

/**
 * The proposals the admin has not decided, of penalties still on their game's sheet (the game not
 * removed): the player named as the roster has them, their team and the opponent as the game's schedule
 * item has them ('TBD' while none), the game's date, and the games the table gives the severity now.
 * Newest game first, then as entered.
 */
export async function pendingSuspensionProposals(db: SqlClient): Promise<SuspensionProposalItem[]> {
  const { rows } = await db.query<SuspensionProposalItem>(
    `SELECT sp.game_id AS "gameId", sp.entry_id AS "entryId", rp.player_id AS "playerId",
            concat_ws(' ', nullif(p.first_name, ''),
                      CASE WHEN coalesce(p.middle_initial, '') <> '' THEN p.middle_initial || '.' END,
                      nullif(p.last_name, '')) AS "playerName",
            team.team_id AS "teamId", coalesce(team.team_name, 'TBD') AS "teamName",
            coalesce(opponent.team_name, 'TBD') AS opponent, g.iso_date AS "gameDate", g.league_id AS "leagueId",
            sp.infraction, sp.minutes, sp.severity,
            CASE WHEN sp.severity = 'match penalty' THEN coalesce(r.match_penalty, $1)
                 ELSE coalesce(r.game_misconduct, $2) END AS "proposedGames"
       FROM rm.suspension_proposals sp
       JOIN rm.schedule_items g ON g.item_id = sp.game_id AND NOT g.removed
       LEFT JOIN rm.teams team
              ON team.team_id = CASE WHEN sp.side = 'home' THEN g.home_team_id ELSE g.visitor_team_id END
       LEFT JOIN rm.teams opponent
              ON opponent.team_id = CASE WHEN sp.side = 'home' THEN g.visitor_team_id ELSE g.home_team_id END
       LEFT JOIN rm.roster_players rp ON rp.roster_player_id = sp.roster_player_id
       LEFT JOIN rm.players p ON p.player_id = rp.player_id
       LEFT JOIN rm.suspension_rules r ON r.rules_id = 'site'
      WHERE NOT sp.removed AND sp.decision IS NULL
      ORDER BY g.iso_date DESC, g.time DESC, sp.game_id, sp.version`,
    [matchPenalty, gameMisconduct],
  );
  return rows;
}
