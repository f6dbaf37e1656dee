import {
  NO_PHOTO_MESSAGE,
  notFound,
  PHOTO_PLAYER_NOT_FOUND_MESSAGE,
  type PlayerEvent,
  type PlayerPhotoUploaded,
  playerStream,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';

/**
 * The photo side of a player's stream (player-{playerId}, whose other events league play records): a
 * photo is recorded only for a player that exists, and removed only when the player has one. The append
 * checks the stream version it read.
 */
export type PhotoCommand =
  | { type: 'UploadPlayerPhoto'; data: PlayerPhotoUploaded['data'] }
  | { type: 'RemovePlayerPhoto'; data: { playerId: string } };
export interface PlayerPhotoState {
  exists: boolean;
  /** the player's photo now, or null */
  photoName: string | null;
  /** every photo ever recorded for the player, the current one too: the stored files it may have left */
  recorded: readonly string[];
}

export const playerPhotoDecider: Decider<PlayerPhotoState, PhotoCommand, PlayerEvent> = {
  initialState: () => ({ exists: false, photoName: null, recorded: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'PlayerCreated':
        return { ...state, exists: true };
      case 'PlayerPhotoUploaded': {
        const { photoName } = event.data;
        const recorded = state.recorded.includes(photoName) ? state.recorded : [...state.recorded, photoName];
        return { ...state, photoName, recorded };
      }
      case 'PlayerPhotoRemoved':
        return { ...state, photoName: null };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (!state.exists) throw notFound(PHOTO_PLAYER_NOT_FOUND_MESSAGE);
    switch (command.type) {
      case 'UploadPlayerPhoto':
        return [{ type: 'PlayerPhotoUploaded', data: command.data }];
      case 'RemovePlayerPhoto':
        if (state.photoName === null) throw notFound(NO_PHOTO_MESSAGE);
        return [
          {
            type: 'PlayerPhotoRemoved',
            data: { playerId: command.data.playerId, photoName: state.photoName },
          },
        ];
    }
  },
};

/** The stored photos of the player that are not (or no longer) the player's photo. */
export const formerPhotos = (state: PlayerPhotoState): string[] =>
  state.recorded.filter((name) => name !== state.photoName);

/** The player photo aggregate: its decider on the stream of one player photo. */
export const playerPhotoAggregate = aggregate(playerPhotoDecider, playerStream);
