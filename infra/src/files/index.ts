import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Owner-only modes of the data dir's folders and files (docs/personal-data.md, "Private files"). */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** A file removed while the tree is walked (a database's temporary file) needs no mode. */
const gone = (error: unknown) => {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
};

/**
 * Makes `path` and everything under it owner-only: folders 0700, files 0600 (symbolic links are left
 * alone). PGlite lays out a new database with files of mode 0666 whatever the process's umask, and a
 * copied template keeps the modes it was copied with, so the launcher calls this on the data dir at
 * every start. Answers how many modes it changed.
 */
export async function makeOwnerOnly(path: string): Promise<number> {
  let changed = 0;
  const visit = async (current: string) => {
    const stat = await lstat(current);
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      await chmod(current, wanted);
      changed += 1;
    }
    if (stat.isDirectory()) {
      for (const entry of await readdir(current)) await visit(join(current, entry)).catch(gone);
    }
  };
  await visit(path);
  return changed;
}
