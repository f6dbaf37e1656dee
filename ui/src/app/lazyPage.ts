import { lazy, type ComponentType } from 'react';

/** A page loaded on first visit, so the first screen does not wait for every feature's code. */
export function lazyPage<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}
