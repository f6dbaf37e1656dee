import { createPostgresEventStore } from '@league/infra/eventstore';
import { createTokenService, type TokenService } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { accountSessions, ensureAdmin } from '@league/command-api';
import { sqlPersonalData } from '@league/infra/personal-data';
import { composeInProcessApis } from '../api-deps';

export const SECURITY_SECRET = 'a-security-test-secret-long-enough-for-hs256';
export const ADMIN = { email: 'admin@league.test', password: 'Admin-Password-1' };
export const COACH_PASSWORD = 'Coach-Password-1';

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
 * sets, tokens checked against the accounts, an admin and two signed-up coaches with their tokens, and
 * a count of everything recorded.
 */
export async function startSecurityTestSite(options: { tokens?: TokenService } = {}) {
  const db: SqlClient = await createTestPglite();
  const store = createPostgresEventStore(db);
  const sessions = accountSessions(store);
  const tokens = options.tokens ?? createTokenService(SECURITY_SECRET, { sessions });
  const { app, runner, deps } = await composeInProcessApis({
    store,
    db,
    tokens,
    logger: createLogger('security-test', 'silent'),
  });
  const adminId = await ensureAdmin(store, ADMIN, { personalData: sqlPersonalData(db) });
  const adminSession = (await sessions.current({ role: 'admin', id: adminId })) ?? undefined;
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.ready();

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
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
    admin: bearer(tokens.sign({ role: 'admin', id: adminId, session: adminSession }).token),
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

/** Who may call a documented route: a bearer token is documented; a coach's routes name `coachId`. */
export function accessOf(route: DocumentedRoute): 'public' | 'admin' | 'coach' {
  if (!route.secured) return 'public';
  return route.pathParams.includes('coachId') ? 'coach' : 'admin';
}
