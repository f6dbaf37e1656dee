import type { GameSheetEvent, SuspensionProposalEvent } from '@league/contracts';
import { defineProjection, insertOnce, tablesOf, upsertNewer } from '../define';

const PROPOSAL_KEY = ['game_id', 'entry_id'];

/**
 * Suspensions proposed from the game sheets (docs/api.md, "Suspensions from the game sheet"): one per
 * penalty recorded with a severity (written once: delivered again, or after its removal, it changes
 * nothing; `version` is the game stream's version that recorded it, so the proposals of a game keep the
 * order they were entered in), marked `removed` with the penalty (kept, so that its recording delivered
 * again does not bring it back), and decided by the admin: `confirmed` with the suspension it recorded and
 * its games, or `dismissed` (null while pending; a proposal is decided once, so a decision delivered again
 * writes the same values). And the table of games per severity (one row, `site`, once an admin set it;
 * guarded by its stream's version). The admin's list reads the pending proposals with the games the table
 * gives them when it is read.
 */
export const suspensionProposalsProjection = defineProjection<GameSheetEvent | SuspensionProposalEvent>({
  name: 'suspension_proposals',
  version: 1,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.suspension_proposals (
        game_id uuid NOT NULL,
        entry_id uuid NOT NULL,
        side text NOT NULL,
        roster_player_id uuid NOT NULL,
        infraction text NOT NULL,
        minutes integer NOT NULL,
        severity text NOT NULL,
        removed boolean NOT NULL,
        decision text,
        suspension_id uuid,
        games integer,
        version integer NOT NULL,
        PRIMARY KEY (game_id, entry_id)
      );
      CREATE TABLE ${schema}.suspension_rules (
        rules_id text PRIMARY KEY,
        game_misconduct integer NOT NULL,
        match_penalty integer NOT NULL,
        version integer NOT NULL
      );
    `,
  ),

  on: {
    async GameSheetPenaltyRecorded(tx, schema, { data, streamVersion }) {
      if (data.severity === null) return;
      await insertOnce(tx, `${schema}.suspension_proposals`, PROPOSAL_KEY, {
        game_id: data.gameId,
        entry_id: data.entryId,
        side: data.side,
        roster_player_id: data.rosterPlayerId,
        infraction: data.infraction,
        minutes: data.minutes,
        severity: data.severity,
        removed: false,
        version: streamVersion,
      });
    },
    async GameSheetEntryRemoved(tx, schema, { data }) {
      if (data.kind !== 'penalties') return;
      await tx.query(
        `UPDATE ${schema}.suspension_proposals SET removed = true WHERE game_id = $1 AND entry_id = $2`,
        [data.gameId, data.entryId],
      );
    },
    async SuspensionProposalConfirmed(tx, schema, { data }) {
      await tx.query(
        `UPDATE ${schema}.suspension_proposals SET decision = 'confirmed', suspension_id = $3, games = $4
          WHERE game_id = $1 AND entry_id = $2`,
        [data.gameId, data.entryId, data.suspensionId, data.games],
      );
    },
    async SuspensionProposalDismissed(tx, schema, { data }) {
      await tx.query(
        `UPDATE ${schema}.suspension_proposals SET decision = 'dismissed' WHERE game_id = $1 AND entry_id = $2`,
        [data.gameId, data.entryId],
      );
    },
    async SuspensionRulesSet(tx, schema, { data, streamVersion }) {
      await upsertNewer(tx, `${schema}.suspension_rules`, ['rules_id'], {
        rules_id: 'site',
        game_misconduct: data.gameMisconduct,
        match_penalty: data.matchPenalty,
        version: streamVersion,
      });
    },
    GameSheetLineupSet: 'ignored',
    GameSheetGoalRecorded: 'ignored',
    GameSheetShotsRecorded: 'ignored',
    GameSheetShootoutAttemptRecorded: 'ignored',
    GameSheetFinalized: 'ignored',
  },
});
