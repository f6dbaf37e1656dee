import type { AdminRegistered, GameEvent } from '@league/contracts';
import { GAME_EVENT_TYPES } from '@league/contracts';
import type { Projection } from '../projection';
import { type Column, insertRows } from '../runner/bulk';
import { eventsOf, tablesOf } from '../define';

/**
 * The audit trail of games: every recorded event of every game stream (schedule, changes, results and
 * their corrections, removal) with its author and time, keyed by stream version so a batch applied twice
 * changes nothing; and the admin accounts in the order they were registered, which names them on the
 * trail without their e-mail (an admin account has no other name): GET /api/admin/game/{gameId}/history.
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

const isGameEvent = eventsOf<GameEvent>(GAME_EVENT_TYPES);
const isAdminRegistered = eventsOf<AdminRegistered>(['AdminRegistered']);

export const gameHistoryProjection: Projection = {
  name: 'game_history',
  version: 2,
  ...tablesOf(
    (schema) => `
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
      CREATE TABLE ${schema}.admin_accounts (
        admin_id text PRIMARY KEY,
        ordinal integer NOT NULL UNIQUE
      );
    `,
  ),
  handles: [...GAME_EVENT_TYPES, 'AdminRegistered'],

  async apply(tx, schema, events) {
    // one multi-row statement per batch: the history only ever grows
    const rows = events.filter(isGameEvent).map((event) => ({
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
    // admins are few: one statement each, numbered in log order
    for (const event of events.filter(isAdminRegistered)) {
      const { adminId } = event.data;
      await tx.query(
        `INSERT INTO ${schema}.admin_accounts (admin_id, ordinal)
         SELECT $1, coalesce(max(ordinal), 0) + 1 FROM ${schema}.admin_accounts
         ON CONFLICT (admin_id) DO NOTHING`,
        [adminId],
      );
    }
  },
};
