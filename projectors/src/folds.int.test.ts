import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@league/contracts';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite, testEvent } from '@league/infra/testing';
import { allProjections } from './all-projections';
import { leagueFixture, metroScenario } from './league-fixture';
import type { Projection } from './projection';
import { insertRows } from './runner/bulk';

/**
 * Every projection that rebuilds in memory, held to its live apply(): the same log gives the same rows,
 * column by column, whether applied batch by batch through SQL or folded and written in bulk. The log
 * holds every event type these projections handle, corrections, removals and updates included.
 */

let db: SqlClient;
let store: EventStore;
let events: RecordedEvent[];

async function richLog(): Promise<void> {
  const f = leagueFixture(store);
  const s = await metroScenario(f);
  const append = (stream: string, type: string, data: unknown) =>
    store.append(stream, [testEvent(type, data)], 'any');
  // the staff who record the games below ('admin-1' by default): named, then renamed midway
  await append('admin-admin-1', 'AdminRegistered', {
    adminId: 'admin-1',
    email: 'a@x.test',
    passwordHash: 'h',
  });
  await append('admin-admin-2', 'AdminRegistered', {
    adminId: 'admin-2',
    email: 'b@x.test',
    passwordHash: 'h',
  });
  await append('admin-admin-1', 'StaffRenamed', { adminId: 'admin-1', name: 'Ann Admin' });
  const rink = await f.venue('North Rink');
  const coastal = await f.league({ leagueName: 'Coastal B', session: 'Spring', year: 2025 });
  const hotel = await f.team(coastal, 'Hotel B', 'East');
  const india = await f.team(coastal, 'India B', 'West');
  const zoe = await f.player('Zoe', 'Quinn', 'Q');
  const zoeOnHotel = await f.roster(hotel, zoe, 5);
  const moved = await f.game({
    leagueId: coastal,
    date: '2025-04-01',
    time: '8:15',
    venueId: rink,
    homeTeamId: hotel,
    visitorTeamId: india,
  });
  // a roster player named twice in one result: the later line's figures, the first line's player
  await f.result(moved, {
    home: 2,
    visitor: 2,
    status: 'Tie',
    homeStats: [
      [zoeOnHotel, 1, 0],
      [zoeOnHotel, 2, 1],
    ],
  });
  await f.result(moved, {
    home: [1, 0, 0, 1],
    visitor: [0, 0, 1, 0],
    status: 'Overtime',
    summary: 'Corrected',
  });
  await f.updateGame(moved, { date: '2025-04-02', time: '21:45', venueId: s.rink });
  await f.updateGame(s.g.g7, { leagueId: coastal, homeTeamId: hotel, visitorTeamId: india });
  await f.result(s.g.g7, { home: 4, visitor: 1, homeStats: [[zoeOnHotel, 3, 0]] });
  const playoff = await f.game({
    leagueId: coastal,
    date: '2025-05-01',
    time: '18:00',
    venueId: rink,
    homeTeamId: null,
    visitorTeamId: null,
    playoff: true,
    homeTeamSeed: 1,
    visitorTeamSeed: 4,
  });
  await f.updateGame(playoff, { homeTeamId: hotel, visitorTeamId: india });
  await f.result(playoff, { home: 3, visitor: 0 });
  const final = await f.game({
    leagueId: coastal,
    date: '2025-05-09',
    time: '18:00',
    venueId: rink,
    homeTeamId: hotel,
    visitorTeamId: india,
    championship: true,
  });
  await f.result(final, { home: 1, visitor: 2 });
  await f.updateGame(final, {}); // saved again unchanged: no new revision of the game
  // a bracket: a semifinal feeding a final; seeded, advanced, corrected after the final was played
  const semi = await f.game({
    leagueId: coastal,
    date: '2025-05-12',
    time: '18:00',
    venueId: rink,
    homeTeamId: null,
    visitorTeamId: null,
    playoff: true,
    homeTeamSeed: 1,
    visitorTeamSeed: 2,
  });
  const bracketFinal = '00000000-0000-4000-8000-0000000000f1';
  await append(`game-${bracketFinal}`, 'GameScheduled', {
    gameId: bracketFinal,
    leagueId: coastal,
    date: '2025-05-19',
    time: '18:00',
    venueId: rink,
    homeTeamId: null,
    visitorTeamId: india,
    homeTeamSeed: 0,
    visitorTeamSeed: 3,
    playoff: false,
    championship: true,
    homeFromGameId: semi,
    visitorFromGameId: null,
  });
  for (const [side, teamId, seed] of [
    ['home', hotel, 1],
    ['visitor', india, 2],
  ] as const)
    await append(`game-${semi}`, 'GameSlotFilled', {
      gameId: semi,
      side,
      teamId,
      seed,
      source: 'seed',
      fromGameId: null,
    });
  const final2 = (gameId: string, homeTotal: number, visitorTotal: number, kind: string) => ({
    gameId,
    kind,
    status: 'FINAL',
    homePeriods: null,
    visitorPeriods: null,
    homeTotal,
    visitorTotal,
    summary: '',
    homeStats: [],
    visitorStats: [],
  });
  await append(`game-${semi}`, 'GameResultRecorded', final2(semi, 2, 1, 'playoff'));
  const fill = (teamId: string | null, seed?: number) => ({
    gameId: bracketFinal,
    side: 'home',
    teamId,
    ...(seed === undefined ? {} : { seed }),
    source: 'advance',
    fromGameId: semi,
  });
  await append(`game-${bracketFinal}`, 'GameSlotFilled', fill(india, 2));
  await append(`game-${bracketFinal}`, 'GameSlotFilled', fill(hotel, 1));
  await append(`game-${bracketFinal}`, 'GameResultRecorded', final2(bracketFinal, 3, 1, 'championship'));
  const conflict = { gameId: bracketFinal, side: 'home' };
  await append(`game-${bracketFinal}`, 'BracketConflictFlagged', {
    ...conflict,
    winnerTeamId: india,
    playedTeamId: hotel,
    fromGameId: semi,
  });
  await append(`game-${bracketFinal}`, 'BracketConflictResolved', { ...conflict, resolution: 'kept' });
  await append(`game-${bracketFinal}`, 'BracketConflictFlagged', {
    ...conflict,
    winnerTeamId: hotel,
    playedTeamId: hotel,
    fromGameId: semi,
  });
  // a game sheet: lineups (one set twice), goals, a penalty, shots, a shootout; entries removed; the final
  const yan = await f.roster(india, await f.player('Yan', 'Ode'), 7);
  const sheet = (type: string, data: object) => append(`game-${moved}`, type, { gameId: moved, ...data });
  const entry = (entryId: number) => `00000000-0000-4000-8000-0000000005${String(entryId).padStart(2, '0')}`;
  await sheet('GameSheetLineupSet', {
    side: 'home',
    rosterPlayerIds: [zoeOnHotel],
    goalieRosterPlayerId: null,
  });
  await sheet('GameSheetLineupSet', { side: 'visitor', rosterPlayerIds: [yan], goalieRosterPlayerId: null });
  await sheet('GameSheetLineupSet', { side: 'visitor', rosterPlayerIds: [yan], goalieRosterPlayerId: yan });
  const goal = { side: 'home', period: 1, time: '04:10', scorer: zoeOnHotel, assists: [], strength: 'EV' };
  await sheet('GameSheetGoalRecorded', { entryId: entry(1), ...goal });
  await sheet('GameSheetGoalRecorded', {
    entryId: entry(2),
    ...goal,
    side: 'visitor',
    scorer: yan,
    period: 3,
  });
  await sheet('GameSheetEntryRemoved', { kind: 'goals', entryId: entry(1) });
  await sheet('GameSheetPenaltyRecorded', {
    entryId: entry(3),
    side: 'home',
    period: 2,
    time: '10:00',
    rosterPlayerId: zoeOnHotel,
    infraction: 'Slashing',
    minutes: 5,
    severity: 'match penalty',
  });
  await sheet('GameSheetShotsRecorded', { side: 'home', period: 1, shots: 4 });
  await sheet('GameSheetShotsRecorded', { side: 'home', period: 1, shots: 6 });
  const shot = { side: 'home', round: 1, rosterPlayerId: zoeOnHotel, scored: true };
  await sheet('GameSheetShootoutAttemptRecorded', { entryId: entry(4), ...shot });
  await sheet('GameSheetShootoutAttemptRecorded', { entryId: entry(5), ...shot, round: 2 });
  await sheet('GameSheetEntryRemoved', { kind: 'shootout', entryId: entry(5) });
  await sheet('GameSheetFinalized', { status: 'Shootout' });
  await append('admin-admin-1', 'StaffRenamed', { adminId: 'admin-1', name: 'Ann Bell' });
  await f.removeGame(s.g.g2);
  await f.removeRosterPlayer(s.t.foxtrot, s.r.fay);
  await f.photo(zoe, '/photos/zoe-1.jpg');
  await f.photo(zoe, '/photos/zoe-2.jpg');
  await f.archiveTeam(s.t.golf);
  await append(`player-${s.p.gus}`, 'PlayerUpdated', {
    playerId: s.p.gus,
    firstName: 'Gustav',
    lastName: 'Nil',
    middleInitial: null,
  });
  await append(`team-${s.t.echo}`, 'TeamUpdated', {
    teamId: s.t.echo,
    teamName: 'Echo Two',
    divisionName: 'North',
  });
  await append(`team-${s.t.alpha}`, 'RosterNumberChanged', {
    teamId: s.t.alpha,
    rosterPlayerId: s.r.ann,
    playerId: s.p.ann,
    number: 99,
  });
  const empty = await f.team(coastal, 'Kilo B');
  await append(`team-${empty}`, 'TeamRemoved', { teamId: empty });
  const clinic = await f.event({
    eventName: 'Skills clinic',
    date: '2026-08-01',
    time: '10:00',
    venueId: rink,
    leagueId: s.metro,
  });
  await append(`calendarEvent-${clinic}`, 'CalendarEventUpdated', {
    eventId: clinic,
    eventName: 'Skills clinic (moved)',
    date: '2026-08-02',
    time: '11:30',
    venueId: s.rink,
    leagueId: null,
  });
  const party = await f.event({ eventName: 'Party', date: '2026-12-01', time: '20:00', venueId: rink });
  await append(`calendarEvent-${party}`, 'CalendarEventRemoved', { eventId: party });
  await append(`venue-${rink}`, 'VenueUpdated', {
    venueId: rink,
    venueName: 'North Rink 2',
    venueAddress: '1 North St',
  });
  await append(`venue-${rink}`, 'VenueRemoved', { venueId: rink });
  // a result and a removal for a game never scheduled change nothing
  await append('game-00000000-0000-4000-8000-000000000001', 'GameRemoved', {
    gameId: '00000000-0000-4000-8000-000000000001',
  });
}

/** Each table's rows as jsonb: a json column compares by its document, not by the order of its keys. */
async function dump(schema: string, projection: Projection): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of projection.tables) {
    const { rows } = await db.query<{ row: unknown }>(`SELECT to_jsonb(t) AS row FROM ${schema}.${table} t`);
    out[table] = rows.map(({ row }) => JSON.stringify(row)).sort();
  }
  return out;
}

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  await richLog();
  events = await store.readAll(null, 100_000);
});
afterAll(async () => {
  await store.close();
  await db.close();
});

describe('projections folded in memory for a rebuild', () => {
  const folded = allProjections.filter((p) => p.fold);

  it('cover the heavy league-play read models', () => {
    expect(folded.map((p) => p.name).sort()).toEqual(
      [
        'command_lookups',
        'game_history',
        'game_sheet',
        'players',
        'results',
        'schedule',
        'standings',
        'teams_rosters',
      ].sort(),
    );
  });

  it.each(folded.map((p) => [p.name, p] as const))(
    '%s: the fold writes the rows apply() leaves',
    async (name, projection) => {
      const handled = events.filter((e) => projection.handles.includes(e.type));
      expect(handled.length).toBeGreaterThan(5);
      const live = `folds_live_${name}`;
      const bulk = `folds_bulk_${name}`;
      for (const schema of [live, bulk]) {
        await db.exec(`CREATE SCHEMA ${schema}`);
        await projection.setup(db, schema);
      }
      // live: batches of 7, as the runner would hand them over
      for (let at = 0; at < handled.length; at += 7) {
        await db.transaction((tx) => projection.apply(tx, live, handled.slice(at, at + 7)));
      }
      // fold: two calls, then the rows in bulk
      const fold = projection.fold!();
      const half = Math.floor(handled.length / 2);
      fold.apply(handled.slice(0, half));
      fold.apply(handled.slice(half));
      for (const [table, rows] of Object.entries(fold.rows())) await insertRows(db, `${bulk}.${table}`, rows);

      const expected = await dump(live, projection);
      expect(Object.values(expected).every((rows) => rows.length > 0)).toBe(true);
      expect(await dump(bulk, projection)).toEqual(expected);
    },
  );
});
