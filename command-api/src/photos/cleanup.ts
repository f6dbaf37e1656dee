import type { FastifyBaseLogger } from 'fastify';
import { playerStream } from '@league/contracts';
import { photoNameOfUrl, type PhotoStorage } from '@league/infra/photos';
import { fold } from '../handling';
import type { CommandApiDeps } from '../deps';
import { formerPhotos, playerPhotoDecider } from './decider';

/** the projection whose rows name each player's photo (projectors/src/players) */
const PLAYERS_PROJECTION = 'players';
const WAIT_MS = 2_000;
/**
 * A stored photo that no player shows is kept this long after it was written: it may belong to an upload
 * in flight, whose event is not recorded (or not projected) yet.
 */
export const UNSHOWN_PHOTO_GRACE_MS = 60 * 60 * 1000;

type CleanupDeps = Pick<CommandApiDeps, 'store' | 'readModel'>;

/**
 * Deletes the stored photos no player shows any more; run after a photo command is recorded, never
 * before, so a photo is never gone while the log still names it. Two passes:
 *
 * 1. The player's own former photos, as the player's stream records them: a replaced or removed photo's
 *    URL answers 404 at once, and a file an earlier command left (the process died between recording
 *    and deleting) goes with the player's next photo command. File names are hashes of the player and
 *    the bytes, so no other player can show one of them.
 * 2. With the read model at hand: every stored photo that no player's current photo names (the players
 *    read model, once it has reached the log's head) and that was written more than
 *    UNSHOWN_PHOTO_GRACE_MS ago: uploads whose event was never recorded, other players' leftovers.
 *
 * A failure is logged and changes nothing for the command, which is recorded: the next one cleans up.
 */
export async function deleteUnshownPhotos(
  deps: CleanupDeps,
  photos: PhotoStorage,
  playerId: string,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): Promise<void> {
  try {
    const player = fold(playerPhotoDecider, await deps.store.readStream(playerStream(playerId)));
    for (const name of formerPhotos(player)) await photos.remove(name);

    const shown = await photosShown(deps);
    if (!shown) return;
    const writtenBefore = now() - UNSHOWN_PHOTO_GRACE_MS;
    for (const stored of await photos.list()) {
      if (!shown.has(stored.name) && stored.modifiedAt.getTime() < writtenBefore)
        await photos.remove(stored.name);
    }
  } catch (error) {
    log.warn(
      { err: error, playerId },
      'deleting photos no player shows failed; the next photo command retries',
    );
  }
}

/** The stored photo each player shows, once the players read model has caught up; null without it. */
async function photosShown({ store, readModel }: CleanupDeps): Promise<Set<string> | null> {
  if (!readModel) return null;
  const head = await store.headPosition();
  if (head !== null && !(await readModel.waitForPosition(head, WAIT_MS, [PLAYERS_PROJECTION]))) return null;
  const { rows } = await readModel.db.query<{ photo_url: string }>(
    'SELECT photo_url FROM rm.players WHERE photo_url IS NOT NULL',
  );
  const shown = new Set<string>();
  for (const { photo_url } of rows) {
    const name = photoNameOfUrl(photo_url);
    if (name) shown.add(name);
  }
  return shown;
}
