import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A page whose code loads on first visit; `load()` fetches it ahead of rendering. */
export type LazyPage<Props extends object = object> = FunctionComponent<Props> & LazyPageCode;

interface LazyPageCode {
  /** resolves once the page's code is loaded; from then on the page renders without suspending */
  load(): Promise<void>;
  /** the page's module, as the build's manifest names it (`src/features/home/HomePage.tsx`) */
  module: string;
}

/**
 * A page loaded on first visit, so the first screen does not wait for every feature's code. Once its
 * code is loaded (by a render, or by `load()`), the page renders at once: the server loads the page
 * of an address before rendering it, and the browser before hydrating it, so neither shows a
 * fallback in its place (docs/architecture.md, "Pages rendered on the server"). `module` is the
 * page's source under ui/, which the server looks up in the build's manifest to preload its files.
 */
export function lazyPage<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
  module: string,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (found) => (loaded = pick(found)),
      (error: unknown) => {
        loading = null; // a chunk that failed to load (offline) is asked again next time
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function Page(props: Props) {
    // chosen once per mount: switching from Lazy to the loaded page would mount the page again
    const [Shown] = useState(() => loaded ?? Lazy);
    return createElement(Shown, props);
  }
  Page.load = async () => void (await loadOnce());
  Page.module = module;
  return Page;
}
