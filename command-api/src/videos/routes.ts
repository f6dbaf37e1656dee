import { createVideoRequest, updateVideoRequest, videoParams, videoWriteAnswer } from '@league/contracts';
import { recordCommands, recordRoutes } from '../handling';
import { videoRecord } from './decider';

/** POST createVideo, PATCH {videoId}/updateVideo, DELETE {id}/removeVideo: admin only. */
export const videoRoutes = recordRoutes({
  tag: 'videos',
  id: 'videoId',
  answer: videoWriteAnswer,
  create: {
    path: '/api/admin/createVideo',
    body: createVideoRequest,
    fields: ({ videoTitle, videoURL, videoCaption }) => ({
      videoTitle,
      videoURL,
      videoCaption: videoCaption ?? '',
    }),
  },
  update: { path: '/api/admin/:videoId/updateVideo', params: videoParams, body: updateVideoRequest },
  remove: { path: '/api/admin/:videoId/removeVideo', params: videoParams },
  writes: recordCommands(videoRecord.aggregate, videoRecord.names),
});
