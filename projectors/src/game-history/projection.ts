import type { RecordedEvent } from '@league/contracts';
import { GAME_EVENT_TYPES } from '@league/contracts';
import type { Projection } from '../projection';

/**
 * Every recorded event of every game stream (schedule, changes, results and their corrections, removal)
 * with its author and time: GET /api/admin/game/{gameId}/history. Keyed by stream version, so a batch
 * applied twice changes nothing.
 */
export const gameHistoryProjection: Projection = {
  name: 'game_history',
  version: 1,
  tables: ['game_history'],
  handles: GAME_EVENT_TYPES,

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.game_history (
        game_id uuid NOT NULL,
        version integer NOT NULL,
        type text NOT NULL,
        recorded_at text NOT NULL,
        actor_role text NOT NULL,
        actor_id text,
        data jsonb NOT NULL,
        PRIMARY KEY (game_id, version)
      );
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events as ReadonlyArray<RecordedEvent<string, { gameId: string }>>) {
      await tx.query(
        `INSERT INTO ${schema}.game_history (game_id, version, type, recorded_at, actor_role, actor_id, data)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
         ON CONFLICT (game_id, version) DO NOTHING`,
        [
          event.data.gameId,
          event.streamVersion,
          event.type,
          event.metadata.recordedAt,
          event.metadata.actor.role,
          event.metadata.actor.id,
          JSON.stringify(event.data),
        ],
      );
    }
  },
};
