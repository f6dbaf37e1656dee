import { comparePositions, maxPosition, type Position } from '@league/contracts';
import type { ReadModelVersions } from '../deps';

/** What a live announcement says: which read models' data changed, and up to where. */
export interface LiveChange {
  /** the newest position at which one of them changed: a read at or past it sees the change */
  position: Position;
  /** the projections whose data changed, sorted */
  projections: string[];
}

/** Where one projection's data stands: a new generation (a rebuild) or a later changedAt is a change. */
interface DataVersion {
  generation: number;
  changedAt: Position;
}

type Progress = Parameters<Parameters<ReadModelVersions['subscribe']>[0]>[0];

const isChange = (known: DataVersion | undefined, next: Progress) =>
  !known || next.generation !== known.generation || comparePositions(next.changedAt, known.changedAt) > 0;

export interface ChangeCoalescerOptions {
  /** how long the first change of a burst waits for the rest of it (the other projections of a batch) */
  gatherMs: number;
  /** the least time between two announcements */
  minIntervalMs: number;
  emit: (change: LiveChange) => void;
}

/**
 * Bursts of changes become few announcements: the first change of a quiet spell is announced `gatherMs`
 * later with whatever else changed meanwhile; later ones wait until `minIntervalMs` has passed since the
 * last announcement. Every change is announced: none is dropped, they are merged.
 */
export function createChangeCoalescer(options: ChangeCoalescerOptions) {
  const pending = new Set<string>();
  let position: Position | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastEmit = Number.NEGATIVE_INFINITY;

  function flush() {
    timer = null;
    if (pending.size === 0 || position === null) return;
    const change = { position, projections: [...pending].sort() };
    pending.clear();
    position = null;
    lastEmit = Date.now();
    options.emit(change);
  }

  return {
    add(name: string, changedAt: Position) {
      pending.add(name);
      position = maxPosition(position, changedAt);
      if (timer) return;
      const wait = Math.max(options.gatherMs, lastEmit + options.minIntervalMs - Date.now());
      timer = setTimeout(flush, wait);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}

/**
 * The data changes of the read models as this process learns of them (the checkpoint feed: the
 * in-process runner when embedded, LISTEN/NOTIFY when distributed): a checkpoint that moves over events
 * a projection does not handle is no change. `known` seeds where each projection stood, so a
 * projection's first move after start-up is told apart from its first sighting.
 */
export function watchDataChanges(
  feed: ReadModelVersions,
  onChange: (name: string, changedAt: Position) => void,
): () => void {
  const versions = new Map<string, DataVersion>();
  for (const progress of feed.all?.() ?? []) versions.set(progress.name, progress);
  return feed.subscribe((next) => {
    const known = versions.get(next.name);
    if (!isChange(known, next)) return;
    versions.set(next.name, { generation: next.generation, changedAt: next.changedAt });
    onChange(next.name, next.changedAt);
  });
}

/**
 * For a client that reconnects with the last position it was told of (Last-Event-ID): what changed since,
 * by the data positions this process knows now; null when nothing did.
 */
export function changedSince(feed: ReadModelVersions, lastSeen: Position): LiveChange | null {
  let position: Position | null = null;
  const projections: string[] = [];
  for (const progress of feed.all?.() ?? []) {
    if (comparePositions(progress.changedAt, lastSeen) <= 0) continue;
    projections.push(progress.name);
    position = maxPosition(position, progress.changedAt);
  }
  return position === null ? null : { position, projections: projections.sort() };
}

/** The newest position at which any read model's data changed, as this process knows it. */
export function latestChange(feed: ReadModelVersions): Position | null {
  let position: Position | null = null;
  for (const progress of feed.all?.() ?? []) position = maxPosition(position, progress.changedAt);
  return position;
}
