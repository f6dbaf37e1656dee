import { MAX_PHOTO_BYTES, PHOTO_PICK_MESSAGE, PHOTO_TOO_LARGE_MESSAGE } from '@league/contracts';

const IMAGE_NAME = /\.(?:jpe?g|png)$/i;

/**
 * Whether the picked files can be sent: exactly one .jpg, .jpeg or .png of at most 5 MB. The name is
 * only a first check in the browser; the server checks the content itself.
 */
export function photoFileProblem(files: readonly Pick<File, 'name' | 'size'>[]): string | null {
  const [file] = files;
  if (files.length !== 1 || !file || !IMAGE_NAME.test(file.name)) return PHOTO_PICK_MESSAGE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}
