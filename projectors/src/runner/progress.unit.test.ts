import { describe, expect, it } from 'vitest';
import { createCheckpointFeed } from './progress';
import { rebuildProgressReporter } from './rebuild';

const progress = (name: string, checkpoint: string, generation = 1, changedAt = checkpoint) => ({
  name,
  generation,
  checkpoint,
  changedAt,
});

describe('checkpoint feed', () => {
  it('given a waiter, when the named projection passes the position, then it is answered reached', async () => {
    const feed = createCheckpointFeed();
    feed.publish(progress('standings', '5.1'));
    const waiting = feed.waitFor('5.3', { projections: ['standings'], timeoutMs: 1_000 });
    feed.publish(progress('standings', '5.2'));
    feed.publish(progress('standings', '5.3'));
    expect(await waiting).toBe('reached');
  });

  it('given a position already reached, when waiting, then it answers at once', async () => {
    const feed = createCheckpointFeed();
    feed.publish(progress('standings', '5.9'));
    expect(await feed.waitFor('5.2', { projections: ['standings'], timeoutMs: 0 })).toBe('reached');
  });

  it('given nobody moves, when the time runs out, then it answers timeout', async () => {
    const feed = createCheckpointFeed();
    feed.publish(progress('standings', '5.1'));
    expect(await feed.waitFor('5.2', { projections: ['standings'], timeoutMs: 20 })).toBe('timeout');
  });

  it('given a position past the store head, when waiting, then it answers beyond-head at once', async () => {
    const feed = createCheckpointFeed();
    feed.publish(progress('standings', '5.1'));
    const started = Date.now();
    const outcome = await feed.waitFor('99.1', {
      projections: ['standings'],
      timeoutMs: 3_000,
      head: async () => '5.1',
    });
    expect(outcome).toBe('beyond-head');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('given the waiter bound is reached, when one more waits, then it is answered busy at once', async () => {
    const feed = createCheckpointFeed({ maxWaiters: 2 });
    feed.publish(progress('standings', '5.1'));
    const first = feed.waitFor('5.2', { projections: ['standings'], timeoutMs: 1_000 });
    const second = feed.waitFor('5.2', { projections: ['standings'], timeoutMs: 1_000 });
    expect(await feed.waitFor('5.2', { projections: ['standings'], timeoutMs: 1_000 })).toBe('busy');
    feed.publish(progress('standings', '5.2'));
    expect(await Promise.all([first, second])).toEqual(['reached', 'reached']);
  });

  it('given a projection nobody published, when waiting for it, then it has not reached anything', async () => {
    const feed = createCheckpointFeed();
    feed.publish(progress('standings', '5.9'));
    expect(await feed.waitFor('5.1', { projections: ['leaders'], timeoutMs: 10 })).toBe('timeout');
  });

  it('given an older notification arriving late, when published, then the checkpoint does not go backwards', () => {
    const feed = createCheckpointFeed();
    feed.publish(progress('standings', '5.9'));
    feed.publish(progress('standings', '5.3'));
    expect(feed.get('standings')?.checkpoint).toBe('5.9');
    // a rebuild's switch: a newer generation is taken whatever its checkpoint
    feed.publish(progress('standings', '5.9', 2, '5.9'));
    expect(feed.get('standings')?.generation).toBe(2);
  });
});

describe('rebuild progress on the terminal and in logs', () => {
  it('given a terminal, when the rebuild moves, then one line is rewritten with events, rate and time left', () => {
    const written: string[] = [];
    const report = rebuildProgressReporter({ isTTY: true, write: (t: string) => written.push(t) }, () => {});
    report({ projections: ['standings'], done: 5_000, total: 20_000, elapsedMs: 2_000 });
    report.done();
    expect(written[0]).toMatch(/^\r5,000 of 20,000 events, 2,500\/s, 6 s left/);
    expect(written.at(-1)).toBe('\n');
  });

  it('given no terminal, when the rebuild moves, then it logs a line now and then', () => {
    const logged: string[] = [];
    const report = rebuildProgressReporter({ isTTY: false, write: () => {} }, (l) => logged.push(l), 60_000);
    report({ projections: ['standings'], done: 1_000, total: 4_000, elapsedMs: 1_000 });
    report({ projections: ['standings'], done: 2_000, total: 4_000, elapsedMs: 2_000 });
    expect(logged).toEqual(['1,000 of 4,000 events, 1,000/s, 3 s left']);
  });
});
