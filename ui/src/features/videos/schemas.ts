import { videoTitleField, videoUrlField } from '@league/contracts';
import { z } from 'zod';

/** The create payload of the API as a form: the caption is an optional text field. */
export const videoFormSchema = z.object({
  videoTitle: videoTitleField,
  videoURL: videoUrlField,
  videoCaption: z.string().trim().max(1000, 'The video caption can have at most 1000 characters.'),
});
export type VideoForm = z.input<typeof videoFormSchema>;

export type { Video } from '@league/contracts';
