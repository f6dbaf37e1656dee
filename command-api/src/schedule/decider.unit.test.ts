import { describe, expect, it } from 'vitest';
import {
  FEED_ONLY_IN_PLAYOFFS_MESSAGE,
  PLAYOFF_AND_CHAMPIONSHIP_MESSAGE,
  SAME_FEEDER_MESSAGE,
  SAME_TEAMS_MESSAGE,
  SCHEDULE_CONFLICT_MESSAGE,
  TBD_ONLY_IN_PLAYOFFS_MESSAGE,
  TEAM_CLASH_MESSAGE,
  LeagueError,
  type CalendarEventEvent,
  type CalendarEventFields,
  type GameEvent,
  type GameFields,
  type GameResult,
  type ScheduleItem,
} from '@league/contracts';
import { fold } from '../handling';
import { givenWhenThen } from '../handling/test-support';
import {
  calendarEventDecider,
  COMPLETED_GAME_KIND_MESSAGE,
  COMPLETED_GAME_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  gameDecider,
  GAME_EXISTS_MESSAGE,
  GAME_NOT_FOUND_MESSAGE,
  TEAM_NOT_IN_LEAGUE_MESSAGE,
  FEEDER_CYCLE_MESSAGE,
  FEEDER_KIND_MESSAGE,
  FEEDER_NOT_FOUND_MESSAGE,
  FEEDER_SELF_MESSAGE,
  FEEDER_TAKEN_MESSAGE,
  type FeederFacts,
  type ScheduleFacts,
} from './decider';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [gameId, leagueId, venueId, home, visitor, otherLeague, eventId] = [1, 2, 3, 4, 5, 6, 7].map(id) as [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];
const game: GameFields = {
  gameId,
  leagueId,
  date: '2026-10-01',
  time: '19:30',
  venueId,
  homeTeamId: home,
  visitorTeamId: visitor,
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: false,
  championship: false,
  homeFromGameId: null,
  visitorFromGameId: null,
};
const clash = { _id: id(9), kind: 'event' } as ScheduleItem;
/** the facts of a game as the route would gather them: league, venue and both teams fine, no clash */
const factsFor = (g: GameFields, changes: Partial<ScheduleFacts> = {}): ScheduleFacts => ({
  about: {
    venueId: g.venueId,
    date: g.date,
    time: g.time,
    leagueId: g.leagueId,
    homeTeamId: g.homeTeamId,
    visitorTeamId: g.visitorTeamId,
  },
  leagueExists: true,
  venueExists: true,
  teamLeagues: { [home]: leagueId, [visitor]: leagueId, [otherLeague]: otherLeague },
  clashes: [],
  teamGames: [],
  doubleHeaders: false,
  allowConflict: false,
  ...changes,
});
const scheduled: GameEvent = { type: 'GameScheduled', data: game };
const result: GameResult = {
  gameId,
  kind: 'regular',
  status: 'FINAL',
  homePeriods: [1, 0, 0, 0],
  visitorPeriods: [0, 0, 0, 0],
  homeTotal: 1,
  visitorTotal: 0,
  summary: '',
  homeStats: [],
  visitorStats: [],
};
const spec = givenWhenThen(gameDecider);
const schedule = (g: GameFields, facts = factsFor(g)) =>
  spec([], { type: 'ScheduleGame', data: { game: g, facts } });
const update = (given: GameEvent[], changes: Partial<GameFields>, facts?: Partial<ScheduleFacts>) =>
  spec(given, {
    type: 'UpdateGame',
    data: { gameId, changes, facts: factsFor({ ...game, ...changes }, facts) },
  });

describe('game decider: scheduling', () => {
  it('schedules a game between two teams of its league', () => {
    schedule(game).then([scheduled]);
  });
  it('refuses a clash at the same date, time and venue with the clashing items, unless allowed', () => {
    schedule(game, factsFor(game, { clashes: [clash] })).thenRefused(409, SCHEDULE_CONFLICT_MESSAGE);
    schedule(game, factsFor(game, { clashes: [clash], allowConflict: true })).then([scheduled]);
  });
  it('refuses the same team twice, a TBD team in a regular game and a game of both kinds', () => {
    schedule({ ...game, visitorTeamId: home }).thenRefused(400, SAME_TEAMS_MESSAGE);
    schedule({ ...game, visitorTeamId: null }).thenRefused(400, TBD_ONLY_IN_PLAYOFFS_MESSAGE);
    schedule({ ...game, homeTeamId: null, playoff: true, championship: true }).thenRefused(
      400,
      PLAYOFF_AND_CHAMPIONSHIP_MESSAGE,
    );
  });
  it('takes TBD teams in playoff and championship games', () => {
    const tbd = { ...game, homeTeamId: null, visitorTeamId: null, homeTeamSeed: 1, visitorTeamSeed: 4 };
    schedule({ ...tbd, playoff: true }).then([{ type: 'GameScheduled', data: { ...tbd, playoff: true } }]);
    schedule({ ...tbd, championship: true }).then([
      { type: 'GameScheduled', data: { ...tbd, championship: true } },
    ]);
  });
  it('refuses a team of another league or no team at all', () => {
    schedule({ ...game, visitorTeamId: otherLeague }).thenRefused(400, TEAM_NOT_IN_LEAGUE_MESSAGE('visitor'));
    schedule({ ...game, homeTeamId: id(99) }).thenRefused(400, TEAM_NOT_IN_LEAGUE_MESSAGE('home'));
  });
  it('refuses an unknown league or venue', () => {
    schedule(game, factsFor(game, { leagueExists: false })).thenRefused(404, 'League not found.');
    schedule(game, factsFor(game, { venueExists: false })).thenRefused(404, 'Venue not found.');
  });
  it('refuses facts gathered for another version of the game (a change in between)', () => {
    schedule(game, factsFor({ ...game, time: '20:00' })).thenRefused(409);
  });
  it('refuses a second game under one id', () => {
    spec([scheduled], { type: 'ScheduleGame', data: { game, facts: factsFor(game) } }).thenRefused(
      409,
      GAME_EXISTS_MESSAGE,
    );
  });
});

describe('game decider: updates and removal', () => {
  it('updates the given fields, carrying the whole game; nothing changed records nothing', () => {
    update([scheduled], { time: '20:45', homeTeamSeed: 2 }).then([
      { type: 'GameUpdated', data: { ...game, time: '20:45', homeTeamSeed: 2 } },
    ]);
    update([scheduled], { time: '19:30' }).then([]);
  });
  it('checks the game as it will be: a move onto another item clashes, a TBD needs a playoff', () => {
    update([scheduled], { date: '2026-10-02' }, { clashes: [clash] }).thenRefused(
      409,
      SCHEDULE_CONFLICT_MESSAGE,
    );
    update([scheduled], { homeTeamId: null }).thenRefused(400, TBD_ONLY_IN_PLAYOFFS_MESSAGE);
    update([scheduled], { homeTeamId: null, playoff: true }).then([
      { type: 'GameUpdated', data: { ...game, homeTeamId: null, playoff: true } },
    ]);
  });
  it('lets a game that stays at its slot change other fields even with an allowed clash there', () => {
    update([scheduled], { homeTeamSeed: 3 }, { clashes: [clash] }).then([
      { type: 'GameUpdated', data: { ...game, homeTeamSeed: 3 } },
    ]);
  });
  it('keeps the teams, date, time, league and kind of a game with a result; the venue may change', () => {
    const recorded: GameEvent = { type: 'GameResultRecorded', data: result };
    update([scheduled, recorded], { time: '21:00' }).thenRefused(409, COMPLETED_GAME_MESSAGE);
    update([scheduled, recorded], { date: '2026-10-02' }).thenRefused(409, COMPLETED_GAME_MESSAGE);
    update([scheduled, recorded], { homeTeamId: visitor, visitorTeamId: home }).thenRefused(
      409,
      COMPLETED_GAME_MESSAGE,
    );
    update([scheduled, recorded], { playoff: true }).thenRefused(409, COMPLETED_GAME_KIND_MESSAGE);
    update([scheduled, recorded], { venueId: id(8) }).then([
      { type: 'GameUpdated', data: { ...game, venueId: id(8) } },
    ]);
  });
  it('removes a game once', () => {
    const removed: GameEvent = { type: 'GameRemoved', data: { gameId } };
    spec([scheduled], { type: 'RemoveGame', data: { gameId } }).then([removed]);
    spec([scheduled, removed], { type: 'RemoveGame', data: { gameId } }).thenRefused(
      404,
      GAME_NOT_FOUND_MESSAGE,
    );
    update([scheduled, removed], { time: '20:00' }).thenRefused(404, GAME_NOT_FOUND_MESSAGE);
  });
});

describe('game decider: a team booked twice', () => {
  const hornets = id(21);
  /** another game of the home team that day, at another venue and time */
  const jaysEarlier = {
    _id: id(20),
    kind: 'game',
    isoDate: game.date,
    time: '17:00',
    venueId: id(22),
    homeTeamId: hornets,
    homeTeamName: 'Hornets',
    visitorTeamId: home,
    visitorTeamName: 'Blue Jays',
  } as ScheduleItem;
  const refusalOf = (command: () => unknown) => {
    try {
      command();
    } catch (error) {
      if (error instanceof LeagueError)
        return { status: error.status, message: error.message, ...error.details };
      throw error;
    }
    throw new Error('the command was not refused');
  };
  const scheduling = (g: GameFields, facts: Partial<ScheduleFacts>) => () =>
    gameDecider.decide(
      { type: 'ScheduleGame', data: { game: g, facts: factsFor(g, facts) } },
      gameDecider.initialState(),
    );

  it('refuses a game of a team that already plays that date, listing that game, unless allowed', () => {
    expect(refusalOf(scheduling(game, { teamGames: [jaysEarlier] }))).toEqual({
      status: 409,
      message: TEAM_CLASH_MESSAGE(['Blue Jays'], false),
      conflicts: [jaysEarlier],
    });
    expect(TEAM_CLASH_MESSAGE(['Blue Jays'], false)).toBe(
      'A team already has a game on that date: Blue Jays.',
    );
    schedule(game, factsFor(game, { teamGames: [jaysEarlier], allowConflict: true })).then([scheduled]);
  });
  it('counts only games naming one of its teams on its date; a TBD side books no team', () => {
    const others = { ...jaysEarlier, visitorTeamId: id(23), visitorTeamName: 'Owls' };
    const otherDay = { ...jaysEarlier, isoDate: '2026-10-02' };
    schedule(game, factsFor(game, { teamGames: [others, otherDay] })).then([scheduled]);
    const tbd = { ...game, visitorTeamId: null, playoff: true };
    const tbdElsewhere = { ...jaysEarlier, visitorTeamId: null, visitorTeamName: 'TBD' };
    schedule(tbd, factsFor(tbd, { teamGames: [tbdElsewhere] })).then([{ type: 'GameScheduled', data: tbd }]);
  });
  it('lets a league that allows double-headers book a team twice a day, never twice at one time', () => {
    schedule(game, factsFor(game, { teamGames: [jaysEarlier], doubleHeaders: true })).then([scheduled]);
    const sameTime = { ...jaysEarlier, time: game.time };
    expect(refusalOf(scheduling(game, { teamGames: [sameTime], doubleHeaders: true }))).toEqual({
      status: 409,
      message: 'A team already has a game at that date and time: Blue Jays.',
      conflicts: [sameTime],
    });
  });
  it('names both rules and lists each clashing item once when the slot is taken too', () => {
    const atSlot = { ...jaysEarlier, time: game.time, venueId };
    expect(refusalOf(scheduling(game, { clashes: [atSlot, clash], teamGames: [atSlot] }))).toEqual({
      status: 409,
      message: `${SCHEDULE_CONFLICT_MESSAGE} ${TEAM_CLASH_MESSAGE(['Blue Jays'], false)}`,
      conflicts: [atSlot, clash],
    });
  });
  it('checks an update that moves the game to another date or names another team, not other edits', () => {
    const facts = { teamGames: [jaysEarlier] };
    update([scheduled], { homeTeamSeed: 3 }, facts).then([
      { type: 'GameUpdated', data: { ...game, homeTeamSeed: 3 } },
    ]);
    update([scheduled], { homeTeamId: visitor, visitorTeamId: home }, facts).then([
      { type: 'GameUpdated', data: { ...game, homeTeamId: visitor, visitorTeamId: home } },
    ]);
    update([scheduled], { time: '21:00' }, facts).then([
      { type: 'GameUpdated', data: { ...game, time: '21:00' } },
    ]);
    const moved = { ...jaysEarlier, isoDate: '2026-10-02' };
    update([scheduled], { date: '2026-10-02' }, { teamGames: [moved] }).thenRefused(
      409,
      TEAM_CLASH_MESSAGE(['Blue Jays'], false),
    );
    const hornetsElsewhere = { ...jaysEarlier, visitorTeamId: id(23), visitorTeamName: 'Owls' };
    const hornetsIn = { ...game, visitorTeamId: hornets };
    const withHornets = factsFor(hornetsIn, {
      teamGames: [jaysEarlier, hornetsElsewhere],
      teamLeagues: { [home]: leagueId, [hornets]: leagueId },
    });
    expect(
      refusalOf(() =>
        gameDecider.decide(
          { type: 'UpdateGame', data: { gameId, changes: { visitorTeamId: hornets }, facts: withHornets } },
          fold(gameDecider, [scheduled]),
        ),
      ),
    ).toEqual({
      status: 409,
      message: TEAM_CLASH_MESSAGE(['Hornets'], false),
      conflicts: [jaysEarlier, hornetsElsewhere],
    });
  });
  it('moves a game in a double-header league only onto a free time of its teams', () => {
    const sameTime = { ...jaysEarlier, time: '21:00' };
    update([scheduled], { time: '21:00' }, { teamGames: [sameTime], doubleHeaders: true }).thenRefused(
      409,
      TEAM_CLASH_MESSAGE(['Blue Jays'], true),
    );
  });
});

describe('calendar event decider', () => {
  const event = {
    eventId,
    eventName: 'Skills Clinic',
    date: '2026-10-03',
    time: '10:00',
    venueId,
    leagueId: null,
  };
  const facts = (e: CalendarEventFields, changes: Partial<ScheduleFacts> = {}): ScheduleFacts => ({
    about: { venueId: e.venueId, date: e.date, time: e.time, leagueId: e.leagueId },
    leagueExists: false,
    venueExists: true,
    teamLeagues: {},
    clashes: [],
    teamGames: [],
    doubleHeaders: false,
    allowConflict: false,
    ...changes,
  });
  const eventSpec = givenWhenThen(calendarEventDecider);
  const scheduledEvent: CalendarEventEvent = { type: 'CalendarEventScheduled', data: event };
  it('schedules an event of no league, refuses a clash unless allowed', () => {
    eventSpec([], { type: 'ScheduleEvent', data: { event, facts: facts(event) } }).then([scheduledEvent]);
    eventSpec([], {
      type: 'ScheduleEvent',
      data: { event, facts: facts(event, { clashes: [clash] }) },
    }).thenRefused(409, SCHEDULE_CONFLICT_MESSAGE);
    eventSpec([], {
      type: 'ScheduleEvent',
      data: { event, facts: facts(event, { clashes: [clash], allowConflict: true }) },
    }).then([scheduledEvent]);
  });
  it('refuses an unknown league or venue', () => {
    const ofLeague = { ...event, leagueId };
    eventSpec([], { type: 'ScheduleEvent', data: { event: ofLeague, facts: facts(ofLeague) } }).thenRefused(
      404,
    );
    eventSpec([], {
      type: 'ScheduleEvent',
      data: { event, facts: facts(event, { venueExists: false }) },
    }).thenRefused(404);
  });
  it('updates, then removes an event', () => {
    const renamed = { ...event, eventName: 'Clinic' };
    eventSpec([scheduledEvent], {
      type: 'UpdateEvent',
      data: { eventId, changes: { eventName: 'Clinic' }, facts: facts(renamed) },
    }).then([{ type: 'CalendarEventUpdated', data: renamed }]);
    eventSpec([scheduledEvent], { type: 'RemoveEvent', data: { eventId } }).then([
      { type: 'CalendarEventRemoved', data: { eventId } },
    ]);
    eventSpec([], { type: 'RemoveEvent', data: { eventId } }).thenRefused(404, EVENT_NOT_FOUND_MESSAGE);
  });
});

describe('game decider: bracket feeds', () => {
  const [semi1, semi2] = [id(21), id(22)];
  const feeder = (more: Partial<FeederFacts> = {}): FeederFacts => ({
    leagueId,
    playoff: true,
    championship: false,
    removed: false,
    feeds: [],
    upstream: [semi1],
    ...more,
  });
  const final = { ...game, homeTeamId: null, championship: true, homeFromGameId: semi1 };
  const withFeeder = (g: GameFields, facts: FeederFacts | null, more: Partial<ScheduleFacts> = {}) =>
    schedule(g, factsFor(g, { feeders: { [semi1]: facts }, ...more }));

  it('schedules a knockout game whose TBD side is fed by a playoff game of its league', () => {
    withFeeder(final, feeder()).then([{ type: 'GameScheduled', data: final }]);
  });

  it('refuses a feed in a regular game, the same feeder on both sides, or the game feeding itself (400)', () => {
    withFeeder({ ...game, homeFromGameId: semi1 }, feeder()).thenRefused(400, FEED_ONLY_IN_PLAYOFFS_MESSAGE);
    withFeeder({ ...final, visitorFromGameId: semi1 }, feeder()).thenRefused(400, SAME_FEEDER_MESSAGE);
    withFeeder({ ...final, homeFromGameId: gameId }, feeder()).thenRefused(400, FEEDER_SELF_MESSAGE);
  });

  it('refuses a feeder that does not exist, is removed, is not a playoff game or is of another league (400)', () => {
    withFeeder(final, null).thenRefused(400, FEEDER_NOT_FOUND_MESSAGE('home'));
    withFeeder(final, feeder({ removed: true })).thenRefused(400, FEEDER_NOT_FOUND_MESSAGE('home'));
    withFeeder(final, feeder({ playoff: false, championship: true })).thenRefused(
      400,
      FEEDER_KIND_MESSAGE('home'),
    );
    withFeeder(final, feeder({ playoff: false })).thenRefused(400, FEEDER_KIND_MESSAGE('home'));
    withFeeder(final, feeder({ leagueId: otherLeague })).thenRefused(400, FEEDER_KIND_MESSAGE('home'));
  });

  it('refuses a feeder already feeding another game, and a cycle (409)', () => {
    withFeeder(final, feeder({ feeds: [{ gameId: semi2, side: 'visitor' }] })).thenRefused(
      409,
      FEEDER_TAKEN_MESSAGE('home'),
    );
    withFeeder(final, feeder({ upstream: [semi1, semi2, gameId] })).thenRefused(
      409,
      FEEDER_CYCLE_MESSAGE('home'),
    );
  });

  it('checks only a feed that changes: an update of another field keeps a feed set before', () => {
    const scheduled: GameEvent = { type: 'GameScheduled', data: final };
    spec([scheduled], {
      type: 'UpdateGame',
      data: { gameId, changes: { time: '20:00' }, facts: factsFor({ ...final, time: '20:00' }) },
    }).then([{ type: 'GameUpdated', data: { ...final, time: '20:00' } }]);
  });
});
