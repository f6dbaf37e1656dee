import type { Position } from '@league/contracts';
import { createTokenService } from '@league/infra/http';
import { createCheckpointFeed, type CheckpointFeed } from '@league/projectors';

export const TEST_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
export const testTokens = () => createTokenService(TEST_SECRET);
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The read side of the production path for tests: a checkpoint feed for the runner to publish to, the
 * query API's X-Min-Position wait answered from it (as launch/api-deps does) and its versions for
 * the answer cache. Give `feed` to createProjectionRunner and spread the rest into the query API's deps.
 */
export function checkpointReads(store: { headPosition(): Promise<Position | null> }) {
  const feed: CheckpointFeed = createCheckpointFeed();
  return {
    feed,
    checkpoints: feed,
    waitForPosition: async (position: Position, timeoutMs: number, projections?: readonly string[]) =>
      (await feed.waitFor(position, {
        timeoutMs,
        head: () => store.headPosition(),
        ...(projections ? { projections } : {}),
      })) === 'reached',
  };
}
