import { describe, expect, it } from 'vitest';
import type { PlayerEvent } from '@league/contracts';
import { fold } from '../handling';
import { givenWhenThen } from '../handling/test-support';
import { playerDecider, playerName, PLAYER_EXISTS_MESSAGE, PLAYER_NOT_FOUND_MESSAGE } from './decider';

const playerId = '5e0d7c3b-8a6f-4f21-b9c4-0d1e2f3a4b5c';
const fields = { playerId, firstName: 'Wayne', lastName: 'Gretzky', middleInitial: 'D' };
const created: PlayerEvent = { type: 'PlayerCreated', data: fields };
const photo: PlayerEvent = {
  type: 'PlayerPhotoUploaded',
  data: { playerId, photoName: 'p.jpg', contentType: 'image/jpeg', bytes: 10, url: '/api/photos/p.jpg' },
};
const spec = givenWhenThen(playerDecider);

describe('player decider', () => {
  it('creates a player, once per id', () => {
    spec([], { type: 'CreatePlayer', data: fields }).then([created]);
    spec([created], { type: 'CreatePlayer', data: fields }).thenRefused(409, PLAYER_EXISTS_MESSAGE);
  });
  it('updates names (null clears the middle initial), after a photo upload too', () => {
    spec([created, photo], {
      type: 'UpdatePlayer',
      data: { playerId, firstName: 'Wally', middleInitial: null },
    }).then([{ type: 'PlayerUpdated', data: { ...fields, firstName: 'Wally', middleInitial: null } }]);
  });
  it('records nothing for an update that changes nothing', () => {
    spec([created], { type: 'UpdatePlayer', data: { playerId, lastName: 'Gretzky' } }).then([]);
  });
  it('refuses to update an unknown player', () => {
    spec([], { type: 'UpdatePlayer', data: { playerId, firstName: 'X' } }).thenRefused(
      404,
      PLAYER_NOT_FOUND_MESSAGE,
    );
  });
  it('keeps the newest photo in its state and names players with their initial', () => {
    const state = fold(playerDecider, [created, photo]);
    expect(state).toEqual({ status: 'active', player: fields, photoUrl: '/api/photos/p.jpg' });
    const removed: PlayerEvent = { type: 'PlayerPhotoRemoved', data: { playerId, photoName: 'p.jpg' } };
    expect(fold(playerDecider, [created, photo, removed])).toEqual({ ...state, photoUrl: null });
    expect(playerName(fields)).toBe('Wayne D. Gretzky');
    expect(playerName({ ...fields, middleInitial: null })).toBe('Wayne Gretzky');
  });
});
