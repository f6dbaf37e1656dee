import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameAnswer,
  gameHistoryAnswer,
  gameSheetAnswer,
  scoringLeadersAnswer,
  standingsAnswer,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import type { HttpApp } from '@league/infra/http';
import { bearer, testTokens } from '../test-support';
import { callerOf, startWiredStack, type WiredStack } from '../wired-stack';

/**
 * The game sheet from end to end (docs/api.md, "Game sheet"): a game scored through the sheet's commands,
 * read back by the staff's sheet, the public summary, the standings, the leaders and the game's history;
 * a correction after the final moves them all.
 */

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
const coach = bearer(tokens.sign({ role: 'coach', id: '00000000-0000-4000-8000-00000000000c' }).token);
let store: EventStore;
let queries: HttpApp;

let stack: WiredStack;
const { send, write, read } = callerOf(() => stack, admin);

beforeAll(async () => {
  stack = await startWiredStack(tokens);
  ({ store, queries } = stack);
});
afterAll(() => stack.close());

describe('the game sheet: write → project → read', () => {
  it('scores a game through the sheet, its final moves standings and leaders, a correction moves them again', async () => {
    const { venueId } = await write<{ venueId: string }>('POST', '/api/admin/createVenue', {
      venueName: 'Riverside Dome',
      venueAddress: '1 River Rd',
    });
    const { leagueId } = await write<{ leagueId: string }>('POST', '/api/admin/createLeague', {
      leagueName: 'Men 30+',
      session: 'Fall',
      year: 2026,
    });
    const team = async (teamName: string) =>
      (await write<{ teamId: string }>('POST', '/api/admin/createTeam', { leagueId, teamName })).teamId;
    const hawks = await team('Hawks');
    const owls = await team('Owls');
    const rosterOf = async (teamId: string, people: Array<[string, string, number]>) => {
      const players = [];
      for (const [firstName, lastName, number] of people) {
        const { playerId } = await write<{ playerId: string }>('POST', '/api/admin/createPlayer', {
          firstName,
          lastName,
        });
        players.push({ playerId, number });
      }
      return (
        await write<{ rosterPlayerIds: string[] }>('POST', `/api/admin/${teamId}/addPlayers`, { players }, 0)
      ).rosterPlayerIds;
    };
    const [hana, hugo, hal] = (await rosterOf(hawks, [
      ['Hana', 'Hill', 7],
      ['Hugo', 'Hart', 10],
      ['Hal', 'Hope', 30],
    ])) as [string, string, string];
    const [olga, otto] = (await rosterOf(owls, [
      ['Olga', 'Ortiz', 4],
      ['Otto', 'Oak', 1],
    ])) as [string, string];
    const { gameId } = await write<{ gameId: string }>('POST', '/api/admin/createGame', {
      leagueId,
      venueId,
      homeTeamId: hawks,
      visitorTeamId: owls,
      date: '2026-10-01',
      time: '19:30',
    });
    const sheetUrl = `/api/admin/game/${gameId}/sheet`;

    const before = gameAnswer.parse(await read(`/api/admin/game/${gameId}`));
    expect(before).toMatchObject({ goals: [], penalties: [], shots: [], inProgress: false, gameStats: null });

    await write('PUT', `${sheetUrl}/lineup/home`, {
      rosterPlayerIds: [hana, hugo, hal],
      goalieRosterPlayerId: hal,
    });
    await write('PUT', `${sheetUrl}/lineup/visitor`, {
      rosterPlayerIds: [olga, otto],
      goalieRosterPlayerId: otto,
    });
    // a lineup alone does not start the game
    expect(gameAnswer.parse(await read(`/api/admin/game/${gameId}`)).inProgress).toBe(false);
    const goal = (
      id: string,
      side: string,
      period: number,
      time: string,
      scorer: string,
      assists: string[] = [],
    ) => write('POST', `${sheetUrl}/goals`, { id, side, period, time, scorer, assists });
    const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
    await goal(ids[0]!, 'home', 2, '3:15', hana, [hugo]);
    await goal(ids[1]!, 'visitor', 1, '12:00', olga);
    await goal(ids[2]!, 'home', 3, '19:59', hugo, [hana]);
    await write('POST', `${sheetUrl}/penalties`, {
      id: ids[3],
      side: 'visitor',
      period: 2,
      time: '08:00',
      rosterPlayerId: olga,
      infraction: 'Hooking',
      minutes: 2,
    });
    await write('POST', `${sheetUrl}/shots`, { side: 'home', period: 1, shots: 11 });
    await write('POST', `${sheetUrl}/shots`, { side: 'visitor', period: 1, shots: 7 });

    // the public summary: the sheet in order, named as the summary names players; the game in progress
    const live = gameAnswer.parse(await read(`/api/admin/game/${gameId}`));
    expect(live).toMatchObject({ gameStats: null, winner: null, playerStats: [], inProgress: true });
    expect(live.goals).toEqual([
      {
        period: 1,
        time: '12:00',
        side: 'visitor',
        teamName: 'Owls',
        strength: 'EV',
        scorer: {
          rosterPlayerId: olga,
          playerId: expect.any(String),
          number: 4,
          firstName: 'Olga',
          lastName: 'Ortiz',
        },
        assists: [],
      },
      {
        period: 2,
        time: '03:15',
        side: 'home',
        teamName: 'Hawks',
        strength: 'EV',
        scorer: expect.objectContaining({
          rosterPlayerId: hana,
          number: 7,
          firstName: 'Hana',
          lastName: 'Hill',
        }),
        assists: [
          expect.objectContaining({ rosterPlayerId: hugo, number: 10, firstName: 'Hugo', lastName: 'Hart' }),
        ],
      },
      expect.objectContaining({
        period: 3,
        time: '19:59',
        scorer: expect.objectContaining({ rosterPlayerId: hugo }),
      }),
    ]);
    expect(live.penalties).toEqual([
      {
        period: 2,
        time: '08:00',
        side: 'visitor',
        teamName: 'Owls',
        player: expect.objectContaining({ rosterPlayerId: olga, firstName: 'Olga' }),
        infraction: 'Hooking',
        minutes: 2,
        severity: null,
      },
    ]);
    expect(live.shots).toEqual([
      { side: 'visitor', period: 1, shots: 7 },
      { side: 'home', period: 1, shots: 11 },
    ]);

    // the staff's sheet, with the game stream's version
    const sheet = gameSheetAnswer.parse(await read(sheetUrl, { headers: admin }));
    const version = (await store.readStream(`game-${gameId}`)).length - 1;
    expect(sheet).toMatchObject({
      gameId,
      kind: 'regular',
      periodMinutes: 20,
      final: false,
      version,
      home: {
        teamId: hawks,
        teamName: 'Hawks',
        lineup: {
          goalieRosterPlayerId: hal,
          players: [
            expect.objectContaining({ rosterPlayerId: hana, number: 7, firstName: 'Hana' }),
            expect.objectContaining({ rosterPlayerId: hugo, number: 10 }),
            expect.objectContaining({ rosterPlayerId: hal, number: 30 }),
          ],
        },
      },
      visitor: { teamId: owls, teamName: 'Owls' },
    });
    expect(sheet.goals.map((g) => [g.id, g.period, g.time, g.scorer, g.assists])).toEqual([
      [ids[1], 1, '12:00', olga, []],
      [ids[0], 2, '03:15', hana, [hugo]],
      [ids[2], 3, '19:59', hugo, [hana]],
    ]);
    expect(sheet.penalties).toHaveLength(1);
    expect(sheet.shootout).toEqual([]);
    // the results page's form reads the same version (its If-Match)
    expect((await read(`/api/admin/${gameId}/rostersAndPoints`, { headers: admin })).version).toBe(version);

    // a refused entry records nothing: the stream's version stays
    const refused = await send('POST', `${sheetUrl}/goals`, {
      id: ids[4],
      side: 'home',
      period: 1,
      time: '1:00',
      scorer: olga,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'The scorer is not in the home lineup.',
    ]);
    // an entry sent twice changes nothing
    const again = await send('POST', `${sheetUrl}/goals`, {
      id: ids[0],
      side: 'home',
      period: 2,
      time: '3:15',
      scorer: hana,
      assists: [hugo],
    });
    expect(again.statusCode).toBe(201);
    expect((await store.readStream(`game-${gameId}`)).length - 1).toBe(version);

    // the final: the result from the sheet, standings and leaders follow
    await write('POST', `${sheetUrl}/final`, { status: 'FINAL' });
    const played = gameAnswer.parse(await read(`/api/admin/game/${gameId}`));
    expect(played).toMatchObject({
      inProgress: false,
      winner: 'Hawks',
      gameStats: {
        homeGoalsPeriod1: 0,
        homeGoalsPeriod2: 1,
        homeGoalsPeriod3: 1,
        homeGoalsPeriod4: 0,
        homeGoalsTotal: 2,
        visitorGoalsPeriod1: 1,
        visitorGoalsTotal: 1,
        status: 'FINAL',
      },
    });
    expect(played.goals).toHaveLength(3);
    const table = async () =>
      standingsAnswer
        .parse(await read(`/api/league/leagues/${leagueId}/standings`))
        .listOfTeams.map((t) => [t.teamName, t.wins, t.losses, t.ties, t.goalsFor, t.goalsAgainst]);
    expect(await table()).toEqual([
      ['Hawks', 1, 0, 0, 2, 1],
      ['Owls', 0, 1, 0, 1, 2],
    ]);
    const leaders = async () =>
      scoringLeadersAnswer
        .parse(await read(`/api/league/${leagueId}/scoringLeaders`))
        .scoringLeaders.map((l) => [l.firstName, l.goals, l.assists])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(await leaders()).toEqual([
      ['Hana', 1, 1],
      ['Hugo', 1, 1],
      ['Olga', 1, 0],
    ]);

    // a correction after the final: the third-period goal was the visitors', who win
    await write('DELETE', `${sheetUrl}/goals/${ids[2]}`);
    await goal(crypto.randomUUID(), 'visitor', 3, '19:59', otto, [olga]);
    expect(await table()).toEqual([
      ['Owls', 1, 0, 0, 2, 1],
      ['Hawks', 0, 1, 0, 1, 2],
    ]);
    expect(await leaders()).toEqual([
      ['Hana', 1, 0],
      ['Hugo', 0, 1],
      ['Olga', 1, 1],
      ['Otto', 1, 0],
    ]);
    expect(gameAnswer.parse(await read(`/api/admin/game/${gameId}`))).toMatchObject({
      winner: 'Owls',
      inProgress: false,
      gameStats: { homeGoalsTotal: 1, visitorGoalsTotal: 2, status: 'FINAL' },
    });
    expect(gameSheetAnswer.parse(await read(sheetUrl, { headers: admin })).final).toBe(true);

    // the history: every sheet change a version, with who and when; the corrections follow their entries
    const { versions } = gameHistoryAnswer.parse(
      await read(`/api/admin/game/${gameId}/history`, { headers: admin }),
    );
    expect(versions.map((v) => v.kind)).toEqual([
      'scheduled',
      'sheet lineup set',
      'sheet lineup set',
      'sheet goal added',
      'sheet goal added',
      'sheet goal added',
      'sheet penalty added',
      'sheet shots recorded',
      'sheet shots recorded',
      'sheet final',
      'result recorded',
      'sheet goal removed',
      'result corrected',
      'sheet goal added',
      'result corrected',
    ]);
    // who (the admin's token; its account is not in this log, so named as such) and when, for each
    for (const v of versions) {
      expect(v.recordedBy).toEqual(versions[0]!.recordedBy);
      expect(v.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(versions[1]?.changes).toEqual([
      {
        field: 'lineup',
        label: 'Hawks lineup',
        from: null,
        to: '#7 Hana Hill, #10 Hugo Hart, #30 Hal Hope (goalie)',
      },
    ]);
    expect(versions[11]?.changes).toEqual([
      {
        field: 'goal',
        label: 'Goal',
        from: 'P3 19:59, Hawks: #10 Hugo Hart (assists: #7 Hana Hill)',
        to: null,
      },
    ]);
    expect(versions[12]?.changes).toContainEqual({
      field: 'score',
      label: 'Score',
      from: '1 - 2',
      to: '1 - 1',
    });
  });

  it('refuses the sheet to callers who are not staff, and answers 404 for an unknown game', async () => {
    const unknown = crypto.randomUUID();
    expect(
      (await queries.inject({ method: 'GET', url: `/api/admin/game/${unknown}/sheet` })).statusCode,
    ).toBe(401);
    expect(
      (await queries.inject({ method: 'GET', url: `/api/admin/game/${unknown}/sheet`, headers: coach }))
        .statusCode,
    ).toBe(403);
    const missing = await queries.inject({
      method: 'GET',
      url: `/api/admin/game/${unknown}/sheet`,
      headers: admin,
    });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'No Game Found!' }]);
  });
});
