import type { QueryClient } from '@tanstack/react-query';
import { isPosition, minPosition } from '@league/contracts/position';
import { PAGE_DATA_ID } from '../layout/pageDataId';
import { dependsOn } from './liveReads';

/**
 * What the page gives the stream: its query client, where reads learn the position they must reach, and
 * the oldest position the tab's reads were answered at (readPosition's rememberPosition and
 * getEarliestReadPosition; handed in so that this module, loaded after the page, imports no chunk of its
 * own beside it).
 */
export interface LiveTarget {
  client: QueryClient;
  remember: (position: unknown) => void;
  earliestRead: () => string | null;
}

export const LIVE_URL = '/api/live';
/** a page change closes the stream only if no live page follows within this time */
const CLOSE_DELAY_MS = 1_000;

let source: EventSource | null = null;
let users = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
/** the page holding the stream now */
let holder: LiveTarget | null = null;
/** the last position the server told of (ready or changed): where a stream opened again resumes */
let lastPosition = '';
let watchingVisibility = false;

const tabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Where the server that rendered this page had the read models when it read the page's data
 * (`data-live-since` of #page-data, docs/pages.md), taken once.
 */
function renderedPagePosition(): string {
  const data = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  const position = data?.dataset.liveSince;
  if (!data || position === undefined) return '';
  delete data.dataset.liveSince;
  return isPosition(position) ? position : '';
}

/**
 * Where the tab's first stream starts: the oldest of the rendered page's position and those its reads
 * were answered at (docs/live.md). Everything the tab shows holds every change up to there, so a change
 * made while the app was starting, or between a page's reads and its stream, is told too, not missed;
 * at worst a query refetches once more than it needed to.
 */
function firstPosition(target: LiveTarget): string {
  return minPosition(renderedPagePosition(), target.earliestRead()) ?? '';
}

function open(target: LiveTarget) {
  lastPosition ||= firstPosition(target);
  const opened = new EventSource(lastPosition ? `${LIVE_URL}?since=${lastPosition}` : LIVE_URL);
  const track = (event: Event) => {
    const { lastEventId } = event as MessageEvent<string>;
    if (lastEventId) lastPosition = lastEventId;
  };
  opened.addEventListener('ready', track);
  opened.addEventListener('changed', (event) => {
    track(event);
    applyChange(target, (event as MessageEvent<string>).data);
  });
  // refused (the server's 503 when it has too many streams): the browser gives up on it; the next
  // live page shown asks again
  opened.addEventListener('error', () => {
    if (opened.readyState === EventSource.CLOSED && source === opened) source = null;
  });
  source = opened;
}

function close() {
  source?.close();
  source = null;
}

/**
 * A hidden tab holds no connection (a browser keeps at most six to a site across all its tabs); shown
 * again, it opens the stream with the last position it was told of and hears what changed meanwhile.
 */
function followVisibility() {
  if (tabHidden()) close();
  else if (users > 0 && !source && holder) open(holder);
}

/**
 * `event: changed` of GET /api/live: the queries whose data comes from the projections named go stale
 * (the shown ones refetch), reading at least the position announced (X-Min-Position).
 */
export function applyChange({ client, remember }: LiveTarget, data: string): void {
  let change: { position?: unknown; projections?: unknown };
  try {
    change = JSON.parse(data) as typeof change;
  } catch {
    return;
  }
  const changed = change.projections;
  if (!Array.isArray(changed) || changed.length === 0) return;
  remember(change.position);
  void client.invalidateQueries({ predicate: (query) => dependsOn(query.queryKey, changed) });
}

/**
 * One EventSource per tab while a live page is shown: each shown page holds it; the last one to go
 * closes it, and so does hiding the tab. The browser reconnects it by itself (with the last event's id,
 * so the server tells what changed meanwhile), except after a refusal. Without EventSource, nothing.
 */
export function holdLiveStream(target: LiveTarget): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  users++;
  holder = target;
  clearTimeout(closeTimer);
  if (!watchingVisibility && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', followVisibility);
    watchingVisibility = true;
  }
  if (!source && !tabHidden()) open(target);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--users > 0) return;
    closeTimer = setTimeout(close, CLOSE_DELAY_MS);
  };
}
