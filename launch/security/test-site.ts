import { createPostgresEventStore } from '@league/infra/eventstore';
import { createTokenService, type TokenService } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { accountSessions, ensureAdmin } from '@league/command-api';
import { sqlPersonalData } from '@league/infra/personal-data';
import { newSessionId, sqlSessions, type AccountKind } from '@league/infra/sessions';
import { composeInProcessApis } from '../api-deps';

export const SECURITY_SECRET = 'a-security-test-secret-long-enough-for-hs256';
export const ADMIN = { email: 'admin@league.test', password: 'Admin-Password-1' };
export const COACH_PASSWORD = 'Coach-Password-1';
export const STAFF_PASSWORD = 'Staff-Password-1';

/** The part of a JSON schema the security tests read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

/** One route of the OpenAPI document. */
export interface DocumentedRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** as documented: /api/admin/{teamId}/updateTeam */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** whether the route documents a request body */
  hasBody: boolean;
  /** the JSON schema of the body, as documented (properties, required) */
  bodySchema: JsonSchema | null;
  /** whether the route documents that it needs a bearer token */
  secured: boolean;
}

/**
 * The whole /api of the site in one app, as the embedded launcher composes it, on an in-memory PGlite
 * from the migrated template (so a test file starts in about a second): every projection, both route
 * sets, tokens checked against the accounts and their signed-in sessions, the owner, an admin and a
 * scorekeeper of the staff (invited and joined), two signed-up coaches, each with a token, and a count
 * of everything recorded.
 */
export async function startSecurityTestSite(options: { tokens?: TokenService } = {}) {
  const db: SqlClient = await createTestPglite();
  const store = createPostgresEventStore(db);
  const sessions = accountSessions(store);
  const signIns = sqlSessions(db);
  const tokens = options.tokens ?? createTokenService(SECURITY_SECRET, { sessions, signIns });
  const { app, runner, deps } = await composeInProcessApis({
    store,
    db,
    tokens,
    logger: createLogger('security-test', 'silent'),
  });
  const personalData = sqlPersonalData(db);
  const adminId = await ensureAdmin(store, ADMIN, { personalData, sessions: signIns });
  const adminSession = (await sessions.current({ role: 'admin', id: adminId }))?.session;
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.ready();

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** a token of a new signed-in session of the account, as a login makes it (without spending the rate limit) */
  const signIn = async (kind: AccountKind, id: string) => {
    const standing = await sessions.current({ role: kind, id });
    if (!standing) throw new Error(`${kind} ${id} may not sign in`);
    const sessionId = newSessionId();
    await signIns.start({ sessionId, account: { kind, id }, browser: 'Security test', at: new Date() });
    return tokens.sign({ role: kind, id, session: standing.session, sessionId }).token;
  };
  const owner = bearer(await signIn('admin', adminId));
  /** a member of staff, invited by the owner and joined by the invitation's link (opened from the log) */
  const joinStaff = async (email: string, name: string, role: 'admin' | 'scorekeeper') => {
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: owner,
      payload: { email, name, role },
    });
    if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
    const { staffId } = invited.json<{ staffId: string }>();
    const events = await personalData.open(await store.readStream(`admin-${staffId}`));
    const link = (events.findLast((event) => event.type === 'StaffInvited')!.data as { link: string }).link;
    const token = new URL(link).searchParams.get('token')!;
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/staff/accept',
      payload: { token, password: STAFF_PASSWORD },
    });
    if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
    return { staffId, headers: bearer(accepted.json<{ token: string }>().token) };
  };
  const staffAdmin = await joinStaff('board.member@league.test', 'Bea Board', 'admin');
  const scorekeeper = await joinStaff('scorer@league.test', 'Sam Scorer', 'scorekeeper');
  const signUp = async (email: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/admin/coachSignup',
      payload: { signUpEmail: email, signUpPassword: COACH_PASSWORD },
    });
    if (answer.statusCode !== 201) throw new Error(`coach sign-up: ${answer.statusCode} ${answer.body}`);
    return answer.json<{ coachId: string; token: string }>();
  };
  const coach = await signUp('coach@team.test');
  const otherCoach = await signUp('other.coach@team.test');
  const document = deps.query.openApiDocument as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          security?: unknown[];
        }
      >
    >;
  };
  const routes: DocumentedRoute[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as DocumentedRoute['method'],
      path,
      pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      hasBody: operation.requestBody !== undefined,
      bodySchema: operation.requestBody?.content?.['application/json']?.schema ?? null,
      secured: (operation.security ?? []).length > 0,
    })),
  );

  return {
    app,
    db,
    store,
    runner,
    tokens,
    adminId,
    routes,
    adminSession,
    /** the owner (LEAGUE_ADMIN_EMAIL) */
    admin: owner,
    /** a member of staff with the role admin */
    staffAdminId: staffAdmin.staffId,
    staffAdmin: staffAdmin.headers,
    scorekeeperId: scorekeeper.staffId,
    scorekeeper: scorekeeper.headers,
    signIns,
    signIn,
    bearer,
    coachId: coach.coachId,
    coach: bearer(coach.token),
    otherCoachId: otherCoach.coachId,
    otherCoach: bearer(otherCoach.token),
    /** how many events the store holds */
    async eventCount(): Promise<number> {
      const { rows } = await db.query<{ count: string }>(`SELECT count(*)::text AS count FROM es.events`);
      return Number(rows[0]!.count);
    },
    async close() {
      await app.close();
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}

export type SecurityTestSite = Awaited<ReturnType<typeof startSecurityTestSite>>;

/** A documented path with each `{param}` replaced by `value(param)` (encoded as given). */
export function fillPath(path: string, value: (param: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => value(name));
}

/**
 * Documented routes that answer with an event stream held open by design: a request they accept never
 * ends, so the suites that call every route leave them out. They are tested where they are
 * (launch/live.int.test.ts: anybody may open one; a malformed `since` is 400 { message }).
 */
export const EVENT_STREAMS: ReadonlySet<string> = new Set(['/api/live']);

/**
 * The routes a scorekeeper may call besides the admins (docs/accounts.md): a game's results and its
 * sheet, and the reads of the results page and of the games to score.
 */
export const SCOREKEEPER_ROUTES: ReadonlySet<string> = new Set([
  'PATCH /api/admin/gameStats/{gameId}',
  'PATCH /api/admin/playoffGameStats/{gameId}',
  'PATCH /api/admin/championshipGameStats/{gameId}',
  'GET /api/admin/allGamesAndEvents',
  'GET /api/league/schedule/admin/{leagueId}',
  'GET /api/admin/{gameId}/rostersAndPoints',
  'GET /api/admin/game/{gameId}/history',
  'GET /api/admin/game/{gameId}/sheet',
  'PUT /api/admin/game/{gameId}/sheet/lineup/{side}',
  'POST /api/admin/game/{gameId}/sheet/goals',
  'POST /api/admin/game/{gameId}/sheet/penalties',
  'POST /api/admin/game/{gameId}/sheet/shots',
  'POST /api/admin/game/{gameId}/sheet/shootout',
  'DELETE /api/admin/game/{gameId}/sheet/{kind}/{entryId}',
  'POST /api/admin/game/{gameId}/sheet/final',
]);

/** The routes of one's own account: any signed-in account may call them. */
export const SIGNED_IN_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/account',
  'PATCH /api/account',
  'POST /api/account/password',
  'POST /api/account/confirmationEmail',
  'DELETE /api/account/sessions/{sessionId}',
]);

export type RouteAccess = 'public' | 'admin' | 'scorekeeper' | 'coach' | 'signedIn';

/**
 * Who may call a documented route: a bearer token is documented; a coach's routes name `coachId`; the
 * scorekeepers' and one's own account's are listed above; every other secured route is the admins'.
 */
export function accessOf(route: DocumentedRoute): RouteAccess {
  if (!route.secured) return 'public';
  const key = `${route.method} ${route.path}`;
  if (SIGNED_IN_ROUTES.has(key)) return 'signedIn';
  if (SCOREKEEPER_ROUTES.has(key)) return 'scorekeeper';
  return route.pathParams.includes('coachId') ? 'coach' : 'admin';
}
