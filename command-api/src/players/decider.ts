import { isDeepStrictEqual } from 'node:util';
import { conflict, notFound, playerStream, type PlayerEvent, type PlayerFields } from '@league/contracts';
import { aggregate, type Decider } from '../handling';

export const PLAYER_NOT_FOUND_MESSAGE = 'Player not found.';
export const PLAYER_EXISTS_MESSAGE = 'A player with this id already exists.';

export type PlayerCommand =
  | { type: 'CreatePlayer'; data: PlayerFields }
  | { type: 'UpdatePlayer'; data: { playerId: string } & Partial<Omit<PlayerFields, 'playerId'>> };

export type PlayerState =
  { status: 'none' } | { status: 'active'; player: PlayerFields; photoUrl: string | null };

export const playerDecider: Decider<PlayerState, PlayerCommand, PlayerEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'PlayerCreated':
        return { status: 'active', player: event.data, photoUrl: null };
      case 'PlayerUpdated':
        return state.status === 'active' ? { ...state, player: event.data } : state;
      case 'PlayerPhotoUploaded':
        return state.status === 'active' ? { ...state, photoUrl: event.data.url } : state;
      case 'PlayerPhotoRemoved':
        return state.status === 'active' ? { ...state, photoUrl: null } : state;
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreatePlayer':
        if (state.status !== 'none') throw conflict(PLAYER_EXISTS_MESSAGE);
        return [{ type: 'PlayerCreated', data: command.data }];
      case 'UpdatePlayer': {
        if (state.status !== 'active') throw notFound(PLAYER_NOT_FOUND_MESSAGE);
        const { player } = state;
        const { playerId: _playerId, ...changes } = command.data;
        const sent = Object.entries(changes).filter(([, value]) => value !== undefined);
        const next: PlayerFields = { ...player, ...Object.fromEntries(sent) };
        return isDeepStrictEqual(next, player) ? [] : [{ type: 'PlayerUpdated', data: next }];
      }
    }
  },
};

export { playerStream };

/** "First M. Last" as messages name a player. */
export const playerName = (player: PlayerFields) =>
  [player.firstName, player.middleInitial ? `${player.middleInitial}.` : null, player.lastName]
    .filter(Boolean)
    .join(' ');

/** The player aggregate: its decider on the stream of one player. */
export const playerAggregate = aggregate(playerDecider, playerStream);
