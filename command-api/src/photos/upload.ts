import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { PhotoContentType } from '@league/infra/photos';
import {
  badRequest,
  LeagueError,
  MAX_PHOTO_BYTES,
  PHOTO_FIELD,
  PHOTO_MISSING_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
} from '@league/contracts';

export const PHOTO_NOT_MULTIPART_MESSAGE =
  'Send the photo as multipart/form-data with one file in the field "image".';
const ONE_FILE_MESSAGE = 'Send exactly one image file in the field "image".';

/**
 * The one file of the upload, read into memory (at most 5 MB; more is a 413 with nothing kept). Any other
 * file or a second one is refused: the form sends exactly one image (docs/rules.md §5).
 */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new LeagueError(415, PHOTO_NOT_MULTIPART_MESSAGE);
  let image: Buffer | null = null;
  let files = 0;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, files: 3, fields: 10, parts: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      files += 1;
      const bytes = await part.toBuffer(); // consumed either way, so the request can finish
      if (part.fieldname === PHOTO_FIELD && files === 1) image = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new LeagueError(413, PHOTO_TOO_LARGE_MESSAGE);
    if (code === 'FST_FILES_LIMIT') throw badRequest(ONE_FILE_MESSAGE);
    // anything else here is the parser refusing the body (no boundary, truncated parts): the client's
    throw badRequest(PHOTO_NOT_MULTIPART_MESSAGE);
  }
  if (files > 1) throw badRequest(ONE_FILE_MESSAGE);
  if (!image || image.length === 0) throw badRequest(PHOTO_MISSING_MESSAGE);
  return image;
}

/**
 * The name a player's photo is stored and served under: the SHA-256 of the player's id and the image's
 * bytes, with the type's extension. A name therefore always stands for the same bytes (served as
 * immutable, its ETag the hash), and no two players ever share a file, so deleting one player's former
 * photo never touches another's.
 */
export function photoNameFor(playerId: string, image: Buffer, contentType: PhotoContentType): string {
  const hash = createHash('sha256').update(playerId).update(image).digest('hex');
  return `${hash}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
}
