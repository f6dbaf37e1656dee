import { describe, expect, it } from 'vitest';
import { NO_PHOTO_MESSAGE, PHOTO_PLAYER_NOT_FOUND_MESSAGE, type PlayerEvent } from '@league/contracts';
import { fold } from '../handling';
import { givenWhenThen } from '../handling/test-support';
import { formerPhotos, playerPhotoDecider } from './decider';

const playerId = '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a07';
const created: PlayerEvent = {
  type: 'PlayerCreated',
  data: { playerId, firstName: 'Sam', lastName: 'Carter', middleInitial: null },
};
const photo = {
  playerId,
  photoName: '0b7e7d3c-7a51-4c1e-9a51-0c6f1f0e2a11.png',
  contentType: 'image/png' as const,
  bytes: 1234,
  url: '/api/photos/0b7e7d3c-7a51-4c1e-9a51-0c6f1f0e2a11.png',
};
const uploaded = (photoName: string): PlayerEvent => ({
  type: 'PlayerPhotoUploaded',
  data: { ...photo, photoName, url: `/api/photos/${photoName}` },
});
const removed = (photoName: string): PlayerEvent => ({
  type: 'PlayerPhotoRemoved',
  data: { playerId, photoName },
});
const spec = givenWhenThen(playerPhotoDecider);

describe('player photo decider', () => {
  it('records the photo of an existing player, again for a newer one', () => {
    spec([created], { type: 'UploadPlayerPhoto', data: photo }).then([
      { type: 'PlayerPhotoUploaded', data: photo },
    ]);
    spec([created, { type: 'PlayerPhotoUploaded', data: photo }], {
      type: 'UploadPlayerPhoto',
      data: { ...photo, photoName: 'x.jpg' },
    }).then([{ type: 'PlayerPhotoUploaded', data: { ...photo, photoName: 'x.jpg' } }]);
  });
  it('refuses a photo of an unknown player', () => {
    spec([], { type: 'UploadPlayerPhoto', data: photo }).thenRefused(404, PHOTO_PLAYER_NOT_FOUND_MESSAGE);
  });

  it('removes the current photo, naming it', () => {
    spec([created, uploaded('a.png'), uploaded('b.jpg')], {
      type: 'RemovePlayerPhoto',
      data: { playerId },
    }).then([removed('b.jpg')]);
  });
  it('refuses to remove the photo of an unknown player, or of one without a photo (any more)', () => {
    const remove = { type: 'RemovePlayerPhoto' as const, data: { playerId } };
    spec([], remove).thenRefused(404, PHOTO_PLAYER_NOT_FOUND_MESSAGE);
    spec([created], remove).thenRefused(404, NO_PHOTO_MESSAGE);
    spec([created, uploaded('a.png'), removed('a.png')], remove).thenRefused(404, NO_PHOTO_MESSAGE);
  });
  it('records a photo again after a removal', () => {
    spec([created, uploaded('a.png'), removed('a.png')], {
      type: 'UploadPlayerPhoto',
      data: photo,
    }).then([{ type: 'PlayerPhotoUploaded', data: photo }]);
  });

  it('knows the former photos: every one recorded but the current one', () => {
    const former = (...events: PlayerEvent[]) => formerPhotos(fold(playerPhotoDecider, [created, ...events]));
    expect(former()).toEqual([]);
    expect(former(uploaded('a.png'))).toEqual([]);
    expect(former(uploaded('a.png'), uploaded('b.jpg'))).toEqual(['a.png']);
    expect(former(uploaded('a.png'), uploaded('b.jpg'), removed('b.jpg'))).toEqual(['a.png', 'b.jpg']);
    // the same photo uploaded again is the current one, not a former one
    expect(former(uploaded('a.png'), uploaded('b.jpg'), uploaded('a.png'))).toEqual(['b.jpg']);
  });
});
