import { describe, it } from 'vitest';
import type { CalendarEventFields, GameFields, GameResult, VenueEvent } from '@league/contracts';
import { projectionSpec, recordedAtOf, uuid, type GivenEvent } from '../testing/projection-spec';
import { scheduleProjection } from './projection';

/**
 * Every well-formed log here is also folded (scheduleFold) and must give the same rows. The queries name
 * their columns, so columns added for new game events leave these specs as they are; a new event type is
 * one more `it` with its own builder below.
 */
const spec = projectionSpec(scheduleProjection);
const [league, rink, arena, aces, bears] = [uuid(1), uuid(2), uuid(3), uuid(4), uuid(5)];
const [opener, clinic] = [uuid(6), uuid(7)];
const cats = uuid(10);

const game = (more: Partial<GameFields> = {}): GameFields => ({
  gameId: opener,
  leagueId: league,
  date: '2026-10-01',
  time: '19:30',
  venueId: rink,
  homeTeamId: aces,
  visitorTeamId: bears,
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: false,
  championship: false,
  ...more,
});
const scheduled = (more: Partial<GameFields> = {}): GivenEvent => ({
  type: 'GameScheduled',
  data: game(more),
});
const updated = (more: Partial<GameFields> = {}): GivenEvent => ({ type: 'GameUpdated', data: game(more) });
const result = (
  type: 'GameResultRecorded' | 'GameResultCorrected',
  status: string,
  home: number,
  visitor: number,
) => ({
  type,
  data: {
    gameId: opener,
    kind: 'regular',
    status,
    homePeriods: [home, 0, 0, 0],
    visitorPeriods: [visitor, 0, 0, 0],
    homeTotal: home,
    visitorTotal: visitor,
    summary: '',
    homeStats: [],
    visitorStats: [],
  } satisfies GameResult,
});
const event = (more: Partial<CalendarEventFields> = {}): CalendarEventFields => ({
  eventId: clinic,
  eventName: 'Skills clinic',
  date: '2026-10-02',
  time: '9:05',
  venueId: arena,
  leagueId: null,
  ...more,
});
const venue = (type: 'VenueCreated' | 'VenueUpdated', venueId: string, venueName: string): VenueEvent => ({
  type,
  data: { venueId, venueName, venueAddress: `${venueName} Rd` },
});

const GAME = `SELECT kind, league_id, iso_date, time, minutes, venue_id, event_name, home_team_id, visitor_team_id,
  home_seed, visitor_seed, playoff, championship, status, home_total, visitor_total, removed, removed_at,
  sequence, changed_at, version FROM schedule_items WHERE item_id = $1`;
const REVISIONS = 'SELECT sequence, changed_at, version FROM schedule_items WHERE item_id = $1';
const scheduledRow = {
  kind: 'game',
  league_id: league,
  iso_date: '2026-10-01',
  time: '19:30',
  minutes: 1170,
  venue_id: rink,
  event_name: null,
  home_team_id: aces,
  visitor_team_id: bears,
  home_seed: 0,
  visitor_seed: 0,
  playoff: false,
  championship: false,
  status: null,
  home_total: null,
  visitor_total: null,
  removed: false,
  removed_at: null,
  sequence: 0,
  changed_at: recordedAtOf(1),
  version: 0,
};

describe('schedule projection: games', () => {
  it('keeps a scheduled game with its minutes of the day and when it changed', async () => {
    await spec.given(scheduled()).then(GAME, [scheduledRow], [opener]);
  });

  it('keeps a playoff game with its seeds and teams to be decided', async () => {
    await spec
      .given(
        scheduled({
          playoff: true,
          homeTeamId: null,
          visitorTeamId: null,
          homeTeamSeed: 1,
          visitorTeamSeed: 4,
        }),
      )
      .then('SELECT home_team_id, visitor_team_id, home_seed, visitor_seed, playoff FROM schedule_items', [
        { home_team_id: null, visitor_team_id: null, home_seed: 1, visitor_seed: 4, playoff: true },
      ]);
  });

  it('counts a revision when an update moves the game or changes its teams', async () => {
    await spec
      .given(scheduled())
      .when(
        updated({
          date: '2026-10-03',
          time: '8:00',
          venueId: arena,
          visitorTeamId: null,
          championship: true,
        }),
      )
      .then(
        GAME,
        [
          {
            ...scheduledRow,
            iso_date: '2026-10-03',
            time: '8:00',
            minutes: 480,
            venue_id: arena,
            visitor_team_id: null,
            championship: true,
            sequence: 1,
            changed_at: recordedAtOf(2),
            version: 1,
          },
        ],
        [opener],
      );
  });

  it('counts no revision for a game saved again unchanged, but takes its version', async () => {
    await spec
      .given(scheduled())
      .when(updated())
      .then(REVISIONS, [{ sequence: 0, changed_at: recordedAtOf(1), version: 1 }], [opener]);
  });

  it('shows the current result: a correction replaces it; a result is a change but not a revision', async () => {
    const played = spec.given(scheduled()).when(result('GameResultRecorded', 'FINAL', 3, 2));
    await played.then(
      'SELECT status, home_total, visitor_total, sequence, changed_at, version FROM schedule_items',
      [
        {
          status: 'FINAL',
          home_total: 3,
          visitor_total: 2,
          sequence: 0,
          changed_at: recordedAtOf(2),
          version: 1,
        },
      ],
    );
    await played
      .when(result('GameResultCorrected', 'Overtime', 3, 4))
      .then('SELECT status, home_total, visitor_total, sequence, changed_at, version FROM schedule_items', [
        {
          status: 'Overtime',
          home_total: 3,
          visitor_total: 4,
          sequence: 0,
          changed_at: recordedAtOf(3),
          version: 2,
        },
      ]);
  });

  it("takes the version of a game sheet's entry (its forms' If-Match), as no change a calendar sees", async () => {
    await spec
      .given(scheduled())
      .when(
        {
          type: 'GameSheetLineupSet',
          data: { gameId: opener, side: 'home', rosterPlayerIds: [], goalieRosterPlayerId: null },
        },
        { type: 'GameSheetShotsRecorded', data: { gameId: opener, side: 'home', period: 1, shots: 3 } },
      )
      .then(REVISIONS, [{ sequence: 0, changed_at: recordedAtOf(1), version: 2 }], [opener]);
  });

  it('ignores the result of a game it does not know', async () => {
    await spec.given(result('GameResultRecorded', 'FINAL', 1, 0)).then('SELECT * FROM schedule_items', []);
  });

  it('keeps a removed game as a cancelled tombstone with its last details', async () => {
    await spec
      .given(scheduled(), result('GameResultRecorded', 'FINAL', 3, 2))
      .when({ type: 'GameRemoved', data: { gameId: opener } })
      .then(
        GAME,
        [
          {
            ...scheduledRow,
            status: 'FINAL',
            home_total: 3,
            visitor_total: 2,
            removed: true,
            removed_at: recordedAtOf(3),
            sequence: 1,
            changed_at: recordedAtOf(3),
            version: 2,
          },
        ],
        [opener],
      );
  });

  it('ignores events older than the row', async () => {
    await spec
      .given(scheduled(), updated({ time: '20:00' }), result('GameResultRecorded', 'FINAL', 3, 2))
      .when(
        { ...updated({ time: '6:00' }), version: 1 },
        { ...result('GameResultCorrected', 'FINAL', 0, 9), version: 2 },
      )
      .then('SELECT time, home_total, visitor_total, sequence, version FROM schedule_items', [
        { time: '20:00', home_total: 3, visitor_total: 2, sequence: 1, version: 2 },
      ]);
  });
});

describe('schedule projection: calendar events and venues', () => {
  it('keeps a calendar event, moves it on update and cancels it on removal', async () => {
    const ITEM =
      'SELECT kind, league_id, iso_date, time, minutes, venue_id, event_name, removed, sequence, version FROM schedule_items';
    const planned = spec.given({ type: 'CalendarEventScheduled', data: event() });
    await planned.then(ITEM, [
      {
        kind: 'event',
        league_id: null,
        iso_date: '2026-10-02',
        time: '9:05',
        minutes: 545,
        venue_id: arena,
        event_name: 'Skills clinic',
        removed: false,
        sequence: 0,
        version: 0,
      },
    ]);
    const moved = planned.when({
      type: 'CalendarEventUpdated',
      data: event({ eventName: 'Clinic', leagueId: league }),
    });
    await moved.then('SELECT event_name, league_id, sequence, changed_at, version FROM schedule_items', [
      { event_name: 'Clinic', league_id: league, sequence: 1, changed_at: recordedAtOf(2), version: 1 },
    ]);
    await moved
      .when({ type: 'CalendarEventRemoved', data: { eventId: clinic } })
      .then('SELECT event_name, removed, removed_at, sequence, version FROM schedule_items', [
        { event_name: 'Clinic', removed: true, removed_at: recordedAtOf(3), sequence: 2, version: 2 },
      ]);
  });

  it('keeps the name and address of each venue, and a removed venue as a tombstone', async () => {
    const VENUES =
      'SELECT venue_id, venue_name, venue_address, changed_at, removed, version FROM schedule_venues ORDER BY venue_name';
    await spec
      .given(venue('VenueCreated', rink, 'Rink'), venue('VenueCreated', arena, 'Arena'))
      .when(venue('VenueUpdated', rink, 'North Rink'), { type: 'VenueRemoved', data: { venueId: arena } })
      .then(VENUES, [
        {
          venue_id: arena,
          venue_name: 'Arena',
          venue_address: 'Arena Rd',
          changed_at: recordedAtOf(2),
          removed: true,
          version: 1,
        },
        {
          venue_id: rink,
          venue_name: 'North Rink',
          venue_address: 'North Rink Rd',
          changed_at: recordedAtOf(3),
          removed: false,
          version: 1,
        },
      ]);
  });

  it('changes nothing when the log is delivered again, removals included', async () => {
    const base = spec
      .given(
        scheduled(),
        { type: 'CalendarEventScheduled', data: event() },
        venue('VenueCreated', rink, 'Rink'),
      )
      .when(
        updated({ time: '20:00' }),
        result('GameResultRecorded', 'FINAL', 3, 2),
        { type: 'CalendarEventRemoved', data: { eventId: clinic } },
        { type: 'VenueRemoved', data: { venueId: rink } },
      )
      .whenAppliedAgain();
    await base.then(
      'SELECT kind, time, status, removed, sequence, version FROM schedule_items ORDER BY kind',
      [
        { kind: 'event', time: '9:05', status: null, removed: true, sequence: 1, version: 1 },
        { kind: 'game', time: '20:00', status: 'FINAL', removed: false, sequence: 1, version: 2 },
      ],
    );
    await base.then('SELECT venue_name, removed, version FROM schedule_venues', [
      { venue_name: 'Rink', removed: true, version: 1 },
    ]);
  });
});

describe('schedule projection: playoff brackets', () => {
  const [semi, other] = [uuid(8), uuid(9)];
  const bracketGame = (more: Partial<GameFields> = {}) =>
    scheduled({
      playoff: true,
      homeTeamId: null,
      visitorTeamId: null,
      homeFromGameId: semi,
      visitorFromGameId: null,
      ...more,
    });
  const filled = (side: 'home' | 'visitor', teamId: string | null, seed?: number): GivenEvent => ({
    type: 'GameSlotFilled',
    data: {
      gameId: opener,
      side,
      teamId,
      seed,
      source: seed === undefined ? 'advance' : 'seed',
      fromGameId: seed === undefined ? semi : null,
    },
  });
  const flagged = (side: 'home' | 'visitor', winnerTeamId: string): GivenEvent => ({
    type: 'BracketConflictFlagged',
    data: { gameId: opener, side, winnerTeamId, playedTeamId: aces, fromGameId: semi },
  });
  const BRACKET = `SELECT home_team_id, visitor_team_id, home_seed, visitor_seed, home_from_game_id, visitor_from_game_id,
    home_conflict_winner, visitor_conflict_winner, sequence, changed_at, version FROM schedule_items WHERE item_id = $1`;
  const tbd = {
    home_team_id: null,
    visitor_team_id: null,
    home_seed: 0,
    visitor_seed: 0,
    home_from_game_id: semi,
    visitor_from_game_id: null,
    home_conflict_winner: null,
    visitor_conflict_winner: null,
    sequence: 0,
    changed_at: recordedAtOf(1),
    version: 0,
  };

  it('keeps the games whose winners feed the sides of a knockout game', async () => {
    await spec.given(bracketGame()).then(BRACKET, [tbd], [opener]);
  });

  it('gives a side its team (and seed) when the slot is filled: a revision; filled the same again: none', async () => {
    const seeded = spec.given(bracketGame()).when(filled('visitor', bears, 4), filled('home', aces));
    await seeded.then(
      BRACKET,
      [
        {
          ...tbd,
          home_team_id: aces,
          visitor_team_id: bears,
          visitor_seed: 4,
          sequence: 2,
          changed_at: recordedAtOf(3),
          version: 2,
        },
      ],
      [opener],
    );
    await seeded
      .when(filled('home', aces))
      .then(REVISIONS, [{ sequence: 2, changed_at: recordedAtOf(3), version: 3 }], [opener]);
  });

  it('puts a side back to be decided, keeping its seed', async () => {
    await spec
      .given(bracketGame(), filled('visitor', bears, 4))
      .when(filled('visitor', null))
      .then('SELECT visitor_team_id, visitor_seed, sequence FROM schedule_items', [
        { visitor_team_id: null, visitor_seed: 4, sequence: 2 },
      ]);
  });

  it('keeps the winner of a flagged conflict until it is resolved, as a change that is not a revision', async () => {
    const flaggedGame = spec.given(bracketGame(), filled('home', aces)).when(flagged('home', cats));
    await flaggedGame.then(
      BRACKET,
      [
        {
          ...tbd,
          home_team_id: aces,
          home_conflict_winner: cats,
          sequence: 1,
          changed_at: recordedAtOf(2),
          version: 2,
        },
      ],
      [opener],
    );
    await flaggedGame
      .when({ type: 'BracketConflictResolved', data: { gameId: opener, side: 'home', resolution: 'kept' } })
      .then('SELECT home_team_id, home_conflict_winner, version FROM schedule_items', [
        { home_team_id: aces, home_conflict_winner: null, version: 3 },
      ]);
  });

  it("forgets a side's conflict when an update gives that side another feeding game", async () => {
    await spec
      .given(bracketGame(), filled('home', aces), flagged('home', cats))
      .when(
        updated({
          playoff: true,
          homeTeamId: aces,
          visitorTeamId: null,
          homeFromGameId: other,
          visitorFromGameId: semi,
        }),
      )
      .then('SELECT home_from_game_id, visitor_from_game_id, home_conflict_winner FROM schedule_items', [
        { home_from_game_id: other, visitor_from_game_id: semi, home_conflict_winner: null },
      ]);
  });
});
