import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountAnswer, StaffAnswer } from '@league/contracts';
import { sqlPersonalData } from '@league/infra/personal-data';
import { startSecurityTestSite, type SecurityTestSite } from './test-site';

/**
 * The accounts of the whole site (docs/accounts.md): the staff list and one's own account read over
 * the real projections and sessions, and a scorekeeper scoring a game end to end.
 */
let site: SecurityTestSite;
beforeAll(async () => {
  site = await startSecurityTestSite();
});
afterAll(async () => site?.close());

type Headers = Record<string, string>;
const send = async <T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Headers,
  payload?: object,
) => {
  const head = await site.store.headPosition();
  const answer = await site.app.inject({
    method,
    url,
    headers: { ...headers, ...(method === 'GET' && head ? { 'x-min-position': head } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: answer.statusCode, body: answer.json<T>() };
};

describe('the staff list (GET /api/admin/staff)', () => {
  it('lists the owner first, then each member by name, with role, status, invitation and last sign-in', async () => {
    const invited = await send<{ staffId: string }>('POST', '/api/admin/staff', site.admin, {
      email: 'ada@league.test',
      name: 'Ada Invited',
      role: 'scorekeeper',
    });
    expect(invited.status).toBe(201);
    const list = await send<StaffAnswer>('GET', '/api/admin/staff', site.staffAdmin);
    expect(list.status).toBe(200);
    const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(list.body.staff).toEqual([
      {
        staffId: site.adminId,
        name: 'League admin',
        email: 'admin@league.test',
        role: 'owner',
        status: 'active',
        invitedAt: null,
        lastLoginAt: iso,
      },
      {
        staffId: invited.body.staffId,
        name: 'Ada Invited',
        email: 'ada@league.test',
        role: 'scorekeeper',
        status: 'invited',
        invitedAt: iso,
        lastLoginAt: null,
      },
      {
        staffId: site.staffAdminId,
        name: 'Bea Board',
        email: 'board.member@league.test',
        role: 'admin',
        status: 'active',
        invitedAt: iso,
        lastLoginAt: iso,
      },
      {
        staffId: site.scorekeeperId,
        name: 'Sam Scorer',
        email: 'scorer@league.test',
        role: 'scorekeeper',
        status: 'active',
        invitedAt: iso,
        lastLoginAt: iso,
      },
    ]);
  });

  it('shows a disabled member as disabled, and is refused to scorekeepers and coaches (403) and the public (401)', async () => {
    const invited = await send<{ staffId: string }>('POST', '/api/admin/staff', site.admin, {
      email: 'zed@league.test',
      name: 'Zed Gone',
      role: 'admin',
    });
    expect(
      (await send('PATCH', `/api/admin/staff/${invited.body.staffId}`, site.admin, { disabled: true }))
        .status,
    ).toBe(200);
    const list = await send<StaffAnswer>('GET', '/api/admin/staff', site.admin);
    expect(list.body.staff.find((member) => member.staffId === invited.body.staffId)?.status).toBe(
      'disabled',
    );
    expect((await send('GET', '/api/admin/staff', site.scorekeeper)).status).toBe(403);
    expect((await send('GET', '/api/admin/staff', site.coach)).status).toBe(403);
    expect((await send('GET', '/api/admin/staff', {})).status).toBe(401);
  });
});

describe('one’s own account (GET /api/account)', () => {
  it('answers each account its own: role, name, address, confirmation and signed-in browsers (this one marked)', async () => {
    const coach = await send<AccountAnswer>('GET', '/api/account', site.coach);
    expect(coach.status).toBe(200);
    expect(coach.body).toEqual({
      accountId: site.coachId,
      role: 'coach',
      name: '',
      email: 'coach@team.test',
      emailConfirmed: false,
      sessions: [
        {
          sessionId: expect.any(String),
          browser: expect.any(String),
          startedAt: expect.any(String),
          lastSeenAt: expect.any(String),
          current: true,
        },
      ],
    });
    const scorer = await send<AccountAnswer>('GET', '/api/account', site.scorekeeper);
    expect(scorer.body).toMatchObject({
      accountId: site.scorekeeperId,
      role: 'scorekeeper',
      name: 'Sam Scorer',
      email: 'scorer@league.test',
      emailConfirmed: true,
    });
    const owner = await send<AccountAnswer>('GET', '/api/account', site.admin);
    expect(owner.body).toMatchObject({ accountId: site.adminId, role: 'owner', name: 'League admin' });
    expect((await send('GET', '/api/account', {})).status).toBe(401);
  });

  it('shows a new name, a confirmed address and another browser at once', async () => {
    expect((await send('PATCH', '/api/account', site.otherCoach, { name: 'Olga Other' })).status).toBe(200);
    const events = await sqlPersonalData(site.db).open(
      await site.store.readStream(`coach-${site.otherCoachId}`),
    );
    const link = (events.findLast((e) => e.type === 'EmailConfirmationRequested')!.data as { link: string })
      .link;
    const token = new URL(link).searchParams.get('token')!;
    expect((await send('POST', '/api/account/verifyEmail', {}, { token })).status).toBe(200);
    const elsewhere = site.bearer(await site.signIn('coach', site.otherCoachId));
    const account = await send<AccountAnswer>('GET', '/api/account', elsewhere);
    expect(account.body).toMatchObject({ name: 'Olga Other', emailConfirmed: true });
    expect(account.body.sessions.map((s) => s.current)).toEqual([false, true]);
  });
});

describe('a scorekeeper', () => {
  it('scores a game: reads the games to score and the results page, records the result, reads its history', async () => {
    const admin = site.admin;
    const { body: venue } = await send<{ venueId: string }>('POST', '/api/admin/createVenue', admin, {
      venueName: 'Scorers Dome',
      venueAddress: '1 Rink Rd',
    });
    const { body: league } = await send<{ leagueId: string }>('POST', '/api/admin/createLeague', admin, {
      leagueName: 'Scorers League',
      session: 'Fall',
      year: 2026,
    });
    const teams: { teamId: string; rosterPlayerId: string }[] = [];
    for (const teamName of ['Aces', 'Bears']) {
      const { body: team } = await send<{ teamId: string }>('POST', '/api/admin/createTeam', admin, {
        leagueId: league.leagueId,
        teamName,
      });
      const { body: player } = await send<{ playerId: string }>('POST', '/api/admin/createPlayer', admin, {
        firstName: 'Pat',
        lastName: teamName,
      });
      const added = await site.app.inject({
        method: 'POST',
        url: `/api/admin/${team.teamId}/addPlayers`,
        headers: { ...admin, 'if-match': '0' },
        payload: { players: [{ playerId: player.playerId, number: 9 }] },
      });
      expect(added.statusCode).toBe(201);
      teams.push({
        teamId: team.teamId,
        rosterPlayerId: added.json<{ rosterPlayerIds: string[] }>().rosterPlayerIds[0]!,
      });
    }
    const { body: game } = await send<{ gameId: string }>('POST', '/api/admin/createGame', admin, {
      leagueId: league.leagueId,
      homeTeamId: teams[0]!.teamId,
      visitorTeamId: teams[1]!.teamId,
      venueId: venue.venueId,
      date: '2026-10-02',
      time: '19:30',
    });
    const scorer = site.scorekeeper;
    expect((await send('GET', '/api/admin/allGamesAndEvents', scorer)).status).toBe(200);
    expect((await send('GET', `/api/league/schedule/admin/${league.leagueId}`, scorer)).status).toBe(200);
    const page = await send<{ version: number }>('GET', `/api/admin/${game.gameId}/rostersAndPoints`, scorer);
    expect(page.status).toBe(200);

    const recorded = await site.app.inject({
      method: 'PATCH',
      url: `/api/admin/gameStats/${game.gameId}`,
      headers: { ...scorer, 'if-match': String(page.body.version) },
      payload: {
        gameStatus: 'FINAL',
        homePointsPerPeriod: ['1|0|0|0|1'],
        visitorPointsPerPeriod: ['0|0|0|0|0'],
        gameSummary: 'A shutout.',
        homeStats: [`${teams[0]!.rosterPlayerId}|1|0`],
        visitorStats: [],
      },
    });
    expect(recorded.statusCode).toBe(200);
    const result = (await site.store.readStream(`game-${game.gameId}`)).at(-1)!;
    expect(result.type).toBe('GameResultRecorded');
    expect(result.metadata.actor).toEqual({ role: 'scorekeeper', id: site.scorekeeperId });
    expect((await send('GET', `/api/admin/game/${game.gameId}/history`, scorer)).status).toBe(200);

    // nothing else of the league
    expect((await send('GET', `/api/admin/team/${teams[0]!.teamId}`, scorer)).status).toBe(403);
    expect(
      (await send('POST', '/api/admin/createPlayer', scorer, { firstName: 'No', lastName: 'Way' })).status,
    ).toBe(403);
  });
});
