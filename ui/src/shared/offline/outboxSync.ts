import { sendWithApiRequest, type Outbox, type OutboxSend } from './outbox';

/** How often a key's waiting items are tried again while the page is open. */
export const FLUSH_INTERVAL_MS = 15_000;

export interface OutboxSyncOptions {
  send?: OutboxSend;
  intervalMs?: number;
  /** where `online` is heard (the window) */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** false when the browser knows it has no network (navigator.onLine); true when it cannot tell */
  isOnline?: () => boolean;
  /** a flush that failed outside the sends (IndexedDB refused) */
  onError?: (error: unknown) => void;
}

/**
 * Sends a key's waiting items now, when the browser goes online, and every `intervalMs` while some
 * wait (a connection can come back without an `online` event: the rink's Wi-Fi answered at last).
 * Answers the stop.
 */
export function keepOutboxFlushed(outbox: Outbox, key: string, options: OutboxSyncOptions = {}): () => void {
  const {
    send = sendWithApiRequest,
    intervalMs = FLUSH_INTERVAL_MS,
    events = window,
    isOnline = () => navigator.onLine,
    onError = (error: unknown) => console.error('The outbox could not be sent.', error),
  } = options;
  let stopped = false;

  const flush = () => {
    if (stopped) return;
    outbox.flush(key, send).catch(onError);
  };
  const tick = () => {
    if (stopped || !isOnline()) return;
    outbox
      .list(key)
      .then((items) => {
        if (items.some((item) => item.state === 'waiting')) flush();
      })
      .catch(onError);
  };

  events.addEventListener('online', flush);
  const timer = setInterval(tick, intervalMs);
  if (isOnline()) flush();
  return () => {
    stopped = true;
    events.removeEventListener('online', flush);
    clearInterval(timer);
  };
}
