import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsTestSetup, unknown, type ReadsTest } from './test-support';

/**
 * The league's spreadsheet downloads through HTTP (docs/api.md "CSV downloads"): the bytes (byte order
 * mark, header row, quoting, the formula guard), the headers, the answer cache and the 404s, over the
 * read models the real projections built.
 */

const BOM = '\uFEFF';
let t: ReadsTest;
let open: { league: string; eclairs: string; formula: string; sharks: string };
beforeAll(async () => {
  t = await readsTestSetup();
  const { f, s } = t;
  const league = await f.league({ leagueName: 'Mens Open', session: 'Fall', year: 2026 });
  const eclairs = await f.team(league, 'Éclairs');
  const formula = await f.team(league, '=cmd|calc');
  const sharks = await f.team(league, 'Sharks, "Big"');
  const zoe = await f.roster(eclairs, await f.player('Zoë', 'Quill', 'R'), 9);
  const plus = await f.roster(formula, await f.player('@Bob', 'Plus'), 11);
  const game = await f.game({
    leagueId: league,
    date: '2026-09-05',
    time: '19:30',
    venueId: s.rink,
    homeTeamId: formula,
    visitorTeamId: eclairs,
  });
  // the game's sheet: Zoë's goal on the power play and a penalty of four minutes to Bob
  await f.sheet({
    type: 'GameSheetLineupSet',
    data: { gameId: game, side: 'home', rosterPlayerIds: [plus], goalieRosterPlayerId: null },
  });
  await f.sheet({
    type: 'GameSheetLineupSet',
    data: { gameId: game, side: 'visitor', rosterPlayerIds: [zoe], goalieRosterPlayerId: null },
  });
  await f.sheet({
    type: 'GameSheetGoalRecorded',
    data: {
      gameId: game,
      entryId: randomUUID(),
      side: 'visitor',
      period: 2,
      time: '03:10',
      scorer: zoe,
      assists: [],
      strength: 'PP',
    },
  });
  await f.sheet({
    type: 'GameSheetPenaltyRecorded',
    data: {
      gameId: game,
      entryId: randomUUID(),
      side: 'home',
      period: 2,
      time: '02:00',
      rosterPlayerId: plus,
      infraction: 'High-sticking',
      minutes: 4,
      severity: null,
    },
  });
  await f.result(game, {
    home: [1, 1, 1, 0],
    visitor: [0, 1, 0, 0],
    homeStats: [[plus, 2, 1]],
    visitorStats: [[zoe, 1, 0]],
  });
  await f.game({
    leagueId: league,
    date: '2026-09-12',
    time: '9:00',
    venueId: s.rink,
    homeTeamId: sharks,
    visitorTeamId: eclairs,
  });
  await f.event({
    eventName: '-Skills "night"',
    date: '2026-09-10',
    time: '18:00',
    venueId: s.rink,
    leagueId: league,
  });
  open = { league, eclairs, formula, sharks };
});
afterAll(async () => t.close());

/** The download's text without its byte order mark, as lines (the last CRLF ends the last line). */
function linesOf(body: string): string[] {
  expect(body.startsWith(BOM)).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(BOM.length, -2).split('\r\n');
}

describe('GET /api/league/leagues/{leagueId}/standings.csv', () => {
  it('is one row per team in the standings’ order, with the columns of the standings page', async () => {
    const answer = await t.get(`/api/league/leagues/${open.league}/standings.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Mens Open Fall 2026 standings.csv"; filename*=UTF-8''Mens%20Open%20Fall%202026%20standings.csv`,
    );
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(linesOf(answer.body)).toEqual([
      'Rank,Team,Division,PTS,GP,W,L,T,OTL,SOL,Win %,L10,STRK,GF,GA,DIFF,RW',
      "1,'=cmd|calc,,2,1,1,0,0,0,0,1.000,1-0-0,W1,3,1,2,1",
      '2,"Sharks, ""Big""",,0,0,0,0,0,0,0,0.000,0-0-0,,0,0,0,0',
      '3,Éclairs,,0,1,0,1,0,0,0,0.000,0-1-0,L1,1,3,-2,0',
    ]);
  });

  it('answers the same rows as the JSON standings, also as of a day', async () => {
    const json = await t.get(`/api/league/leagues/${open.league}/standings?asOf=2026-09-01`);
    const csv = await t.get(`/api/league/leagues/${open.league}/standings.csv?asOf=2026-09-01`);
    const teams = (json.json() as { listOfTeams: Array<{ teamName: string; gamesPlayed: number }> })
      .listOfTeams;
    expect(teams.every((team) => team.gamesPlayed === 0)).toBe(true);
    expect(linesOf(csv.body)).toHaveLength(teams.length + 1);
    expect(csv.headers['content-disposition']).toContain(
      'filename="Mens Open Fall 2026 standings as of 2026-09-01.csv"',
    );
    expect((await t.get(`/api/league/leagues/${open.league}/standings.csv?asOf=2026-02-30`)).statusCode).toBe(
      400,
    );
  });

  it('is kept by the answer cache with its file name, and revalidated by its ETag', async () => {
    const url = `/api/league/leagues/${open.league}/standings.csv`;
    const first = await t.get(url);
    expect(first.statusCode).toBe(200);
    t.queries.reset();
    const again = await t.get(url);
    // answered from memory: no statement reached the database
    expect(t.queries.statements).toBe(0);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(again.headers.etag).toBeTruthy();
    const revalidated = await t.get(url, { 'if-none-match': String(again.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('is a 404 { message } for an unknown league, as the JSON standings', async () => {
    const answer = await t.get(`/api/league/leagues/${unknown}/standings.csv`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'No League Found!' });
  });
});

describe('GET /api/league/{leagueId}/scoringLeaders.csv', () => {
  it('is one row per player as the scoring leaders page shows them', async () => {
    const answer = await t.get(`/api/league/${open.league}/scoringLeaders.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain(
      'filename="Mens Open Fall 2026 scoring leaders.csv"',
    );
    expect(linesOf(answer.body)).toEqual([
      'Rank,Name,G,A,TOT,PIM,PPG,SHG,No.,Team,Division',
      "1,'@Bob Plus,2,1,3,4,0,0,11,'=cmd|calc,",
      '2,Zoë Quill,1,0,1,0,1,0,9,Éclairs,',
    ]);
  });

  it('is a 404 { message } for an unknown league', async () => {
    const answer = await t.get(`/api/league/${unknown}/scoringLeaders.csv`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'No League Found!' });
  });
});

describe('GET /api/league/schedule/{leagueId}.csv', () => {
  it('is one row per game or event of the league, chronologically', async () => {
    const answer = await t.get(`/api/league/schedule/${open.league}.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('filename="Mens Open Fall 2026 schedule.csv"');
    expect(linesOf(answer.body)).toEqual([
      'Date,Day,Time,Venue,Visitor,Home,Score,Status,Winner,Game,Event',
      "2026-09-05,Saturday,7:30 pm,Main Rink,Éclairs,'=cmd|calc,1 - 3,FINAL,'=cmd|calc,,",
      `2026-09-10,Thursday,6:00 pm,Main Rink,,,,,,EVENT,"'-Skills ""night"""`,
      '2026-09-12,Saturday,9:00 am,Main Rink,Éclairs,"Sharks, ""Big""",,TBP,,,',
    ]);
  });

  it('is a 404 { message } for an unknown league, and a 400 for an id that is no UUID', async () => {
    const answer = await t.get(`/api/league/schedule/${unknown}.csv`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'No League Found!' });
    expect((await t.get('/api/league/schedule/not-an-id.csv')).statusCode).toBe(400);
  });
});

describe('GET /api/league/team/{teamId}/roster.csv', () => {
  it('is one row per rostered player: number, name and figures, nothing personal', async () => {
    const answer = await t.get(`/api/league/team/${open.eclairs}/roster.csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Eclairs Mens Open Fall 2026 roster.csv"; filename*=UTF-8''%C3%89clairs%20Mens%20Open%20Fall%202026%20roster.csv`,
    );
    expect(linesOf(answer.body)).toEqual(['No.,Player,GP,G,A,PTS,PIM', '9,Zoë R. Quill,1,1,0,1,0']);
  });

  it('counts the penalty minutes of the game sheets', async () => {
    const answer = await t.get(`/api/league/team/${open.formula}/roster.csv`);
    expect(linesOf(answer.body)).toEqual(['No.,Player,GP,G,A,PTS,PIM', "11,'@Bob Plus,1,2,1,3,4"]);
  });

  it('is the header alone for a team without players', async () => {
    const answer = await t.get(`/api/league/team/${open.sharks}/roster.csv`);
    expect(linesOf(answer.body)).toEqual(['No.,Player,GP,G,A,PTS,PIM']);
  });

  it('is a 404 { message } for an unknown team', async () => {
    const answer = await t.get(`/api/league/team/${unknown}/roster.csv`);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'No Team Found!' });
  });
});
