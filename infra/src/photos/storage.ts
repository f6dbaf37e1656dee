import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PHOTO_NAME_PATTERN } from '@league/contracts';

export type PhotoContentType = 'image/jpeg' | 'image/png';

export interface StoredPhoto {
  bytes: Buffer;
  contentType: PhotoContentType;
}

/**
 * Where player photos are kept. The command side saves (name `<uuid>.jpg|png`, chosen by the server) and
 * records the URL it answers; the site serves `read` at GET /api/photos/{name} when the storage is its own
 * (files under the data dir). An S3-compatible bucket (PHOTO_BUCKET_URL in the design) would implement the
 * same two calls, answering the bucket's URL from `save`; it is not built yet (see the README).
 */
export interface PhotoStorage {
  save(name: string, bytes: Buffer, contentType: PhotoContentType): Promise<{ url: string }>;
  /** The photo, or null when there is none by that name (or the name is not a photo name). */
  read(name: string): Promise<StoredPhoto | null>;
}

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by content (magic bytes), never by file name: JPEG, PNG or null. */
export function detectImageType(bytes: Uint8Array): PhotoContentType | null {
  const startsWith = (magic: number[]) =>
    bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);
  if (startsWith(JPEG)) return 'image/jpeg';
  if (startsWith(PNG)) return 'image/png';
  return null;
}

/** The content type a stored photo name stands for. */
export function photoContentType(name: string): PhotoContentType {
  return name.endsWith('.png') ? 'image/png' : 'image/jpeg';
}

/**
 * Photos as files in `dir` (LEAGUE_DATA_DIR/photos by default), served by the site under `urlPrefix`.
 * Only names matching PHOTO_NAME_PATTERN are written or read, so no path can leave the directory.
 */
export function createFilePhotoStorage(dir: string, urlPrefix = '/api/photos/'): PhotoStorage {
  return {
    async save(name, bytes) {
      if (!PHOTO_NAME_PATTERN.test(name)) throw new Error(`Not a photo name: ${name}`);
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `.${randomUUID()}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, join(dir, name)); // readers never see half a photo
      return { url: `${urlPrefix}${name}` };
    },
    async read(name) {
      if (!PHOTO_NAME_PATTERN.test(name)) return null;
      try {
        return { bytes: await readFile(join(dir, name)), contentType: photoContentType(name) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
