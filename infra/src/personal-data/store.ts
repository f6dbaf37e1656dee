import type { EventStore } from '../eventstore';
import type { PersonalDataVault } from './vault';

/**
 * The command side's view of the event store: personal fields are sealed when events are appended and
 * opened when streams are read, so deciders work on clear values and the log holds none.
 */
export function sealingEventStore(store: EventStore, vault: PersonalDataVault): EventStore {
  return {
    async append(streamId, events, expected) {
      return store.append(streamId, await Promise.all(events.map((event) => vault.seal(event))), expected);
    },
    readStream: async (streamId) => vault.open(await store.readStream(streamId)),
    readAll: async (after, limit) => vault.open(await store.readAll(after, limit)),
    headPosition: () => store.headPosition(),
    onAppended: (listener) => store.onAppended(listener),
    close: () => store.close(),
  };
}
