import type { PlayerCreated, PlayerEvent, PlayerUpdated } from '@league/contracts';
import { defineProjection, updateNewer, upsertNewer, type EventHandler, tablesOf } from '../define';
import { playersFold } from './fold';

const upsertPlayer: EventHandler<PlayerCreated | PlayerUpdated> = (tx, schema, { data, streamVersion }) =>
  upsertNewer(tx, `${schema}.players`, ['player_id'], {
    player_id: data.playerId,
    first_name: data.firstName,
    last_name: data.lastName,
    middle_initial: data.middleInitial,
    version: streamVersion,
  });

/**
 * Players (names only: no personal data is recorded for them) with the URL of their photo: the newest
 * uploaded, none once it is removed.
 * `version` is the player stream's version (If-Match of the update-player form).
 */
export const playersProjection = defineProjection<PlayerEvent>({
  name: 'players',
  version: 1,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.players (
        player_id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        middle_initial text,
        photo_url text,
        version integer NOT NULL
      );
      CREATE INDEX players_by_name ON ${schema}.players (lower(last_name), lower(first_name));
    `,
  ),
  fold: playersFold,

  on: {
    PlayerCreated: upsertPlayer,
    PlayerUpdated: upsertPlayer,
    async PlayerPhotoUploaded(tx, schema, { data, streamVersion }) {
      const set = { photo_url: data.url };
      await updateNewer(tx, `${schema}.players`, { player_id: data.playerId }, set, streamVersion);
    },
    async PlayerPhotoRemoved(tx, schema, { data, streamVersion }) {
      const set = { photo_url: null };
      await updateNewer(tx, `${schema}.players`, { player_id: data.playerId }, set, streamVersion);
    },
  },
});
