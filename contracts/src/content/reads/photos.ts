import { z } from 'zod';

/**
 * The served photos' names: `<64 hex digits>.jpg|png`, a hash of the player and the image's bytes, so a
 * name always stands for the same bytes; or `<uuid>.jpg|png`, the names of photos uploaded before. Nothing
 * else is ever read from storage.
 */
export const PHOTO_NAME_PATTERN =
  /^(?:[0-9a-f]{64}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:jpg|png)$/;
export const photoNameParams = z.object({
  photoName: z.string().regex(PHOTO_NAME_PATTERN, 'No such photo.'),
});
