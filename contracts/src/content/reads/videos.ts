import { z } from 'zod';
import type { NamedId } from '../../wire-id';

/** `version` is what an edit sends back as `If-Match`. */
export const videoListItem = z.object({
  _id: z.uuid(),
  videoTitle: z.string(),
  videoURL: z.string(),
  videoCaption: z.string(),
  version: z.number().int(),
});
export type VideoListItem = z.infer<typeof videoListItem>;
/** A video as the read model and the pages hold it (`videoListItem` is its HTTP shape). */
export type Video = NamedId<VideoListItem, 'videoId'>;

/** GET /api/admin/videos (public): newest first. */
export const allVideosAnswer = z.object({ allVideos: z.array(videoListItem) });
export type AllVideosAnswer = z.infer<typeof allVideosAnswer>;
