import type { EventStore } from '@league/infra/eventstore';
import type { Logger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { createProjectionRunner, type RebuildProgress } from './runner';

export interface RebuildOptions {
  store: EventStore;
  db: SqlClient;
  projections: readonly Projection[];
  /** the projections to rebuild (undefined or [] = all) */
  names?: readonly string[];
  logger?: Logger;
  batchSize?: number;
  /** told after each batch how far the rebuild has come */
  onProgress?: (progress: RebuildProgress) => void;
}

/**
 * For `npm run rebuild`: blue-green rebuild of the named (or all) projections, resolving once each has
 * switched. Runners elsewhere may keep serving and updating the live generation meanwhile; they follow
 * the switch at their next batch. A pending rebuild of the same version is continued, not restarted.
 */
export async function rebuildProjections({ names, onProgress, ...options }: RebuildOptions): Promise<void> {
  const runner = createProjectionRunner({ ...options, mode: 'embedded' });
  await runner.rebuild(names, onProgress);
}

/**
 * A progress reporter for a rebuild: on a terminal one line rewritten in place (events done, rate, time
 * left), otherwise a log line every few seconds.
 */
export function rebuildProgressReporter(
  out: { isTTY?: boolean; write(text: string): unknown },
  log: (line: string) => void,
  everyMs = 5_000,
): ((progress: RebuildProgress) => void) & { done(): void } {
  let lastLog = 0;
  const report = (progress: RebuildProgress) => {
    const seconds = progress.elapsedMs / 1000;
    const rate = progress.done / Math.max(seconds, 0.001);
    const left = rate > 0 ? Math.max(progress.total - progress.done, 0) / rate : 0;
    const line =
      `${progress.done.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} events, ` +
      `${Math.round(rate).toLocaleString('en-US')}/s, ${left.toFixed(0)} s left`;
    if (out.isTTY) out.write(`\r${line}   `);
    else if (Date.now() - lastLog >= everyMs) {
      lastLog = Date.now();
      log(line);
    }
  };
  return Object.assign(report, {
    done() {
      if (out.isTTY) out.write('\n');
    },
  });
}
