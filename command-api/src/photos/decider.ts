import {
  notFound,
  PHOTO_PLAYER_NOT_FOUND_MESSAGE,
  type PlayerEvent,
  type PlayerPhotoUploaded,
  playerStream,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';

/**
 * The photo side of a player's stream (player-{playerId}, whose other events league play records): a
 * photo is recorded only for a player that exists. The append checks the stream version it read.
 */
export type PhotoCommand = { type: 'UploadPlayerPhoto'; data: PlayerPhotoUploaded['data'] };
export type PlayerPhotoState = { exists: boolean; photoName: string | null };

export const playerPhotoDecider: Decider<PlayerPhotoState, PhotoCommand, PlayerEvent> = {
  initialState: () => ({ exists: false, photoName: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'PlayerCreated':
        return { ...state, exists: true };
      case 'PlayerPhotoUploaded':
        return { ...state, photoName: event.data.photoName };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (!state.exists) throw notFound(PHOTO_PLAYER_NOT_FOUND_MESSAGE);
    return [{ type: 'PlayerPhotoUploaded', data: command.data }];
  },
};

/** The player photo aggregate: its decider on the stream of one player photo. */
export const playerPhotoAggregate = aggregate(playerPhotoDecider, playerStream);
