import type { AdminRegistered, GameEvent, StaffInvited, StaffRenamed } from '@league/contracts';
import { GAME_EVENT_TYPES } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { type Column, insertRows } from '../runner/bulk';
import { eventsOf, tablesOf } from '../define';

/**
 * The audit trail of games (docs/audit.md): every recorded event of every game stream (schedule, changes,
 * results and their corrections, removal) with its author, the author's name as it was then, and the
 * time, keyed by stream version so a batch applied twice changes nothing; the staff's names as they are
 * now (staff_names, from StaffInvited and StaffRenamed), shown beside a name that changed since; and the
 * admin accounts in the order they were registered, which names an admin who acted before staff had
 * names ('Admin', 'Admin 2'): GET /api/admin/game/{gameId}/history.
 */
const COLUMNS: readonly Column[] = [
  { name: 'game_id', type: 'uuid' },
  { name: 'version', type: 'integer' },
  { name: 'type', type: 'text' },
  { name: 'recorded_at', type: 'text' },
  { name: 'actor_role', type: 'text' },
  { name: 'actor_id', type: 'text' },
  { name: 'actor_name', type: 'text' },
  { name: 'data', type: 'jsonb' },
];

const isGameEvent = eventsOf<GameEvent>(GAME_EVENT_TYPES);
const isAdminRegistered = eventsOf<AdminRegistered>(['AdminRegistered']);
const isStaffNaming = eventsOf<StaffInvited | StaffRenamed>(['StaffInvited', 'StaffRenamed']);

/** The current names of these staff members (admin ids), as the table holds them. */
async function namesOf(tx: SqlClient, schema: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<{ admin_id: string; name: string }>(
    `SELECT admin_id, name FROM ${schema}.staff_names WHERE admin_id = ANY($1::text[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.admin_id, row.name]));
}

export const gameHistoryProjection: Projection = {
  name: 'game_history',
  version: 3,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.game_history (
        game_id uuid NOT NULL,
        version integer NOT NULL,
        type text NOT NULL,
        recorded_at text NOT NULL,
        actor_role text NOT NULL,
        actor_id text,
        -- the author's name when they acted (staff); null for other authors and admins without a name
        actor_name text,
        data jsonb NOT NULL,
        PRIMARY KEY (game_id, version)
      );
      CREATE TABLE ${schema}.staff_names (
        admin_id text PRIMARY KEY,
        name text NOT NULL
      );
      CREATE TABLE ${schema}.admin_accounts (
        admin_id text PRIMARY KEY,
        ordinal integer NOT NULL UNIQUE
      );
    `,
  ),
  handles: [...GAME_EVENT_TYPES, 'AdminRegistered', 'StaffInvited', 'StaffRenamed'],

  async apply(tx, schema, events) {
    // the names as the batch goes: each game event takes its author's name as of that event
    const actors = events.filter(isGameEvent).flatMap((event) => event.metadata.actor.id ?? []);
    const names = await namesOf(tx, schema, actors);
    const rows = [];
    for (const event of events) {
      if (isStaffNaming(event)) {
        const { adminId, name } = event.data;
        names.set(adminId, name);
        await tx.query(
          `INSERT INTO ${schema}.staff_names (admin_id, name) VALUES ($1, $2)
           ON CONFLICT (admin_id) DO UPDATE SET name = excluded.name`,
          [adminId, name],
        );
      } else if (isGameEvent(event)) {
        const actorId = event.metadata.actor.id;
        rows.push({
          game_id: event.data.gameId,
          version: event.streamVersion,
          type: event.type,
          recorded_at: event.metadata.recordedAt,
          actor_role: event.metadata.actor.role,
          actor_id: actorId,
          actor_name: actorId === null ? null : (names.get(actorId) ?? null),
          data: event.data,
        });
      }
    }
    // one multi-row statement per batch: the history only ever grows
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
