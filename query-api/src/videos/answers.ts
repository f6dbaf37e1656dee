import type { Video, VideoListItem } from '@league/contracts';

/**
 * A video as the videos answer sends it (docs/api.md, "Content: news, videos, venues, suspensions"): its
 * id as `_id`.
 */
export const videoItem = ({ videoId, ...video }: Video): VideoListItem => ({ _id: videoId, ...video });
