// Players.
import { eventTypes } from '../../events';
import type { PlayerDetails } from '../commands/players';

/** A player as recorded: the fields of `playerDetailFields` (contracts/src/league/commands/players.ts). */
export interface PlayerFields extends PlayerDetails {
  playerId: string;
}
export interface PlayerCreated {
  type: 'PlayerCreated';
  data: PlayerFields;
}
export interface PlayerUpdated {
  type: 'PlayerUpdated';
  data: PlayerFields;
}
/**
 * Recorded by the photo upload (content issue). `url` is where the stored image is served from (a
 * path under the site, or the bucket's URL); the newest upload is the player's photo.
 */
export interface PlayerPhotoUploaded {
  type: 'PlayerPhotoUploaded';
  data: {
    playerId: string;
    photoName: string;
    contentType: 'image/jpeg' | 'image/png';
    bytes: number;
    url: string;
  };
}
/**
 * Recorded by the photo removal: the player has no photo from then on. `photoName` is the photo removed
 * (its stored file is deleted once this is recorded).
 */
export interface PlayerPhotoRemoved {
  type: 'PlayerPhotoRemoved';
  data: { playerId: string; photoName: string };
}
export type PlayerEvent = PlayerCreated | PlayerUpdated | PlayerPhotoUploaded | PlayerPhotoRemoved;
export const PLAYER_EVENT_TYPES = eventTypes<PlayerEvent>({
  PlayerCreated: true,
  PlayerUpdated: true,
  PlayerPhotoUploaded: true,
  PlayerPhotoRemoved: true,
});
