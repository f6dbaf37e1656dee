import { describe, it } from 'vitest';
import {
  ASSIST_BY_SCORER_MESSAGE,
  ASSIST_TWICE_MESSAGE,
  ASSISTS_COUNT_MESSAGE,
  FUTURE_RESULT_MESSAGE,
  GOALIE_NOT_IN_LINEUP_MESSAGE,
  LINEUP_TWICE_MESSAGE,
  NEEDS_WINNER_MESSAGE,
  PLAYOFF_NEEDS_WINNER_MESSAGE,
  type GameEvent,
  type GameFields,
  type GameResult,
  type SheetGoal,
  type SheetPenalty,
  type SheetShootoutAttempt,
} from '@league/contracts';
import { ID_TAKEN_MESSAGE } from '../handling';
import { givenWhenThen } from '../handling/test-support';
import type { SideRoster } from '../results/decider';
import { GAME_NOT_FOUND_MESSAGE } from '../schedule/decider';
import {
  ASSIST_NOT_IN_LINEUP_MESSAGE,
  ENTRY_NOT_FOUND_MESSAGE,
  gameSheetDecider,
  KNOCKOUT_STATUS_MESSAGE,
  LINEUP_FIRST_MESSAGE,
  LINEUP_KEEPS_PLAYERS_MESSAGE,
  LINEUP_OF_OTHER_TEAM_MESSAGE,
  LINEUPS_BEFORE_FINAL_MESSAGE,
  NO_OVERTIME_GOAL_MESSAGE,
  NO_SHOOTOUT_MESSAGE,
  NOT_ON_TEAM_ROSTER_MESSAGE,
  OVERTIME_GOAL_MESSAGE,
  PLAYER_NOT_IN_LINEUP_MESSAGE,
  ROUND_TAKEN_MESSAGE,
  SCORER_NOT_IN_LINEUP_MESSAGE,
  SHOOTOUT_ATTEMPTS_MESSAGE,
  SHOOTOUT_STARTED_MESSAGE,
  SHOOTOUT_WINNER_MESSAGE,
  TBD_SHEET_MESSAGE,
  TIED_AFTER_OVERTIME_MESSAGE,
  TIED_AFTER_REGULATION_MESSAGE,
  TIME_PAST_PERIOD_MESSAGE,
  type SheetCommand,
  type SheetFacts,
} from './decider';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const player = (n: number) => `11111111-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [gameId, leagueId, venueId, home, visitor] = [1, 2, 3, 4, 5].map(id) as [
  string,
  string,
  string,
  string,
  string,
];
// home: h1, h2, h3 on the roster, gone (removed from the roster since); visitor: v1, v2
const [h1, h2, h3, gone, v1, v2] = [11, 12, 13, 14, 21, 22].map(id) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const [e1, e2, e3, e4] = [31, 32, 33, 34].map(id) as [string, string, string, string];

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
};
const spot = (rosterPlayerId: string, n: number, onRoster = true) => ({
  rosterPlayerId,
  playerId: player(n),
  number: n,
  onRoster,
});
const homeRoster: SideRoster = {
  teamId: home,
  spots: [spot(h1, 11), spot(h2, 12), spot(h3, 13), spot(gone, 14, false)],
};
const visitorRoster: SideRoster = { teamId: visitor, spots: [spot(v1, 21), spot(v2, 22)] };
const facts: SheetFacts = { homeRoster, visitorRoster, periodMinutes: 20, today: '2026-10-01' };

const scheduled: GameEvent = { type: 'GameScheduled', data: game };
const knockout: GameEvent = { type: 'GameScheduled', data: { ...game, playoff: true } };
const lineupSet = (side: 'home' | 'visitor', ids: string[], goalie: string | null = null): GameEvent => ({
  type: 'GameSheetLineupSet',
  data: { gameId, side, rosterPlayerIds: ids, goalieRosterPlayerId: goalie },
});
const lineups = [lineupSet('home', [h1, h2, h3], h3), lineupSet('visitor', [v1, v2], v2)];
const goalFields = (more: Partial<SheetGoal> = {}): SheetGoal => ({
  side: 'home',
  period: 1,
  time: '05:00',
  scorer: h1,
  assists: [],
  strength: 'EV',
  ...more,
});
const goalRecorded = (entryId: string, more: Partial<SheetGoal> = {}): GameEvent => ({
  type: 'GameSheetGoalRecorded',
  data: { gameId, entryId, ...goalFields(more) },
});
const penaltyFields = (more: Partial<SheetPenalty> = {}): SheetPenalty => ({
  side: 'visitor',
  period: 2,
  time: '11:45',
  rosterPlayerId: v1,
  infraction: 'Tripping',
  minutes: 2,
  severity: null,
  ...more,
});
const attemptFields = (more: Partial<SheetShootoutAttempt> = {}): SheetShootoutAttempt => ({
  side: 'home',
  round: 1,
  rosterPlayerId: h1,
  scored: true,
  ...more,
});
const attemptRecorded = (entryId: string, more: Partial<SheetShootoutAttempt> = {}): GameEvent => ({
  type: 'GameSheetShootoutAttemptRecorded',
  data: { gameId, entryId, ...attemptFields(more) },
});
const finalized = (status = 'FINAL'): GameEvent => ({ type: 'GameSheetFinalized', data: { gameId, status } });

/** A result as the sheet records it (lines resolved to their player and team). */
const result = (more: Partial<GameResult> = {}): GameResult => ({
  gameId,
  kind: 'regular',
  status: 'FINAL',
  homePeriods: [1, 0, 0, 0],
  visitorPeriods: [0, 0, 0, 0],
  homeTotal: 1,
  visitorTotal: 0,
  summary: '',
  homeStats: [{ rosterPlayerId: h1, playerId: player(11), teamId: home, goals: 1, assists: 0 }],
  visitorStats: [],
  ...more,
});
const line = (rosterPlayerId: string, n: number, teamId: string, goals: number, assists: number) => ({
  rosterPlayerId,
  playerId: player(n),
  teamId,
  goals,
  assists,
});

const spec = givenWhenThen(gameSheetDecider);
type Without<C> = C extends { facts: SheetFacts } ? Omit<C, 'facts'> : never;
const when = (given: GameEvent[], command: Without<SheetCommand>, more: Partial<SheetFacts> = {}) =>
  spec(given, { ...command, facts: { ...facts, ...more } } as SheetCommand);
const setLineup = (side: 'home' | 'visitor', ids: string[], goalie: string | null = null) =>
  ({ type: 'SetLineup', data: { side, rosterPlayerIds: ids, goalieRosterPlayerId: goalie } }) as const;
const recordGoal = (entryId: string, more: Partial<SheetGoal> = {}) =>
  ({ type: 'RecordGoal', data: { entryId, ...goalFields(more) } }) as const;
const recordPenalty = (entryId: string, more: Partial<SheetPenalty> = {}) =>
  ({ type: 'RecordPenalty', data: { entryId, ...penaltyFields(more) } }) as const;
const recordAttempt = (entryId: string, more: Partial<SheetShootoutAttempt> = {}) =>
  ({ type: 'RecordShootoutAttempt', data: { entryId, ...attemptFields(more) } }) as const;
const remove = (kind: 'goals' | 'penalties' | 'shootout', entryId: string) =>
  ({ type: 'RemoveEntry', data: { kind, entryId } }) as const;
const finalize = (status = 'FINAL', confirmFuture = false) =>
  ({ type: 'Finalize', data: { status, confirmFuture } }) as const;

describe('game sheet decider: the game', () => {
  it('refuses every entry for an unknown or removed game, and for a game with a TBD team', () => {
    const removed: GameEvent = { type: 'GameRemoved', data: { gameId } };
    when([], setLineup('home', [h1])).thenRefused(404, GAME_NOT_FOUND_MESSAGE);
    when([scheduled, removed], recordGoal(e1)).thenRefused(404, GAME_NOT_FOUND_MESSAGE);
    const tbd: GameEvent = { type: 'GameScheduled', data: { ...game, visitorTeamId: null, playoff: true } };
    when([tbd], setLineup('home', [h1]), { visitorRoster: null }).thenRefused(409, TBD_SHEET_MESSAGE);
    when(
      [tbd],
      { type: 'RecordShots', data: { side: 'home', period: 1, shots: 3 } },
      { visitorRoster: null },
    ).thenRefused(409, TBD_SHEET_MESSAGE);
  });
  it('refuses rosters read for other teams than the game has now (a change in between)', () => {
    when([scheduled], setLineup('home', [h1]), {
      visitorRoster: { ...visitorRoster, teamId: id(77) },
    }).thenRefused(409);
  });
});

describe('game sheet decider: lineups', () => {
  it("sets a side's lineup from its team's roster, a goalie among them or none, and replaces it", () => {
    when([scheduled], setLineup('home', [h1, h2], h2)).then([lineupSet('home', [h1, h2], h2)]);
    when([scheduled], setLineup('visitor', [v1])).then([lineupSet('visitor', [v1])]);
    when([scheduled, ...lineups], setLineup('home', [h1])).then([lineupSet('home', [h1])]);
  });
  it('records nothing for the same lineup again', () => {
    when([scheduled, ...lineups], setLineup('home', [h1, h2, h3], h3)).then([]);
  });
  it("takes a player removed from the roster since, as the results do (the team's every spot)", () => {
    when([scheduled], setLineup('home', [gone])).then([lineupSet('home', [gone])]);
  });
  it("refuses a player not on the side's roster, a player twice, and a goalie not in the lineup", () => {
    when([scheduled], setLineup('home', [h1, v1])).thenRefused(400, NOT_ON_TEAM_ROSTER_MESSAGE('home'));
    when([scheduled], setLineup('visitor', [h1])).thenRefused(400, NOT_ON_TEAM_ROSTER_MESSAGE('visitor'));
    when([scheduled], setLineup('home', [h1, h1])).thenRefused(400, LINEUP_TWICE_MESSAGE);
    when([scheduled], setLineup('home', [h1], h2)).thenRefused(400, GOALIE_NOT_IN_LINEUP_MESSAGE);
  });
  it('keeps in the lineup every player an entry names', () => {
    const given = [scheduled, ...lineups, goalRecorded(e1, { assists: [h2] })];
    when(given, setLineup('home', [h1, h3])).thenRefused(409, LINEUP_KEEPS_PLAYERS_MESSAGE('home'));
    when(given, setLineup('home', [h2, h3])).thenRefused(409, LINEUP_KEEPS_PLAYERS_MESSAGE('home'));
    when(
      [...given, { type: 'GameSheetEntryRemoved', data: { gameId, kind: 'goals', entryId: e1 } }],
      setLineup('home', [h3]),
    ).then([lineupSet('home', [h3])]);
    const penalized = [
      scheduled,
      ...lineups,
      { type: 'GameSheetPenaltyRecorded', data: { gameId, entryId: e2, ...penaltyFields() } } as GameEvent,
    ];
    when(penalized, setLineup('visitor', [v2])).thenRefused(409, LINEUP_KEEPS_PLAYERS_MESSAGE('visitor'));
  });
});

describe('game sheet decider: a lineup of a team the game no longer has', () => {
  it('refuses entries naming it and the final until it is set again', () => {
    const others: SideRoster = { teamId: id(6), spots: [spot(id(61), 61)] };
    const moved: GameEvent = { type: 'GameUpdated', data: { ...game, homeTeamId: id(6) } };
    const given = [scheduled, ...lineups, moved];
    when(given, recordGoal(e1), { homeRoster: others }).thenRefused(
      409,
      LINEUP_OF_OTHER_TEAM_MESSAGE('home'),
    );
    when(given, finalize(), { homeRoster: others }).thenRefused(409, LINEUP_OF_OTHER_TEAM_MESSAGE('home'));
    when(given, setLineup('home', [id(61)]), { homeRoster: others }).then([lineupSet('home', [id(61)])]);
  });
});

describe('game sheet decider: goals', () => {
  const given = [scheduled, ...lineups];
  it('records a goal with its assists and strength', () => {
    when(given, recordGoal(e1, { assists: [h2, h3], strength: 'PP', period: 2, time: '19:59' })).then([
      goalRecorded(e1, { assists: [h2, h3], strength: 'PP', period: 2, time: '19:59' }),
    ]);
  });
  it('records nothing for the same goal sent again (also once removed), and refuses another entry under its id', () => {
    when([...given, goalRecorded(e1)], recordGoal(e1)).then([]);
    const removed: GameEvent = {
      type: 'GameSheetEntryRemoved',
      data: { gameId, kind: 'goals', entryId: e1 },
    };
    when([...given, goalRecorded(e1), removed], recordGoal(e1)).then([]);
    when([...given, goalRecorded(e1)], recordGoal(e1, { time: '05:01' })).thenRefused(409, ID_TAKEN_MESSAGE);
    when([...given, goalRecorded(e1)], recordPenalty(e1)).thenRefused(409, ID_TAKEN_MESSAGE);
  });
  it("refuses a goal before its side's lineup is set", () => {
    when([scheduled, lineups[1]!], recordGoal(e1)).thenRefused(409, LINEUP_FIRST_MESSAGE('home'));
  });
  it('refuses a scorer or an assist not in the lineup of the side', () => {
    when(given, recordGoal(e1, { scorer: v1 })).thenRefused(400, SCORER_NOT_IN_LINEUP_MESSAGE('home'));
    when(given, recordGoal(e1, { scorer: gone })).thenRefused(400, SCORER_NOT_IN_LINEUP_MESSAGE('home'));
    when(given, recordGoal(e1, { side: 'visitor', scorer: v1, assists: [h1] })).thenRefused(
      400,
      ASSIST_NOT_IN_LINEUP_MESSAGE('visitor'),
    );
  });
  it('refuses an assist by the scorer, a player assisting twice, and more than two assists', () => {
    when(given, recordGoal(e1, { assists: [h1] })).thenRefused(400, ASSIST_BY_SCORER_MESSAGE);
    when(given, recordGoal(e1, { assists: [h2, h2] })).thenRefused(400, ASSIST_TWICE_MESSAGE);
    when(given, recordGoal(e1, { scorer: h1, assists: [h2, h3, h2] })).thenRefused(
      400,
      ASSISTS_COUNT_MESSAGE,
    );
  });
  it("refuses a time past the end of the league's period, overtime included", () => {
    when(given, recordGoal(e1, { time: '20:00' })).then([goalRecorded(e1, { time: '20:00' })]);
    when(given, recordGoal(e1, { time: '20:01' })).thenRefused(400, TIME_PAST_PERIOD_MESSAGE(20));
    when(given, recordGoal(e1, { period: 4, time: '20:01' })).thenRefused(400, TIME_PAST_PERIOD_MESSAGE(20));
    when(given, recordGoal(e1, { time: '15:01' }), { periodMinutes: 15 }).thenRefused(
      400,
      TIME_PAST_PERIOD_MESSAGE(15),
    );
  });
  it('refuses a goal once the shootout has started, until the final', () => {
    const shootout = [...given, attemptRecorded(e2)];
    when(shootout, recordGoal(e1, { period: 4 })).thenRefused(409, SHOOTOUT_STARTED_MESSAGE);
    const removed: GameEvent = {
      type: 'GameSheetEntryRemoved',
      data: { gameId, kind: 'shootout', entryId: e2 },
    };
    when([...shootout, removed], recordGoal(e1)).then([goalRecorded(e1)]);
  });
});

describe('game sheet decider: penalties, shots, shootout attempts', () => {
  const given = [scheduled, ...lineups];
  it("records a penalty of a player of the side's lineup, within the period", () => {
    const severe = {
      minutes: 10 as const,
      severity: 'game misconduct' as const,
      infraction: 'Abuse of officials',
    };
    when(given, recordPenalty(e1, severe)).then([
      { type: 'GameSheetPenaltyRecorded', data: { gameId, entryId: e1, ...penaltyFields(severe) } },
    ]);
    when(given, recordPenalty(e1, { rosterPlayerId: h1 })).thenRefused(
      400,
      PLAYER_NOT_IN_LINEUP_MESSAGE('visitor'),
    );
    when(given, recordPenalty(e1, { time: '21:00' })).thenRefused(400, TIME_PAST_PERIOD_MESSAGE(20));
    when([scheduled], recordPenalty(e1)).thenRefused(409, LINEUP_FIRST_MESSAGE('visitor'));
    const recorded: GameEvent = {
      type: 'GameSheetPenaltyRecorded',
      data: { gameId, entryId: e1, ...penaltyFields() },
    };
    when([...given, recorded], recordPenalty(e1)).then([]);
  });
  it("records a side's shots of a period: the last value stands, the same again is nothing", () => {
    const shots = (count: number) =>
      ({ type: 'RecordShots', data: { side: 'home', period: 4, shots: count } }) as const;
    const recorded = (count: number): GameEvent => ({
      type: 'GameSheetShotsRecorded',
      data: { gameId, side: 'home', period: 4, shots: count },
    });
    when([scheduled], shots(7)).then([recorded(7)]);
    when([scheduled, recorded(7)], shots(7)).then([]);
    when([scheduled, recorded(7)], shots(9)).then([recorded(9)]);
  });
  it('records one shootout attempt per side and round, of a player of its lineup', () => {
    when(given, recordAttempt(e1)).then([attemptRecorded(e1)]);
    when([...given, attemptRecorded(e1)], recordAttempt(e2, { side: 'visitor', rosterPlayerId: v1 })).then([
      attemptRecorded(e2, { side: 'visitor', rosterPlayerId: v1 }),
    ]);
    when([...given, attemptRecorded(e1)], recordAttempt(e2, { rosterPlayerId: h2 })).thenRefused(
      409,
      ROUND_TAKEN_MESSAGE('home', 1),
    );
    when(given, recordAttempt(e1, { rosterPlayerId: v1 })).thenRefused(
      400,
      PLAYER_NOT_IN_LINEUP_MESSAGE('home'),
    );
    when([...given, attemptRecorded(e1)], recordAttempt(e1)).then([]);
  });
  it('removes an entry once; an entry it never had is a 404', () => {
    const removed: GameEvent = {
      type: 'GameSheetEntryRemoved',
      data: { gameId, kind: 'goals', entryId: e1 },
    };
    when([...given, goalRecorded(e1)], remove('goals', e1)).then([removed]);
    when([...given, goalRecorded(e1), removed], remove('goals', e1)).then([]);
    when([...given, goalRecorded(e1)], remove('penalties', e1)).thenRefused(
      404,
      ENTRY_NOT_FOUND_MESSAGE('penalties'),
    );
    when(given, remove('shootout', e3)).thenRefused(404, ENTRY_NOT_FOUND_MESSAGE('shootout'));
  });
});

describe('game sheet decider: the final', () => {
  const given = [scheduled, ...lineups];
  it("records the game's result from the sheet: periods, totals, each player's goals and assists", () => {
    const sheet = [
      ...given,
      goalRecorded(e1, { assists: [h2] }),
      goalRecorded(e2, { period: 3, scorer: h2, assists: [h1, h3] }),
      goalRecorded(e3, { side: 'visitor', period: 2, scorer: v1, assists: [] }),
    ];
    when(sheet, finalize()).then([
      finalized(),
      {
        type: 'GameResultRecorded',
        data: result({
          homePeriods: [1, 0, 1, 0],
          visitorPeriods: [0, 1, 0, 0],
          homeTotal: 2,
          visitorTotal: 1,
          homeStats: [line(h1, 11, home, 1, 1), line(h2, 12, home, 1, 1), line(h3, 13, home, 0, 1)],
          visitorStats: [line(v1, 21, visitor, 1, 0)],
        }),
      },
    ]);
  });
  it('takes a tie as FINAL in a regular-season game, and records nothing for the same final again', () => {
    const tie = result({ homePeriods: [0, 0, 0, 0], homeTotal: 0, homeStats: [] });
    when(given, finalize()).then([finalized(), { type: 'GameResultRecorded', data: tie }]);
    when([...given, finalized(), { type: 'GameResultRecorded', data: tie }], finalize()).then([]);
  });
  it('corrects a result typed on the results page before, keeping its summary', () => {
    const typed: GameEvent = {
      type: 'GameResultRecorded',
      data: result({ homeTotal: 5, summary: 'Typed.' }),
    };
    when([...given, typed, goalRecorded(e1)], finalize()).then([
      finalized(),
      { type: 'GameResultCorrected', data: result({ summary: 'Typed.' }) },
    ]);
  });
  it('needs both lineups', () => {
    when([scheduled, lineups[0]!], finalize()).thenRefused(409, LINEUPS_BEFORE_FINAL_MESSAGE);
  });
  it('records Overtime only with an overtime goal breaking a tie after three periods', () => {
    const tied = [...given, goalRecorded(e1), goalRecorded(e2, { side: 'visitor', scorer: v1 })];
    const overtime = [...tied, goalRecorded(e3, { period: 4, time: '02:10', scorer: h2 })];
    when(overtime, finalize('Overtime')).then([
      finalized('Overtime'),
      {
        type: 'GameResultRecorded',
        data: result({
          status: 'Overtime',
          homePeriods: [1, 0, 0, 1],
          visitorPeriods: [1, 0, 0, 0],
          homeTotal: 2,
          visitorTotal: 1,
          homeStats: [line(h1, 11, home, 1, 0), line(h2, 12, home, 1, 0)],
          visitorStats: [line(v1, 21, visitor, 1, 0)],
        }),
      },
    ]);
    when(overtime, finalize('FINAL')).thenRefused(409, OVERTIME_GOAL_MESSAGE);
    when(tied, finalize('Overtime')).thenRefused(409, NO_OVERTIME_GOAL_MESSAGE);
    when([...given, goalRecorded(e1), goalRecorded(e3, { period: 4 })], finalize('Overtime')).thenRefused(
      409,
      TIED_AFTER_REGULATION_MESSAGE,
    );
    const bothInOvertime = [
      ...tied,
      goalRecorded(e3, { period: 4 }),
      goalRecorded(e4, { side: 'visitor', scorer: v1, period: 4 }),
    ];
    when(bothInOvertime, finalize('Overtime')).thenRefused(409, NEEDS_WINNER_MESSAGE);
  });
  it("records a Shootout only with a tie after overtime and a shootout won, its winner's goal in OT/SO", () => {
    const tied = [...given, goalRecorded(e1), goalRecorded(e2, { side: 'visitor', scorer: v1 })];
    const shootout = [
      ...tied,
      attemptRecorded(e3, { scored: false }),
      attemptRecorded(e4, { side: 'visitor', rosterPlayerId: v2, scored: true }),
    ];
    when(shootout, finalize('Shootout')).then([
      finalized('Shootout'),
      {
        type: 'GameResultRecorded',
        data: result({
          status: 'Shootout',
          homePeriods: [1, 0, 0, 0],
          visitorPeriods: [1, 0, 0, 1],
          homeTotal: 1,
          visitorTotal: 2,
          homeStats: [line(h1, 11, home, 1, 0)],
          visitorStats: [line(v1, 21, visitor, 1, 0)],
        }),
      },
    ]);
    when(shootout, finalize('Overtime')).thenRefused(409, SHOOTOUT_ATTEMPTS_MESSAGE);
    when(shootout, finalize('FINAL')).thenRefused(409, SHOOTOUT_ATTEMPTS_MESSAGE);
    when(tied, finalize('Shootout')).thenRefused(409, NO_SHOOTOUT_MESSAGE);
    when([...tied, attemptRecorded(e3, { scored: false })], finalize('Shootout')).thenRefused(
      409,
      SHOOTOUT_WINNER_MESSAGE,
    );
    when([...given, goalRecorded(e1), attemptRecorded(e3)], finalize('Shootout')).thenRefused(
      409,
      TIED_AFTER_OVERTIME_MESSAGE,
    );
  });
  it('records a playoff result as FINAL with totals only, and needs a winner', () => {
    const playoff = [knockout, ...lineups];
    const won = [...playoff, goalRecorded(e1), goalRecorded(e2, { period: 4, scorer: h2 })];
    when(won, finalize()).then([
      finalized(),
      {
        type: 'GameResultRecorded',
        data: result({
          kind: 'playoff',
          homePeriods: null,
          visitorPeriods: null,
          homeTotal: 2,
          homeStats: [line(h1, 11, home, 1, 0), line(h2, 12, home, 1, 0)],
        }),
      },
    ]);
    when(won, finalize('Overtime')).thenRefused(409, KNOCKOUT_STATUS_MESSAGE);
    when(playoff, finalize()).thenRefused(409, PLAYOFF_NEEDS_WINNER_MESSAGE);
    const shootout = [
      ...playoff,
      attemptRecorded(e3, { scored: true }),
      attemptRecorded(e4, { side: 'visitor', rosterPlayerId: v1, scored: false }),
    ];
    when(shootout, finalize()).then([
      finalized(),
      {
        type: 'GameResultRecorded',
        data: result({
          kind: 'playoff',
          homePeriods: null,
          visitorPeriods: null,
          homeTotal: 1,
          homeStats: [],
        }),
      },
    ]);
  });
  it('refuses a final for a game after today unless confirmed, as the results do', () => {
    const sheet = [...given, goalRecorded(e1)];
    when(sheet, finalize(), { today: '2026-09-30' }).thenRefused(409, FUTURE_RESULT_MESSAGE('2026-10-01'));
    when(sheet, finalize('FINAL', true), { today: '2026-09-30' }).then([
      finalized(),
      { type: 'GameResultRecorded', data: result() },
    ]);
  });
});

describe('game sheet decider: corrections after the final', () => {
  const final = [
    scheduled,
    ...lineups,
    goalRecorded(e1),
    finalized(),
    { type: 'GameResultRecorded', data: result() } as GameEvent,
  ];
  it('records the result again with each change of a goal, and not for what changes no result', () => {
    when(final, recordGoal(e2, { scorer: h2, assists: [h1] })).then([
      goalRecorded(e2, { scorer: h2, assists: [h1] }),
      {
        type: 'GameResultCorrected',
        data: result({
          homePeriods: [2, 0, 0, 0],
          homeTotal: 2,
          homeStats: [line(h1, 11, home, 1, 1), line(h2, 12, home, 1, 0)],
        }),
      },
    ]);
    when(final, recordPenalty(e2)).then([
      { type: 'GameSheetPenaltyRecorded', data: { gameId, entryId: e2, ...penaltyFields() } },
    ]);
    when(final, recordGoal(e1)).then([]);
  });
  it('corrects with the status the sheet then shows, for a game after today too (confirmed at the final)', () => {
    const overtime = [
      scheduled,
      ...lineups,
      goalRecorded(e1, { period: 4 }),
      finalized('Overtime'),
      {
        type: 'GameResultRecorded',
        data: result({ status: 'Overtime', homePeriods: [0, 0, 0, 1] }),
      } as GameEvent,
    ];
    when(overtime, remove('goals', e1), { today: '2026-09-01' }).then([
      { type: 'GameSheetEntryRemoved', data: { gameId, kind: 'goals', entryId: e1 } },
      {
        type: 'GameResultCorrected',
        data: result({ status: 'FINAL', homePeriods: [0, 0, 0, 0], homeTotal: 0, homeStats: [] }),
      },
    ]);
  });
  it('takes a goal after the shootout has started once the sheet is final', () => {
    const shootout = [...final, attemptRecorded(e3, { scored: false })];
    when(shootout, recordGoal(e2, { side: 'visitor', scorer: v1 })).then([
      goalRecorded(e2, { side: 'visitor', scorer: v1 }),
      {
        type: 'GameResultCorrected',
        data: result({
          status: 'Shootout',
          visitorPeriods: [1, 0, 0, 0],
          visitorTotal: 1,
          visitorStats: [line(v1, 21, visitor, 1, 0)],
        }),
      },
    ]);
  });
});
