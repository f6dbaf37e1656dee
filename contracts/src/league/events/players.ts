// Players.

export interface PlayerFields {
  playerId: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
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
export type PlayerEvent = PlayerCreated | PlayerUpdated | PlayerPhotoUploaded;
export const PLAYER_EVENT_TYPES = ['PlayerCreated', 'PlayerUpdated', 'PlayerPhotoUploaded'] as const;
