import { VIDEO_EVENT_TYPES, type RecordedEvent, type VideoEvent } from '@league/contracts';
import type { Projection } from '../projection';

/**
 * Videos (GET /api/admin/videos), newest first: `seq` numbers them in log order (a rebuild replays the
 * log, so it numbers them the same way). Writes are guarded by the stream version: a batch applied twice
 * changes nothing.
 */
export const videosProjection: Projection = {
  name: 'videos',
  version: 1,
  tables: ['videos'],
  handles: VIDEO_EVENT_TYPES,

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.videos (
        video_id uuid PRIMARY KEY,
        video_title text NOT NULL,
        video_url text NOT NULL,
        video_caption text NOT NULL,
        version integer NOT NULL,
        seq bigint GENERATED ALWAYS AS IDENTITY
      );
    `);
  },

  async apply(tx, schema, events) {
    for (const event of events as ReadonlyArray<RecordedEvent & VideoEvent>) {
      if (event.type === 'VideoRemoved') {
        await tx.query(`DELETE FROM ${schema}.videos WHERE video_id = $1`, [event.data.videoId]);
        continue;
      }
      const { videoId, videoTitle, videoURL, videoCaption } = event.data;
      await tx.query(
        `INSERT INTO ${schema}.videos (video_id, video_title, video_url, video_caption, version)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (video_id) DO UPDATE
           SET video_title = excluded.video_title, video_url = excluded.video_url,
               video_caption = excluded.video_caption, version = excluded.version
           WHERE ${schema}.videos.version < excluded.version`,
        [videoId, videoTitle, videoURL, videoCaption, event.streamVersion],
      );
    }
  },
};
