import { LeagueError, type Position } from '@league/contracts';
import type { Logger } from '@league/infra/logging';
import { compactAfterErasure } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import { allProjections } from '@league/projectors';
import type { CommandApiDeps } from '@league/command-api';

export const ERASURE_PENDING_MESSAGE =
  'The erasure is recorded, but the site is still updating its pages. Ask for the erasure again in a minute to complete it.';
const READ_MODELS_WAIT_MS = 30_000;

/**
 * What completes an erasure (CommandApiDeps.erasure, docs/personal-data.md): once every read model has
 * taken the erasure in (their rows of the person now read "(erased)" or are gone) and the outbox has
 * forgotten the person's mail, compactAfterErasure rewrites the tables and the log so that no file of the
 * database keeps the old bytes. One compaction at a time; an erasure asked meanwhile waits its turn.
 */
export function erasureCompletion(parts: {
  db: SqlClient;
  waitForPosition: (position: string, timeoutMs: number, projections: readonly string[]) => Promise<boolean>;
  /** the embedded notifier's catch-up (its outbox holds opened addresses); none in the distributed mode */
  outboxCatchUp?: () => Promise<void>;
  logger: Logger;
}): NonNullable<CommandApiDeps['erasure']> {
  const names = allProjections.map((projection) => projection.name);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    async complete(position: Position) {
      if (!(await parts.waitForPosition(position, READ_MODELS_WAIT_MS, names)))
        throw new LeagueError(503, ERASURE_PENDING_MESSAGE);
      await parts.outboxCatchUp?.();
      const turn = queue.then(() => compactAfterErasure(parts.db));
      queue = turn.catch(() => undefined);
      const report = await turn;
      // no personal data here: how much was rewritten, and what a server refused to do
      parts.logger.info(
        { tables: report.tables, ms: report.ms, refused: report.refused.map((r) => r.step) },
        'erasure compacted',
      );
      if (report.refused.length > 0)
        parts.logger.warn(
          { refused: report.refused },
          'erasure: the database refused some compaction steps (see docs/personal-data.md)',
        );
    },
  };
}
