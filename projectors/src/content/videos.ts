import type { VideoCreated, VideoEvent, VideoUpdated } from '@league/contracts';
import { defineProjection, upsertNewer, type EventHandler, tablesOf, deleteWhere } from '../define';

const upsertVideo: EventHandler<VideoCreated | VideoUpdated> = (tx, schema, { data, streamVersion }) =>
  upsertNewer(tx, `${schema}.videos`, ['video_id'], {
    video_id: data.videoId,
    video_title: data.videoTitle,
    video_url: data.videoURL,
    video_caption: data.videoCaption,
    version: streamVersion,
  });

/**
 * Videos (GET /api/admin/videos), newest first: `seq` numbers them in log order (a rebuild replays the
 * log, so it numbers them the same way). Writes are guarded by the stream version: a batch applied twice
 * changes nothing.
 */
export const videosProjection = defineProjection<VideoEvent>({
  name: 'videos',
  version: 1,
  ...tablesOf(
    (schema) => `
      CREATE TABLE ${schema}.videos (
        video_id uuid PRIMARY KEY,
        video_title text NOT NULL,
        video_url text NOT NULL,
        video_caption text NOT NULL,
        version integer NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      );
    `,
  ),

  on: {
    VideoCreated: upsertVideo,
    VideoUpdated: upsertVideo,
    async VideoRemoved(tx, schema, event) {
      await deleteWhere(tx, `${schema}.videos`, { video_id: event.data.videoId });
    },
  },
});
