/** The browser's address as the router sees it. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** what the page that navigated here passed along (kept in history.state, as react-router does) */
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

interface HistoryEntryState {
  usr?: unknown;
  key?: string;
}

export function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as HistoryEntryState;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

type Listener = (location: Location) => void;
const listeners = new Set<Listener>();
const notify = () => {
  const location = currentLocation();
  listeners.forEach((listener) => listener(location));
};

/** Calls `listener` on every change of address (links, navigate, back and forward). */
export function listen(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/** An absolute address for `to`: a path, "?query" on the current path, or relative to the current one. */
export function resolveTo(to: string, from: Location): string {
  if (to.startsWith('/')) return to;
  if (to.startsWith('?')) return from.pathname + to;
  if (to.startsWith('#')) return from.pathname + from.search + to;
  const url = new URL(to, `http://site${from.pathname.endsWith('/') ? from.pathname : `${from.pathname}/`}`);
  return url.pathname + url.search + url.hash;
}

export function pushOrReplace(href: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const entry: HistoryEntryState = { usr: state, key: Math.random().toString(36).slice(2, 10) };
  if (replace) window.history.replaceState(entry, '', href);
  else window.history.pushState(entry, '', href);
  notify();
}
