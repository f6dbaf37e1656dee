import { isDeepStrictEqual } from 'node:util';
import {
  conflict,
  notFound,
  VIDEO_NOT_FOUND_MESSAGE,
  type VideoEvent,
  type VideoFields,
  videoStream,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';

export type VideoCommand =
  | { type: 'CreateVideo'; data: VideoFields }
  | { type: 'UpdateVideo'; data: Partial<VideoFields> & { videoId: string } }
  | { type: 'RemoveVideo'; data: { videoId: string } };

export type VideoState = { status: 'none' } | ({ status: 'active' } & VideoFields) | { status: 'removed' };

export const videoDecider: Decider<VideoState, VideoCommand, VideoEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'VideoCreated':
      case 'VideoUpdated':
        return { status: 'active', ...event.data };
      case 'VideoRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateVideo':
        if (state.status !== 'none') throw conflict('A video with this id already exists.');
        return [{ type: 'VideoCreated', data: command.data }];
      case 'UpdateVideo': {
        if (state.status !== 'active') throw notFound(VIDEO_NOT_FOUND_MESSAGE);
        const next: VideoFields = {
          videoId: state.videoId,
          videoTitle: command.data.videoTitle ?? state.videoTitle,
          videoURL: command.data.videoURL ?? state.videoURL,
          videoCaption: command.data.videoCaption ?? state.videoCaption,
        };
        const { status: _status, ...current } = state;
        if (isDeepStrictEqual(next, current)) return [];
        return [{ type: 'VideoUpdated', data: next }];
      }
      case 'RemoveVideo':
        if (state.status !== 'active') throw notFound(VIDEO_NOT_FOUND_MESSAGE);
        return [{ type: 'VideoRemoved', data: { videoId: state.videoId } }];
    }
  },
};

/** The video aggregate: its decider on the stream of one video. */
export const videoAggregate = aggregate(videoDecider, videoStream);
