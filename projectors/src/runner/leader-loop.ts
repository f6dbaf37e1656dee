import type { Logger } from '@league/infra/logging';
import type { Leadership } from './leadership';
import { nextBackoff, type Wake } from './wake';

export interface LeaderLoopOptions {
  /** the lock name: one process leads it at a time in distributed mode */
  name: string;
  /** null in embedded mode: the one process always leads */
  leadership: Leadership | null;
  isRunning: () => boolean;
  /** waits `ms`, or less when the loop is being stopped */
  pause: (ms: number) => Promise<void>;
  /** resolves when the loop is being stopped */
  stopSignal: () => Promise<void>;
  wake: Wake;
  pollMs: number;
  standbyRetryMs: number;
  logger: Logger;
  /** one unit of work; true when there may be more right away */
  pass: () => Promise<boolean>;
  /** this process just took the lead: whatever it cached may be stale */
  onLead?: () => void;
  onSuccess?: () => void;
  onFailure?: (error: unknown) => void;
  failureMessage: string;
}

/**
 * The loop shared by the projection runner and the Kafka relay: stand by until this process leads
 * (distributed mode), run passes while there is work, back off after a failure, otherwise sleep until
 * woken by an append or the poll interval.
 */
export async function runLeaderLoop(options: LeaderLoopOptions): Promise<void> {
  const { name, leadership, logger, pause } = options;
  let backoff = 0;
  while (options.isRunning()) {
    if (leadership && !leadership.isLeading(name)) {
      if (!(await leadership.tryLead(name))) {
        await pause(options.standbyRetryMs);
        continue;
      }
      logger.info('took the lead');
      options.onLead?.();
    }
    let more: boolean;
    try {
      more = await options.pass();
      backoff = 0;
      options.onSuccess?.();
    } catch (error) {
      options.onFailure?.(error);
      backoff = nextBackoff(backoff);
      logger.error({ err: error, retryInMs: backoff }, options.failureMessage);
      await pause(backoff);
      continue;
    }
    if (!more) await Promise.race([options.wake.wait(options.pollMs), options.stopSignal()]);
  }
}
