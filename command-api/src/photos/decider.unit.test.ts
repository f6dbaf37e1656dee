import { describe, it } from 'vitest';
import { PHOTO_PLAYER_NOT_FOUND_MESSAGE, type PlayerEvent } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { playerPhotoDecider } from './decider';

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
});
