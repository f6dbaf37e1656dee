import { randomUUID } from 'node:crypto';
import { chmod, mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PHOTO_NAME_PATTERN } from '@league/contracts';

export type PhotoContentType = 'image/jpeg' | 'image/png';

/** A stored photo opened for sending: its bytes are read as they go out, never held whole. */
export interface PhotoFile {
  contentType: PhotoContentType;
  /** its length in bytes */
  size: number;
  body: Readable;
}

/** A stored object, as the clean-up of unreferenced photos sees it. */
export interface StoredObject {
  name: string;
  modifiedAt: Date;
}

/**
 * Where player photos are kept: files under the data dir, or an S3-compatible bucket (PHOTO_BUCKET_URL).
 * The command side saves (under a name the server chooses) and records the URL `save` answers, and
 * removes a photo once no player shows it; the site serves `open` at GET /api/photos/{name} when the
 * storage is its own files.
 */
export interface PhotoStorage {
  save(name: string, bytes: Buffer, contentType: PhotoContentType): Promise<{ url: string }>;
  /** The photo, or null when there is none by that name (or the name is not a photo name). */
  open(name: string): Promise<PhotoFile | null>;
  /** Deletes the photo; nothing when there is none by that name. */
  remove(name: string): Promise<void>;
  /** Every stored photo, and what an interrupted save left behind. */
  list(): Promise<StoredObject[]>;
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

/** The stored photo a recorded URL points at (its last path segment), or null when it names none. */
export function photoNameOfUrl(url: string): string | null {
  const name = url.slice(url.lastIndexOf('/') + 1);
  return PHOTO_NAME_PATTERN.test(name) ? name : null;
}

/** A save being written: renamed to its photo name once complete. */
const PARTIAL_PATTERN = /^\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.partial$/;
const isStoredName = (name: string) => PHOTO_NAME_PATTERN.test(name) || PARTIAL_PATTERN.test(name);

/**
 * Photos as files in `dir` (LEAGUE_DATA_DIR/photos by default), served by the site under `urlPrefix`.
 * Only names matching PHOTO_NAME_PATTERN are written or read, so no path can leave the directory. The
 * folder is the owner's only (0700), and so is each file (0600).
 */
export function createFilePhotoStorage(dir: string, urlPrefix = '/api/photos/'): PhotoStorage {
  let folderReady: Promise<void> | null = null;
  // a folder made before photos were owner-only is narrowed on the first save
  const ensureFolder = () =>
    (folderReady ??= mkdir(dir, { recursive: true, mode: 0o700 }).then(() => chmod(dir, 0o700)));
  return {
    async save(name, bytes) {
      if (!PHOTO_NAME_PATTERN.test(name)) throw new Error(`Not a photo name: ${name}`);
      try {
        await ensureFolder();
      } catch (error) {
        folderReady = null;
        throw error;
      }
      const partial = join(dir, `.${randomUUID()}.partial`);
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
      await rename(partial, join(dir, name)); // readers never see half a photo
      return { url: `${urlPrefix}${name}` };
    },
    async open(name) {
      if (!PHOTO_NAME_PATTERN.test(name)) return null;
      let handle;
      try {
        handle = await open(join(dir, name), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        // the size of the file opened: a removal after this still lets the open file be sent whole
        const { size } = await handle.stat();
        return { contentType: photoContentType(name), size, body: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(name) {
      if (!isStoredName(name)) throw new Error(`Not a photo name: ${name}`);
      try {
        await unlink(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    async list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const stored: StoredObject[] = [];
      for (const name of names.filter(isStoredName)) {
        try {
          stored.push({ name, modifiedAt: (await stat(join(dir, name))).mtime });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // removed meanwhile
        }
      }
      return stored;
    },
  };
}
