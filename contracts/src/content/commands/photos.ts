import { z } from 'zod';
import { idField } from '../fields';

/** POST /api/player/{playerId}/photo (admin): multipart, one file in the field `image`. */
export const PHOTO_FIELD = 'image';
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png';
/** The upload form's placeholder and error texts (docs/rules.md §5). */
export const PHOTO_PICK_MESSAGE = 'Please pick an image.';
export const PHOTO_TYPE_MESSAGE = 'The photo must be a JPEG or PNG image.';
export const PHOTO_TOO_LARGE_MESSAGE = 'The photo can be at most 5 MB.';
export const PHOTO_MISSING_MESSAGE = 'Send one image file in the field "image".';
export const PHOTO_PLAYER_NOT_FOUND_MESSAGE = 'Player not found.';
/** DELETE /api/player/{playerId}/photo of a player who has none. */
export const NO_PHOTO_MESSAGE = 'This player has no photo.';

export const photoParams = z.object({ playerId: idField('playerId') });

/** 201: `url` is where the photo is served (GET /api/photos/{photoName}, or the bucket's URL). */
export const photoUploadAnswer = z.object({
  playerId: z.uuid(),
  photoName: z.string(),
  url: z.string(),
  position: z.string(),
});
export type PhotoUploadAnswer = z.infer<typeof photoUploadAnswer>;

/** DELETE /api/player/{playerId}/photo (admin), 200: as the other player commands answer. */
export const photoRemovalAnswer = z.object({ playerId: z.uuid(), position: z.string() });
export type PhotoRemovalAnswer = z.infer<typeof photoRemovalAnswer>;
