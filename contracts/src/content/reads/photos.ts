import { z } from 'zod';

/** The served photos' names: `<uuid>.jpg` or `<uuid>.png`; nothing else is ever read from storage. */
export const PHOTO_NAME_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png)$/;
export const photoNameParams = z.object({
  photoName: z.string().regex(PHOTO_NAME_PATTERN, 'No such photo.'),
});
