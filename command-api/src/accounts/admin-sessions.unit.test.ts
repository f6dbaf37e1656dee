import { describe, expect, it } from 'vitest';
import { createInMemoryEventStore } from '@league/infra/eventstore';
import { createTokenService } from '@league/infra/http';
import { memoryPersonalData } from '@league/infra/personal-data';
import { commandApiForTests, TEST_SECRET } from '../test-support';
import { accountSessions } from './sessions';
import { ensureAdmin } from './accounts';

const FIRST = { email: 'first@league.org', password: 'First-Password-1' };
const SECOND = { email: 'second@league.org', password: 'Second-Password-2' };

/** A command API whose tokens are checked against the accounts on every request (no reuse of a lookup). */
async function apiWithSessions() {
  const store = createInMemoryEventStore();
  const tokens = createTokenService(TEST_SECRET, { sessions: accountSessions(store, { cacheMs: 0 }) });
  const api = await commandApiForTests({ store, tokens });
  const login = (credentials: { email: string; password: string }) =>
    api.app.inject({ method: 'POST', url: '/api/admin/login', payload: credentials });
  const createVenue = (token: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/admin/createVenue',
      headers: { authorization: `Bearer ${token}` },
      payload: { venueName: `Dome ${Math.random()}`, venueAddress: '1 Main St' },
    });
  return { ...api, login, createVenue };
}

describe('admin credentials from the configuration', () => {
  it('a new LEAGUE_ADMIN_EMAIL replaces the old admin: it can no longer log in, and its tokens stop working', async () => {
    const api = await apiWithSessions();
    await ensureAdmin(api.store, FIRST, { personalData: api.personalData });
    const first = await api.login(FIRST);
    expect(first.statusCode).toBe(200);
    const { token } = first.json<{ token: string }>();
    expect((await api.createVenue(token)).statusCode).toBe(201);

    await ensureAdmin(api.store, SECOND, { personalData: api.personalData });
    expect((await api.login(FIRST)).statusCode).toBe(401);
    expect((await api.createVenue(token)).statusCode).toBe(401);
    const second = await api.login(SECOND);
    expect(second.statusCode).toBe(200);
    expect((await api.createVenue(second.json<{ token: string }>().token)).statusCode).toBe(201);

    // going back to the first address brings that admin back, but not the tokens it had before
    await ensureAdmin(api.store, FIRST, { personalData: api.personalData });
    expect((await api.login(SECOND)).statusCode).toBe(401);
    expect((await api.createVenue(token)).statusCode).toBe(401);
    expect((await api.login(FIRST)).statusCode).toBe(200);
  });

  it('a changed password revokes the tokens issued before it', async () => {
    const api = await apiWithSessions();
    await ensureAdmin(api.store, FIRST, { personalData: api.personalData });
    const { token } = (await api.login(FIRST)).json<{ token: string }>();
    expect((await api.createVenue(token)).statusCode).toBe(201);

    await ensureAdmin(
      api.store,
      { ...FIRST, password: 'Changed-Password-3' },
      { personalData: api.personalData },
    );
    const refused = await api.createVenue(token);
    expect(refused.statusCode).toBe(401);
    const fresh = await api.login({ ...FIRST, password: 'Changed-Password-3' });
    expect((await api.createVenue(fresh.json<{ token: string }>().token)).statusCode).toBe(201);
  });

  it('a token without the account session claim, or of an unknown account, is refused', async () => {
    const api = await apiWithSessions();
    const adminId = await ensureAdmin(api.store, FIRST, { personalData: api.personalData });
    const plain = createTokenService(TEST_SECRET).sign({ role: 'admin', id: adminId }).token;
    expect((await api.createVenue(plain)).statusCode).toBe(401);
    const stranger = createTokenService(TEST_SECRET).sign({
      role: 'coach',
      id: '00000000-0000-4000-8000-0000000000ff',
      session: '1',
    }).token;
    expect(await api.tokens.verify(stranger)).toBeNull();
  });

  it('a coach signs up and logs in with working tokens', async () => {
    const api = await apiWithSessions();
    const signUp = await api.app.inject({
      method: 'POST',
      url: '/api/admin/coachSignup',
      payload: { signUpEmail: 'coach@team.org', signUpPassword: 'Hockey2025' },
    });
    const { coachId, token } = signUp.json<{ coachId: string; token: string }>();
    expect(await api.tokens.verify(token)).toMatchObject({ role: 'coach', id: coachId });
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/admin/coachLogin',
      payload: { email: 'coach@team.org', password: 'Hockey2025' },
    });
    expect(await api.tokens.verify(login.json<{ token: string }>().token)).toMatchObject({
      role: 'coach',
      id: coachId,
    });
  });
});

describe('account sessions', () => {
  it('reuse a lookup for a few seconds, so a busy admin costs no stream read per request', async () => {
    const store = createInMemoryEventStore();
    const adminId = await ensureAdmin(store, FIRST, { personalData: memoryPersonalData() });
    let reads = 0;
    const counted = { ...store, readStream: (id: string) => (reads++, store.readStream(id)) };
    const sessions = accountSessions(counted);
    const first = await sessions.current({ role: 'admin', id: adminId });
    expect(first).toEqual({ role: 'owner', session: expect.any(String) });
    const afterFirst = reads;
    expect(await sessions.current({ role: 'admin', id: adminId })).toEqual(first);
    expect(reads).toBe(afterFirst);
  });
});
