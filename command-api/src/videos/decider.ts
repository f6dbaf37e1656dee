import { VIDEO_NOT_FOUND_MESSAGE, type VideoEvent, type VideoFields, videoStream } from '@league/contracts';
import { aggregate, recordDecider, type Decider, type RecordCommand, type RecordState } from '../handling';

/** The record's id field and the types of its commands and events. */
export const videoNames = {
  id: 'videoId',
  create: 'CreateVideo',
  update: 'UpdateVideo',
  remove: 'RemoveVideo',
  created: 'VideoCreated',
  updated: 'VideoUpdated',
  removed: 'VideoRemoved',
} as const;

export type VideoCommand = RecordCommand<VideoFields, 'videoId', typeof videoNames>;
export type VideoState = RecordState<VideoFields>;

export const videoDecider: Decider<VideoState, VideoCommand, VideoEvent> = recordDecider<
  VideoFields,
  'videoId',
  typeof videoNames
>({
  ...videoNames,
  alreadyExistsMessage: 'A video with this id already exists.',
  notFoundMessage: VIDEO_NOT_FOUND_MESSAGE,
});

/** The video aggregate: its decider on the stream of one video. */
export const videoAggregate = aggregate(videoDecider, videoStream);
