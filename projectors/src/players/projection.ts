import type { PlayerCreated, PlayerEvent, PlayerUpdated, RecordedEvent } from '@league/contracts';
import { defineProjection, tablesOf } from '../define';
import { change, putNewer, setNewer, type VersionedRow } from '../rows';

interface PlayerRow extends VersionedRow {
  player_id: string;
  first_name: string;
  last_name: string;
  middle_initial: string | null;
  photo_url: string | null;
}

const player = (
  playerId: string,
  evolve: (row: PlayerRow | undefined) => PlayerRow | undefined,
  options?: { fresh: boolean },
) => change<PlayerRow>('players', playerId, evolve, options);

// a player's row is written by its own stream's events only, so its first event creates it
const named = ({ data, streamVersion }: RecordedEvent & (PlayerCreated | PlayerUpdated)) => {
  const names = { first_name: data.firstName, last_name: data.lastName, middle_initial: data.middleInitial };
  const whole = { player_id: data.playerId, ...names, photo_url: null, version: streamVersion };
  return [player(data.playerId, (row) => putNewer(row, whole, names), { fresh: streamVersion === 0 })];
};

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

  evolve: {
    PlayerCreated: named,
    PlayerUpdated: named,
    PlayerPhotoUploaded: ({ data, streamVersion }) => [
      player(data.playerId, (row) => setNewer(row, { photo_url: data.url }, streamVersion)),
    ],
    PlayerPhotoRemoved: ({ data, streamVersion }) => [
      player(data.playerId, (row) => setNewer(row, { photo_url: null }, streamVersion)),
    ],
  },
});
