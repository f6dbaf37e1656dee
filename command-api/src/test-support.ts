import { createInMemoryEventStore, type EventStore } from '@league/infra/eventstore';
import { createTokenService, type TokenService } from '@league/infra/http';
import { buildCommandApi } from './index';
import { personalDataOf, type CommandApiDeps } from './deps';

export const TEST_SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
export const ADMIN_ID = '00000000-0000-4000-8000-00000000000a';
export const COACH_ID = '00000000-0000-4000-8000-00000000000c';

/** A command API on an in-memory store, with tokens at hand and a counter of everything recorded. */
export async function commandApiForTests(overrides: Partial<CommandApiDeps> = {}) {
  const store: EventStore = overrides.store ?? createInMemoryEventStore();
  const tokens: TokenService = overrides.tokens ?? createTokenService(TEST_SECRET);
  const deps: CommandApiDeps = { store, tokens, ...overrides };
  const app = await buildCommandApi(deps);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    app,
    store,
    tokens,
    /** the person keys the API seals personal data with (ensureAdmin needs the same) */
    personalData: personalDataOf(deps),
    admin: bearer(tokens.sign({ role: 'admin', id: ADMIN_ID }).token),
    coach: bearer(tokens.sign({ role: 'coach', id: COACH_ID }).token),
    /** how many events the whole store holds */
    async eventCount() {
      return (await store.readAll(null, 1_000_000)).length;
    },
    /**
     * `If-Match` with the version the stream is at now, as a client that has just read the record sends
     * it (0 for a record that is not there: the route answers that)
     */
    async ifMatch(streamId: string) {
      return { 'if-match': String(Math.max(0, (await store.readStream(streamId)).length - 1)) };
    },
  };
}
