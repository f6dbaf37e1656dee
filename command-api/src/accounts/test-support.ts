import type { RecordedEvent } from '@league/contracts';
import { createInMemoryEventStore } from '@league/infra/eventstore';
import { createTokenService } from '@league/infra/http';
import { memorySessions } from '@league/infra/sessions';
import { commandApiForTests, TEST_SECRET } from '../test-support';
import { ensureAdmin } from './accounts';
import { accountSessions } from './sessions';

export const OWNER = { email: 'owner@league.test', password: 'Owner-Password-1', name: 'Olive Owner' };
export const PUBLIC_URL = 'https://league.test';
export const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * A command API whose tokens are checked against the accounts and their signed-in sessions on every
 * request (nothing reused), with the owner registered, a clock the test moves, the mailed links opened
 * from the log, and helpers to sign in.
 */
export async function accountsApi(options: { forgotPasswordAnswerMs?: number } = {}) {
  let clock = new Date('2026-03-01T12:00:00.000Z');
  const now = () => clock;
  const store = createInMemoryEventStore();
  const sessions = memorySessions();
  const tokens = createTokenService(TEST_SECRET, {
    now,
    sessions: accountSessions(store, { cacheMs: 0 }),
    signIns: sessions,
    signInCacheMs: 0,
  });
  const api = await commandApiForTests({
    store,
    tokens,
    now,
    authRateLimit: { max: 1_000, timeWindowMs: 60_000 },
    accounts: {
      sessions,
      publicUrl: PUBLIC_URL,
      forgotPasswordAnswerMs: options.forgotPasswordAnswerMs ?? 0,
    },
  });
  const ownerId = await ensureAdmin(store, OWNER, { personalData: api.personalData, now, sessions });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'user-agent': CHROME_ON_ANDROID, ...headers },
    });
  const patch = (url: string, payload: object, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'PATCH', url, payload, headers });

  /** the events of a stream with their sealed fields opened */
  const opened = async (streamId: string) => api.personalData.open(await store.readStream(streamId));
  /** the token of the newest link of this event type on the stream, as the mail carries it */
  const tokenOf = async (streamId: string, type: string) => {
    const event = (await opened(streamId)).findLast((e: RecordedEvent) => e.type === type);
    if (!event) throw new Error(`no ${type} on ${streamId}`);
    const link = new URL((event.data as { link: string }).link);
    return link.searchParams.get('token')!;
  };

  const login = (email: string, password: string) => post('/api/admin/login', { email, password });
  const loginAs = async (email: string, password: string) => {
    const answer = await login(email, password);
    if (answer.statusCode !== 200) throw new Error(`login: ${answer.statusCode} ${answer.body}`);
    return bearer(answer.json<{ token: string }>().token);
  };
  const owner = await loginAs(OWNER.email, OWNER.password);

  /** a member of staff, invited by the owner; joined (with this password) unless `join` is false */
  const staffMember = async (
    email: string,
    role: 'admin' | 'scorekeeper',
    options: { name?: string; password?: string; join?: boolean } = {},
  ) => {
    const invited = await post('/api/admin/staff', { email, name: options.name ?? 'Sam Staff', role }, owner);
    if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
    const { staffId } = invited.json<{ staffId: string }>();
    if (options.join === false) return { staffId, headers: null };
    const token = await tokenOf(`admin-${staffId}`, 'StaffInvited');
    const password = options.password ?? 'Staff-Password-1';
    const accepted = await post('/api/staff/accept', { token, password });
    if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
    return { staffId, headers: bearer(accepted.json<{ token: string }>().token) };
  };

  const signUpCoach = async (email: string, password = 'Hockey2025') => {
    const answer = await post('/api/admin/coachSignup', { signUpEmail: email, signUpPassword: password });
    if (answer.statusCode !== 201) throw new Error(`sign-up: ${answer.statusCode} ${answer.body}`);
    const { coachId, token } = answer.json<{ coachId: string; token: string }>();
    return { coachId, headers: bearer(token) };
  };

  /** any admin route: 401 or 403 for a refused token, 201 for the owner and admins */
  const createVenue = (headers: Record<string, string>) =>
    post(
      '/api/admin/createVenue',
      { venueName: `Dome ${Math.random()}`, venueAddress: '1 Main St' },
      headers,
    );

  return {
    ...api,
    sessions,
    ownerId,
    owner,
    bearer,
    post,
    patch,
    opened,
    tokenOf,
    login,
    loginAs,
    staffMember,
    signUpCoach,
    createVenue,
    /** moves the clock by `ms` */
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
  };
}
