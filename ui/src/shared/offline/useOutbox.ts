import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  sendWithApiRequest,
  sharedOutbox,
  type Outbox,
  type OutboxItem,
  type OutboxSend,
  type OutboxWrite,
} from './outbox';
import { keepOutboxFlushed } from './outboxSync';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine: false means no network for sure, true only that the browser cannot tell. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export interface UseOutboxOptions {
  /** sends an item; apiRequest by default */
  send?: OutboxSend;
  /** told of each item the server accepted, with its answer (to refetch the game's sheet) */
  onSent?: (item: OutboxItem, answer: unknown) => void;
  /** another outbox than the page's (tests) */
  outbox?: Outbox;
}

export interface OutboxView {
  /** the key's items in order: what waits to sync, and the refusals not dismissed yet */
  items: OutboxItem[];
  /** whether the browser has a network (see useOnline) */
  online: boolean;
  /** queues a write of this key and tries to send it at once */
  enqueue: (write: Omit<OutboxWrite, 'key'>) => Promise<OutboxItem>;
  /** removes an item (a refusal the user read) */
  discard: (id: string) => Promise<void>;
  /** puts a refused item back to wait */
  retry: (id: string) => Promise<void>;
  /** tries to send the waiting items now */
  flush: () => void;
}

/**
 * One game's outbox for a page (docs/pages.md, "Offline scorekeeping"): its items, re-read at each change
 * (in this tab or another), the browser's online status, and the flushes: at start, when the browser
 * goes online and every 15 s while items wait.
 */
export function useOutbox(key: string, options: UseOutboxOptions = {}): OutboxView {
  const outbox = options.outbox ?? sharedOutbox();
  const online = useOnline();
  const [items, setItems] = useState<OutboxItem[]>([]);

  // the latest send and onSent, without restarting the flushes each render
  const sendRef = useRef(options.send);
  const onSentRef = useRef(options.onSent);
  useEffect(() => {
    sendRef.current = options.send;
    onSentRef.current = options.onSent;
  });
  const send = useCallback<OutboxSend>(async (item) => {
    const answer = await (sendRef.current ?? sendWithApiRequest)(item);
    onSentRef.current?.(item, answer);
    return answer;
  }, []);

  useEffect(() => {
    let latest = 0;
    let gone = false;
    const read = () => {
      const asked = ++latest;
      outbox.list(key).then(
        (list) => {
          if (!gone && asked === latest) setItems(list);
        },
        (error: unknown) => console.error('The outbox could not be read.', error),
      );
    };
    read();
    const unsubscribe = outbox.subscribe(key, read);
    return () => {
      gone = true;
      unsubscribe();
    };
  }, [outbox, key]);

  useEffect(() => keepOutboxFlushed(outbox, key, { send }), [outbox, key, send]);

  const flush = useCallback(() => {
    outbox.flush(key, send).catch((error: unknown) => console.error('The outbox could not be sent.', error));
  }, [outbox, key, send]);
  const enqueue = useCallback(
    async (write: Omit<OutboxWrite, 'key'>) => {
      const item = await outbox.enqueue({ ...write, key });
      flush();
      return item;
    },
    [outbox, key, flush],
  );
  const discard = useCallback((id: string) => outbox.discard(id), [outbox]);
  const retry = useCallback(
    async (id: string) => {
      await outbox.retry(id);
      flush();
    },
    [outbox, flush],
  );

  return { items, online, enqueue, discard, retry, flush };
}
