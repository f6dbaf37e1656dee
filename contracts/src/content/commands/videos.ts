import { z } from 'zod';
import { contentWriteAnswer, idField, optionalContentText, requiredContentText } from '../fields';

export const VIDEO_TITLE_MESSAGE = 'Please enter a video title.';
export const VIDEO_URL_MESSAGE = 'Please enter a valid video URL (starting with http:// or https://).';
export const VIDEO_NOT_FOUND_MESSAGE = 'Video not found.';

/** A real web address: parses as a URL, http or https, with a host. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const videoTitleField = requiredContentText('video title', VIDEO_TITLE_MESSAGE, 200);
export const videoUrlField = z
  .string(VIDEO_URL_MESSAGE)
  .trim()
  .max(2000, 'The video URL can have at most 2000 characters.')
  .refine(isWebUrl, VIDEO_URL_MESSAGE);
/** Optional: absent, null or blank is ''. */
export const videoCaptionField = optionalContentText('video caption', 1000);

export const createVideoRequest = z.object({
  id: idField('id').optional(),
  videoTitle: videoTitleField,
  videoURL: videoUrlField,
  videoCaption: videoCaptionField.optional(),
});
export type CreateVideoRequest = z.input<typeof createVideoRequest>;

export const updateVideoRequest = z
  .object({
    videoTitle: videoTitleField.optional(),
    videoURL: videoUrlField.optional(),
    videoCaption: videoCaptionField.optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), {
    message: 'Send a videoTitle, videoURL or videoCaption to change.',
  });
export type UpdateVideoRequest = z.input<typeof updateVideoRequest>;

/** DELETE /api/admin/{id}/removeVideo and PATCH /api/admin/{videoId}/updateVideo */
export const videoParams = z.object({ videoId: idField('videoId') });

export const videoWriteAnswer = contentWriteAnswer('videoId');
export type VideoWriteAnswer = z.infer<typeof videoWriteAnswer>;
