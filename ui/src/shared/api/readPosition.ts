import { comparePositions, isPosition, minPosition, type Position } from '@league/contracts/position';

/**
 * Read-your-writes: the highest event position any write answered with. Reads send it as
 * X-Min-Position so the query side waits until its projections have caught up with our own writes.
 * Kept in sessionStorage so a reload right after a write still reads its own write.
 */
const STORAGE_KEY = 'minReadPosition';

let highest: Position | null = loadSaved();

function loadSaved(): Position | null {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    return isPosition(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function getMinReadPosition(): Position | null {
  return highest;
}

export function rememberPosition(position: unknown) {
  if (!isPosition(position)) return;
  if (highest !== null && comparePositions(position, highest) <= 0) return;
  highest = position;
  try {
    sessionStorage.setItem(STORAGE_KEY, position);
  } catch {
    // storage full or blocked: the in-memory value still serves this tab
  }
}

/**
 * The oldest position a read was answered at (X-Read-Position, docs/api.md): what this tab shows holds
 * every change up to it, so a first live stream that starts there misses nothing (docs/live.md).
 */
let earliestRead: Position | null = null;

export function noteReadAt(position: string | null): void {
  if (isPosition(position)) earliestRead = minPosition(earliestRead, position);
}

export function getEarliestReadPosition(): Position | null {
  return earliestRead;
}
