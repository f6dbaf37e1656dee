import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '@league/infra/http';
import {
  EVENT_STREAMS,
  SCOREKEEPER_ROUTES,
  SIGNED_IN_ROUTES,
  accessOf,
  fillPath,
  SECURITY_SECRET,
  startSecurityTestSite,
  type SecurityTestSite,
} from './test-site';

let site: SecurityTestSite;
beforeAll(async () => {
  site = await startSecurityTestSite();
});
afterAll(async () => site?.close());

/** The callers every route is tried with. */
function callers(site: SecurityTestSite): Record<string, Record<string, string>> {
  const sixHoursAgo = new Date(Date.now() - 6 * 60 * 60_000);
  const expired = createTokenService(SECURITY_SECRET, { now: () => sixHoursAgo }).sign({
    role: 'admin',
    id: site.adminId,
    session: site.adminSession!,
  }).token;
  // the coach's token with its payload rewritten to claim the admin role; the signature is the coach's
  const [header, payload, signature] = site.coach.authorization!.slice('Bearer '.length).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: site.adminId })).toString(
    'base64url',
  );
  return {
    none: {},
    expired: site.bearer(expired),
    tampered: site.bearer(`${header}.${forged}.${signature}`),
    coach: site.coach,
    otherCoach: site.otherCoach,
    scorekeeper: site.scorekeeper,
    staffAdmin: site.staffAdmin,
    owner: site.admin,
  };
}

const refusedWithoutToken = { none: 401, expired: 401, tampered: 401 } as const;

/** What each caller must get on a route of each access: a status, or 'allowed' (neither 401 nor 403). */
const EXPECTED = {
  public: {
    none: 'allowed',
    expired: 'allowed',
    tampered: 'allowed',
    coach: 'allowed',
    otherCoach: 'allowed',
    scorekeeper: 'allowed',
    staffAdmin: 'allowed',
    owner: 'allowed',
  },
  admin: {
    ...refusedWithoutToken,
    coach: 403,
    otherCoach: 403,
    scorekeeper: 403,
    staffAdmin: 'allowed',
    owner: 'allowed',
  },
  scorekeeper: {
    ...refusedWithoutToken,
    coach: 403,
    otherCoach: 403,
    scorekeeper: 'allowed',
    staffAdmin: 'allowed',
    owner: 'allowed',
  },
  coach: {
    ...refusedWithoutToken,
    coach: 'allowed',
    otherCoach: 403,
    scorekeeper: 403,
    staffAdmin: 'allowed',
    owner: 'allowed',
  },
  signedIn: {
    ...refusedWithoutToken,
    coach: 'allowed',
    otherCoach: 'allowed',
    scorekeeper: 'allowed',
    staffAdmin: 'allowed',
    owner: 'allowed',
  },
} as const;

describe('every route of the OpenAPI document × every kind of caller', () => {
  it('answers 401, 403 or lets the caller in as the route is documented, and records nothing on a refusal', async () => {
    const who = callers(site);
    const problems: string[] = [];
    expect(site.routes.length).toBeGreaterThan(90);
    for (const route of site.routes) {
      if (EVENT_STREAMS.has(route.path)) continue;
      const access = accessOf(route);
      const url = fillPath(route.path, (name) =>
        name === 'coachId'
          ? site.coachId
          : name === 'year'
            ? '2026'
            : name === 'photoName'
              ? '00000000-0000-4000-8000-000000000001.jpg'
              : /id$/i.test(name)
                ? '00000000-0000-4000-8000-000000000001'
                : 'Some%20Name',
      );
      for (const [caller, headers] of Object.entries(who)) {
        const before = await site.eventCount();
        const answer = await site.app.inject({
          method: route.method,
          url,
          headers: { ...headers, ...(route.hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(route.hasBody ? { payload: '{}' } : {}),
        });
        const expected = EXPECTED[access][caller as keyof (typeof EXPECTED)['admin']];
        if (expected === undefined) throw new Error(`no expectation for ${caller} on ${access} routes`);
        const status = answer.statusCode;
        const label = `${route.method} ${route.path} as ${caller} (${access})`;
        if (status >= 500) problems.push(`${label}: ${status} ${answer.body.slice(0, 200)}`);
        else if (expected === 'allowed' ? status === 401 || status === 403 : status !== expected)
          problems.push(`${label}: ${status}, expected ${expected}`);
        if ((status === 401 || status === 403) && (await site.eventCount()) !== before)
          problems.push(`${label}: refused but recorded events`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("knows every route it lists as the scorekeepers' or one's own account's", () => {
    const documented = new Set(site.routes.map((route) => `${route.method} ${route.path}`));
    for (const route of [...SCOREKEEPER_ROUTES, ...SIGNED_IN_ROUTES]) expect(documented).toContain(route);
  });

  it('tries the spreadsheet downloads: the league pages’ public, the registrants and registered teams the admins’', () => {
    const accessByRoute = new Map(
      site.routes.map((route) => [`${route.method} ${route.path}`, accessOf(route)]),
    );
    expect({
      standings: accessByRoute.get('GET /api/league/leagues/{leagueId}/standings.csv'),
      leaders: accessByRoute.get('GET /api/league/{leagueId}/scoringLeaders.csv'),
      schedule: accessByRoute.get('GET /api/league/schedule/{leagueId}.csv'),
      roster: accessByRoute.get('GET /api/league/team/{teamId}/roster.csv'),
      registrants: accessByRoute.get('GET /api/registration/{leagueNameAndDesc}.csv'),
      registeredTeams: accessByRoute.get('GET /api/registration/allRegisteredTeams.csv'),
    }).toEqual({
      standings: 'public',
      leaders: 'public',
      schedule: 'public',
      roster: 'public',
      registrants: 'admin',
      registeredTeams: 'admin',
    });
  });

  it('holds the spreadsheet import to the admins', () => {
    const route = site.routes.find((r) => `${r.method} ${r.path}` === 'POST /api/admin/import/{kind}');
    expect(route && accessOf(route)).toBe('admin');
  });

  it('holds the suspensions proposed from the game sheets and their table to the admins', () => {
    const accessByRoute = new Map(
      site.routes.map((route) => [`${route.method} ${route.path}`, accessOf(route)]),
    );
    expect(
      [
        'GET /api/admin/suspensionRules',
        'PUT /api/admin/suspensionRules',
        'GET /api/admin/suspensionProposals',
        'POST /api/admin/suspensionProposals/{gameId}/{entryId}/confirm',
        'POST /api/admin/suspensionProposals/{gameId}/{entryId}/dismiss',
      ].map((route) => [route, accessByRoute.get(route)]),
    ).toEqual([
      ['GET /api/admin/suspensionRules', 'admin'],
      ['PUT /api/admin/suspensionRules', 'admin'],
      ['GET /api/admin/suspensionProposals', 'admin'],
      ['POST /api/admin/suspensionProposals/{gameId}/{entryId}/confirm', 'admin'],
      ['POST /api/admin/suspensionProposals/{gameId}/{entryId}/dismiss', 'admin'],
    ]);
  });

  it("tries a league's next season as the admins' create", () => {
    const nextSeason = site.routes.find(
      (route) => route.method === 'POST' && route.path === '/api/admin/league/{leagueId}/nextSeason',
    );
    expect(nextSeason && accessOf(nextSeason)).toBe('admin');
  });

  it('refuses a scorekeeper (403) leagues, teams, players, content, mail and staff, and nothing of results', async () => {
    const areas = {
      leagues: /^\/api\/admin\/(?:createLeague|league\/\{leagueId\}\/nextSeason)$/,
      teams: /^\/api\/admin\/(?:createTeam|\{teamId\}\/updateTeam|team\/\{teamId\})$/,
      players: /^\/api\/admin\/(?:createPlayer|players)$/,
      content:
        /^\/api\/admin\/(?:createNews|createVideo|allSuspendedPlayers|suspensionRules|suspensionProposals(?:\/.+)?)$/,
      mail: /^\/api\/admin\/(?:sendEmail|mail\/outbox)$/,
      staff: /^\/api\/admin\/staff/,
      results: /^\/api\/admin\/(?:gameStats|playoffGameStats|championshipGameStats)\//,
    };
    const seen = new Map<string, number[]>();
    for (const route of site.routes) {
      const area = Object.entries(areas).find(([, pattern]) => pattern.test(route.path))?.[0];
      if (!area) continue;
      const url = fillPath(route.path, () => '00000000-0000-4000-8000-000000000001');
      const answer = await site.app.inject({
        method: route.method,
        url,
        headers: {
          ...site.scorekeeper,
          'if-match': '0',
          ...(route.hasBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(route.hasBody ? { payload: '{}' } : {}),
      });
      seen.set(area, [...(seen.get(area) ?? []), answer.statusCode]);
    }
    for (const area of ['leagues', 'teams', 'players', 'content', 'mail', 'staff'])
      expect({ area, statuses: [...new Set(seen.get(area))] }).toEqual({ area, statuses: [403] });
    expect(seen.get('results')).toHaveLength(3);
    expect(seen.get('results')!.some((status) => status === 401 || status === 403)).toBe(false);
  });
});
