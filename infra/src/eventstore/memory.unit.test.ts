import { runEventStoreConformance } from './conformance';
import { createInMemoryEventStore } from './memory';

runEventStoreConformance('in memory', async () => {
  const store = createInMemoryEventStore();
  return { store, dispose: () => store.close() };
});
