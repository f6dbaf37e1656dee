import type { RecordedEvent } from '@league/contracts';
import { GAME_EVENT_TYPES } from '@league/contracts';
import type { Projection } from '../projection';
import { type Column, insertRows } from '../runner/bulk';

/**
 * Every recorded event of every game stream (schedule, changes, results and their corrections, removal)
 * with its author and time: GET /api/admin/game/{gameId}/history. Keyed by stream version, so a batch
 * applied twice changes nothing.
 */
const COLUMNS: readonly Column[] = [
  { name: 'game_id', type: 'uuid' },
  { name: 'version', type: 'integer' },
  { name: 'type', type: 'text' },
  { name: 'recorded_at', type: 'text' },
  { name: 'actor_role', type: 'text' },
  { name: 'actor_id', type: 'text' },
  { name: 'data', type: 'jsonb' },
];

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
    // one multi-row statement per batch: the history only ever grows
    const rows = (events as ReadonlyArray<RecordedEvent<string, { gameId: string }>>).map((event) => ({
      game_id: event.data.gameId,
      version: event.streamVersion,
      type: event.type,
      recorded_at: event.metadata.recordedAt,
      actor_role: event.metadata.actor.role,
      actor_id: event.metadata.actor.id,
      data: event.data,
    }));
    await insertRows(tx, `${schema}.game_history`, rows, {
      columns: COLUMNS,
      onConflict: 'ON CONFLICT (game_id, version) DO NOTHING',
    });
  },
};
