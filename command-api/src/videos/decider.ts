import { VIDEO_NOT_FOUND_MESSAGE, type VideoFields, videoStream } from '@league/contracts';
import { simpleRecord } from '../handling';

/** A video: the names of its commands and events, its decider, and its aggregate on the stream of one video. */
export const videoRecord = simpleRecord<VideoFields>()('videoId', 'Video', videoStream, {
  alreadyExistsMessage: 'A video with this id already exists.',
  notFoundMessage: VIDEO_NOT_FOUND_MESSAGE,
});
export const videoDecider = videoRecord.decider;
