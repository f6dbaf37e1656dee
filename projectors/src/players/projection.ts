import type { PlayerEvent, RecordedEvent } from '@league/contracts';
import { PLAYER_EVENT_TYPES } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { playersFold } from './fold';

/**
 * Players (names only: no personal data is recorded for them) with the URL of their newest photo.
 * `version` is the player stream's version (If-Match of the update-player form).
 */
export const playersProjection: Projection = {
  name: 'players',
  version: 1,
  tables: ['players'],
  handles: PLAYER_EVENT_TYPES,
  fold: playersFold,

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.players (
        player_id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        middle_initial text,
        photo_url text,
        version integer NOT NULL
      );
      CREATE INDEX players_by_name ON ${schema}.players (lower(last_name), lower(first_name));
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events) await applyPlayerEvent(tx, schema, event as RecordedEvent & PlayerEvent);
  },
};

async function applyPlayerEvent(tx: SqlClient, schema: string, event: RecordedEvent & PlayerEvent) {
  const v = event.streamVersion;
  switch (event.type) {
    case 'PlayerCreated':
    case 'PlayerUpdated': {
      const d = event.data;
      await tx.query(
        `INSERT INTO ${schema}.players (player_id, first_name, last_name, middle_initial, version)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (player_id) DO UPDATE
           SET first_name = excluded.first_name, last_name = excluded.last_name,
               middle_initial = excluded.middle_initial, version = excluded.version
           WHERE ${schema}.players.version < excluded.version`,
        [d.playerId, d.firstName, d.lastName, d.middleInitial, v],
      );
      return;
    }
    case 'PlayerPhotoUploaded':
      await tx.query(
        `UPDATE ${schema}.players SET photo_url = $2, version = $3 WHERE player_id = $1 AND version < $3`,
        [event.data.playerId, event.data.url, v],
      );
      return;
  }
}
