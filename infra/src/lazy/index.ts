import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used, not when the site starts: the adapters of the distributed
 * mode and of optional services (EventStoreDB, Kafka, S3, SMTP) cost tens of MB of memory and part of a
 * second of start-up each, and the embedded site without them configured never calls them. Use
 * `import type` for the package's types and call the loader where a value is needed.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireHere(name) as T);
}
