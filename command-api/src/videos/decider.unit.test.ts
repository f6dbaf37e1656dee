import { describe, it } from 'vitest';
import { VIDEO_NOT_FOUND_MESSAGE, type VideoEvent } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { videoDecider } from './decider';

const videoId = '6f1c1b9e-5b1a-4c55-9d0b-2d9a7c1c0a02';
const fields = {
  videoId,
  videoTitle: 'Finals highlights',
  videoURL: 'https://www.youtube.com/watch?v=abc',
  videoCaption: 'Game 7',
};
const created: VideoEvent = { type: 'VideoCreated', data: fields };
const removed: VideoEvent = { type: 'VideoRemoved', data: { videoId } };
const spec = givenWhenThen(videoDecider);

describe('video decider', () => {
  it('creates a video', () => {
    spec([], { type: 'CreateVideo', data: fields }).then([created]);
  });
  it('refuses a second create under one id', () => {
    spec([created], { type: 'CreateVideo', data: fields }).thenRefused(409);
  });
  it('updates the given fields and keeps the others', () => {
    spec([created], { type: 'UpdateVideo', data: { videoId, videoCaption: '' } }).then([
      { type: 'VideoUpdated', data: { ...fields, videoCaption: '' } },
    ]);
  });
  it('records nothing for an update that changes nothing', () => {
    spec([created], { type: 'UpdateVideo', data: { videoId, videoTitle: fields.videoTitle } }).then([]);
  });
  it('refuses to update or remove an unknown or removed video', () => {
    spec([], { type: 'UpdateVideo', data: { videoId, videoTitle: 'X' } }).thenRefused(
      404,
      VIDEO_NOT_FOUND_MESSAGE,
    );
    spec([created, removed], { type: 'RemoveVideo', data: { videoId } }).thenRefused(404);
  });
  it('removes a video', () => {
    spec([created], { type: 'RemoveVideo', data: { videoId } }).then([removed]);
  });
});
