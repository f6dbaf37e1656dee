import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCheckpointFeed } from '@league/projectors';
import {
  changedSince,
  createChangeCoalescer,
  latestChange,
  watchDataChanges,
  type LiveChange,
} from '../../src/live/changes';

describe('coalescing read-model changes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const coalescer = (gatherMs = 50, minIntervalMs = 300) => {
    const emitted: LiveChange[] = [];
    const c = createChangeCoalescer({ gatherMs, minIntervalMs, emit: (change) => emitted.push(change) });
    return { c, emitted };
  };

  it('announces the projections of one batch once, after the gathering time, at the newest position', () => {
    const { c, emitted } = coalescer();
    c.add('standings', '7.20');
    c.add('results', '7.21');
    c.add('schedule', '7.19');
    c.add('results', '7.21');
    vi.advanceTimersByTime(49);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(emitted).toEqual([{ position: '7.21', projections: ['results', 'schedule', 'standings'] }]);
  });

  it('compares positions as positions, not as text', () => {
    const { c, emitted } = coalescer();
    c.add('results', '9.100');
    c.add('schedule', '10.2');
    c.add('standings', '9.99');
    vi.advanceTimersByTime(50);
    expect(emitted[0]!.position).toBe('10.2');
  });

  it('sends a burst as few events a second, losing none of the changes', () => {
    const { c, emitted } = coalescer();
    // a change every 10 ms for 2 s
    for (let i = 1; i <= 200; i++) {
      c.add(i % 2 ? 'results' : 'schedule', `1.${i}`);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(1_000);
    expect(emitted.length).toBeGreaterThanOrEqual(6);
    expect(emitted.length).toBeLessThanOrEqual(8); // 2 s at one event per 300 ms at most
    expect(emitted.at(-1)!.position).toBe('1.200');
    expect(new Set(emitted.flatMap((e) => e.projections))).toEqual(new Set(['results', 'schedule']));
  });

  it('keeps the least time between two events, and announces a lone change after the gathering time only', () => {
    const { c, emitted } = coalescer();
    c.add('results', '1.1');
    vi.advanceTimersByTime(50);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(50);
    c.add('results', '1.2'); // 50 ms after the last event: waits until 300 ms have passed since it
    vi.advanceTimersByTime(249);
    expect(emitted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(emitted).toHaveLength(2);
    vi.advanceTimersByTime(5_000);
    c.add('standings', '1.3'); // after a quiet spell
    vi.advanceTimersByTime(50);
    expect(emitted).toHaveLength(3);
    expect(emitted[2]).toEqual({ position: '1.3', projections: ['standings'] });
  });

  it('sends nothing after stop', () => {
    const { c, emitted } = coalescer();
    c.add('results', '1.1');
    c.stop();
    vi.advanceTimersByTime(1_000);
    expect(emitted).toEqual([]);
  });
});

describe('data changes on the checkpoint feed', () => {
  const progress = (name: string, checkpoint: string, changedAt: string, generation = 1) => ({
    name,
    generation,
    checkpoint,
    changedAt,
  });

  it('tells data changes from checkpoints that only moved over events a projection does not handle', () => {
    const feed = createCheckpointFeed();
    feed.publish(progress('results', '1.5', '1.5'));
    feed.publish(progress('venues', '1.5', '1.2'));
    const changes: string[] = [];
    watchDataChanges(feed, (name, at) => changes.push(`${name}@${at}`));
    feed.publish(progress('venues', '1.9', '1.2')); // moved, unchanged
    feed.publish(progress('results', '1.9', '1.9')); // changed
    feed.publish(progress('players', '1.9', '1.7')); // first seen after start-up
    feed.publish(progress('venues', '1.9', '1.9', 2)); // a rebuild switched generations
    expect(changes).toEqual(['results@1.9', 'players@1.7', 'venues@1.9']);
  });

  it('stops watching when asked', () => {
    const feed = createCheckpointFeed();
    const changes: string[] = [];
    const unwatch = watchDataChanges(feed, (name) => changes.push(name));
    unwatch();
    feed.publish(progress('results', '1.1', '1.1'));
    expect(changes).toEqual([]);
  });

  it('answers a reconnecting client what changed after the position it last saw', () => {
    const feed = createCheckpointFeed();
    feed.publish(progress('results', '3.9', '3.9'));
    feed.publish(progress('standings', '3.9', '3.4'));
    feed.publish(progress('venues', '3.9', '1.1'));
    expect(changedSince(feed, '3.4')).toEqual({ position: '3.9', projections: ['results'] });
    expect(changedSince(feed, '2.0')).toEqual({ position: '3.9', projections: ['results', 'standings'] });
    expect(changedSince(feed, '3.9')).toBeNull();
  });

  it('knows the newest position at which any read model changed, none before the first', () => {
    const feed = createCheckpointFeed();
    expect(latestChange(feed)).toBeNull();
    feed.publish(progress('results', '3.9', '3.10'));
    feed.publish(progress('venues', '3.11', '1.1'));
    expect(latestChange(feed)).toBe('3.10');
  });
});
