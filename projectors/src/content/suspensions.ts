import { SUSPENSION_EVENT_TYPES, type RecordedEvent, type SuspensionEvent } from '@league/contracts';
import type { Projection } from '../projection';

/**
 * Suspensions, current and archived (GET allSuspendedPlayers, allArchivedSuspensions, suspension/{id}).
 * `version` is the stream's version after its last event (the If-Match of the update form); every write
 * is guarded by it, so a batch applied twice changes nothing.
 */
export const suspensionsProjection: Projection = {
  name: 'suspensions',
  version: 1,
  tables: ['suspensions'],
  handles: SUSPENSION_EVENT_TYPES,

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.suspensions (
        suspension_id uuid PRIMARY KEY,
        suspension_date date NOT NULL,
        player_name text NOT NULL,
        player_team text NOT NULL,
        reason text NOT NULL,
        how_many_games integer NOT NULL,
        served boolean NOT NULL,
        appealed_successfully boolean NOT NULL,
        is_current boolean NOT NULL,
        version integer NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      );
      CREATE INDEX suspensions_by_state ON ${schema}.suspensions (is_current, suspension_date DESC, seq DESC);
    `);
  },

  async apply(tx, schema, events) {
    const table = `${schema}.suspensions`;
    for (const event of events as ReadonlyArray<RecordedEvent & SuspensionEvent>) {
      const version = event.streamVersion;
      switch (event.type) {
        case 'SuspensionCreated':
        case 'SuspensionUpdated': {
          const d = event.data;
          await tx.query(
            `INSERT INTO ${table} (suspension_id, suspension_date, player_name, player_team, reason,
                                   how_many_games, served, appealed_successfully, is_current, version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9)
             ON CONFLICT (suspension_id) DO UPDATE
               SET suspension_date = excluded.suspension_date, player_name = excluded.player_name,
                   player_team = excluded.player_team, reason = excluded.reason,
                   how_many_games = excluded.how_many_games, served = excluded.served,
                   appealed_successfully = excluded.appealed_successfully, version = excluded.version
               WHERE ${table}.version < excluded.version`,
            [
              d.suspensionId,
              d.date,
              d.playerName,
              d.playerTeam,
              d.reason,
              d.howManyGames,
              d.served,
              d.appealedSuccessfully,
              version,
            ],
          );
          break;
        }
        case 'SuspensionArchived':
        case 'SuspensionRestored':
          await tx.query(
            `UPDATE ${table} SET is_current = $2, version = $3 WHERE suspension_id = $1 AND version < $3`,
            [event.data.suspensionId, event.type === 'SuspensionRestored', version],
          );
          break;
        case 'SuspensionRemoved':
          await tx.query(`DELETE FROM ${table} WHERE suspension_id = $1`, [event.data.suspensionId]);
          break;
      }
    }
  },
};
