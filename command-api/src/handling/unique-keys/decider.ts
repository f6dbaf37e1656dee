import { conflict, type UniqueKeyEvent } from '@league/contracts';
import type { Decider } from '../decider';

/**
 * A unique key (an organization name, a coach's team and year, a tournament name) held by one record at a
 * time. Claiming appends to the key's own stream with the version that was read, so of two concurrent
 * claims exactly one wins; the other decides again on the fresh state and is refused.
 */
export type UniqueKeyState = { status: 'free' } | { status: 'claimed'; ownerId: string };

export type UniqueKeyCommand =
  | { type: 'ClaimKey'; data: { key: string; ownerId: string; takenMessage: string } }
  | { type: 'ReleaseKey'; data: { key: string; ownerId: string } }
  /** a claim left behind by `from` (a write that never completed): freed and claimed for ownerId */
  | { type: 'TakeOverKey'; data: { key: string; from: string; ownerId: string; takenMessage: string } };

export const uniqueKeyDecider: Decider<UniqueKeyState, UniqueKeyCommand, UniqueKeyEvent> = {
  initialState: () => ({ status: 'free' }),
  evolve(state, event) {
    switch (event.type) {
      case 'UniqueKeyClaimed':
        return { status: 'claimed', ownerId: event.data.ownerId };
      case 'UniqueKeyReleased':
        return state.status === 'claimed' && state.ownerId === event.data.ownerId
          ? { status: 'free' }
          : state;
      default:
        return state;
    }
  },
  decide(command, state) {
    const { key, ownerId } = command.data;
    switch (command.type) {
      case 'ClaimKey':
        if (state.status === 'claimed') {
          if (state.ownerId === ownerId) return [];
          throw conflict(command.data.takenMessage);
        }
        return [{ type: 'UniqueKeyClaimed', data: { key, ownerId } }];
      case 'ReleaseKey':
        if (state.status !== 'claimed' || state.ownerId !== ownerId) return [];
        return [{ type: 'UniqueKeyReleased', data: { key, ownerId } }];
      case 'TakeOverKey': {
        const claimed: UniqueKeyEvent = { type: 'UniqueKeyClaimed', data: { key, ownerId } };
        if (state.status === 'free') return [claimed];
        if (state.ownerId === ownerId) return [];
        if (state.ownerId !== command.data.from) throw conflict(command.data.takenMessage);
        return [{ type: 'UniqueKeyReleased', data: { key, ownerId: command.data.from } }, claimed];
      }
    }
  },
};
