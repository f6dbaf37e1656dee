import { describe, expect, it } from 'vitest';
import type { GameFields, GameResult } from '@league/contracts';
import type { GameHistoryEvent, GameHistorySheet } from '@league/read-models/game-history';
import { authorName, gameVersions, versionKind } from './versions';

const fields: GameFields = {
  gameId: 'g1',
  leagueId: 'l1',
  date: '2025-09-05',
  time: '19:30',
  venueId: 'v1',
  homeTeamId: 't2',
  visitorTeamId: 't1',
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: false,
  championship: false,
};

const result = (visitorTotal: number, homeTotal: number, goals: number): GameResult => ({
  gameId: 'g1',
  kind: 'regular',
  status: 'FINAL',
  homePeriods: [homeTotal, 0, 0, 0],
  visitorPeriods: [visitorTotal, 0, 0, 0],
  homeTotal,
  visitorTotal,
  summary: '',
  homeStats: [],
  visitorStats: [{ rosterPlayerId: 'r1', playerId: 'p1', teamId: 't1', goals, assists: 0 }],
});

let version = 0;
const event = (
  type: GameHistoryEvent['type'],
  data: object,
  author: Partial<Pick<GameHistoryEvent, 'actorRole' | 'adminOrdinal' | 'actorName' | 'currentName'>> = {},
): GameHistoryEvent => ({
  version: version++,
  type,
  recordedAt: `2025-09-0${version}T23:00:00.000Z`,
  actorRole: 'admin',
  adminOrdinal: 1,
  actorName: null,
  currentName: null,
  ...author,
  data: data as Record<string, unknown>,
});

const sheet = (events: GameHistoryEvent[]): GameHistorySheet => ({
  events,
  leagues: { l1: 'Metro' },
  venues: { v1: 'Main Rink', v2: 'East Rink' },
  teams: { t1: 'Rockets', t2: 'Blades', t3: 'Comets' },
  players: { r1: { number: 9, firstName: 'Ann', lastName: 'Zed' } },
  games: { semi: 'Rockets @ Comets' },
});

describe('the versions of a game', () => {
  it('follows schedule → move → result → correction, numbered from 1, each with its author by name', () => {
    version = 0;
    const versions = gameVersions(
      sheet([
        event('GameScheduled', fields),
        event('GameUpdated', { ...fields, time: '20:00', venueId: 'v2' }),
        event('GameResultRecorded', result(3, 4, 2)),
        event('GameResultCorrected', result(5, 4, 3), { actorRole: 'admin', adminOrdinal: 2 }),
      ]),
    );
    expect(versions.map((v) => [v.version, v.kind, v.recordedBy.name, v.visitor, v.home])).toEqual([
      [1, 'scheduled', 'Admin', 'Rockets', 'Blades'],
      [2, 'moved', 'Admin', 'Rockets', 'Blades'],
      [3, 'result recorded', 'Admin', 'Rockets', 'Blades'],
      [4, 'result corrected', 'Admin 2', 'Rockets', 'Blades'],
    ]);
    expect(versions[0]?.recordedAt).toBe('2025-09-01T23:00:00.000Z');
    expect(versions[1]?.changes).toEqual([
      { field: 'time', label: 'Time', from: '7:30 pm', to: '8:00 pm' },
      { field: 'venue', label: 'Venue', from: 'Main Rink', to: 'East Rink' },
    ]);
    expect(versions[3]?.changes).toEqual([
      { field: 'score', label: 'Score', from: '3 - 4', to: '5 - 4' },
      {
        field: 'visitorPeriods',
        label: 'Rockets by period',
        from: 'P1 3, P2 0, P3 0, OT/SO 0',
        to: 'P1 5, P2 0, P3 0, OT/SO 0',
      },
      { field: 'stats', label: '#9 Ann Zed (Rockets)', from: '2 G, 0 A', to: '3 G, 0 A' },
    ]);
  });

  it('keeps the result across a later change of venue, and shows a removal', () => {
    version = 0;
    const versions = gameVersions(
      sheet([
        event('GameScheduled', fields),
        event('GameResultRecorded', result(1, 0, 1)),
        event('GameUpdated', { ...fields, venueId: 'v2' }),
        event('GameRemoved', { gameId: 'g1' }),
      ]),
    );
    expect(versions.map((v) => [v.kind, v.changes.map((c) => c.field)])).toEqual([
      ['scheduled', ['league', 'date', 'time', 'venue', 'visitor', 'home']],
      ['result recorded', ['score', 'status', 'visitorPeriods', 'homePeriods', 'stats']],
      ['moved', ['venue']],
      ['removed', []],
    ]);
  });

  it('names what is gone or not known yet instead of showing an id', () => {
    version = 0;
    const [scheduled, named] = gameVersions({
      ...sheet([
        event('GameScheduled', { ...fields, homeTeamId: null, venueId: 'gone', playoff: true }),
        event('GameUpdated', {
          ...fields,
          homeTeamId: 't3',
          venueId: 'gone',
          playoff: true,
          homeTeamSeed: 1,
        }),
        event('GameResultRecorded', result(1, 0, 1)),
      ]),
      players: {},
    });
    expect(scheduled).toMatchObject({ home: 'TBD' });
    expect(scheduled?.changes).toContainEqual({
      field: 'venue',
      label: 'Venue',
      from: null,
      to: 'A removed venue',
    });
    expect(named).toMatchObject({ kind: 'teams changed', home: 'Comets' });
    expect(named?.changes).toEqual([
      { field: 'home', label: 'Home', from: 'TBD', to: 'Comets' },
      { field: 'homeSeed', label: 'Home seed', from: null, to: '1' },
    ]);
  });

  it('names a player line whose roster spot is unknown by what is left', () => {
    version = 0;
    const versions = gameVersions({
      ...sheet([event('GameScheduled', fields), event('GameResultRecorded', result(1, 0, 1))]),
      players: { r1: { number: null, firstName: '', lastName: '' } },
    });
    expect(versions[1]?.changes.at(-1)).toEqual({
      field: 'stats',
      label: 'A removed player (Rockets)',
      from: null,
      to: '1 G, 0 A',
    });
  });
});

describe('the kind of a version', () => {
  const c = (...fields: string[]) => fields.map((field) => ({ field, label: field, from: 'a', to: 'b' }));
  it('comes from the event, and for a change of the game from what it touched', () => {
    expect(versionKind('GameScheduled', c('date'))).toBe('scheduled');
    expect(versionKind('GameResultRecorded', c('score'))).toBe('result recorded');
    expect(versionKind('GameResultCorrected', [])).toBe('result corrected');
    expect(versionKind('GameRemoved', [])).toBe('removed');
    expect(versionKind('GameUpdated', c('date', 'time', 'venue'))).toBe('moved');
    expect(versionKind('GameUpdated', c('visitor', 'homeSeed'))).toBe('teams changed');
    expect(versionKind('GameUpdated', c('date', 'home'))).toBe('updated');
    expect(versionKind('GameUpdated', c('playoff'))).toBe('updated');
    expect(versionKind('GameUpdated', [])).toBe('updated');
  });
});

describe('the author of a version', () => {
  it('is named by role, admins by the order their accounts were registered: never an id', () => {
    expect(authorName('admin', 1)).toBe('Admin');
    expect(authorName('admin', 3)).toBe('Admin 3');
    expect(authorName('admin', null)).toBe('Unknown admin');
    expect(authorName('system', null)).toBe('System');
    expect(authorName('coach', null)).toBe('Coach');
    expect(authorName('owner', 1)).toBe('Admin');
    expect(authorName('scorekeeper', null)).toBe('Scorekeeper');
  });

  it("is a member of staff's name when they acted, with today's name beside it only when it changed", () => {
    version = 0;
    const versions = gameVersions(
      sheet([
        event('GameScheduled', fields, {
          actorRole: 'owner',
          actorName: 'Dana Whitfield',
          currentName: 'Dana Whitfield',
        }),
        event('GameResultRecorded', result(3, 4, 2), {
          actorRole: 'scorekeeper',
          adminOrdinal: null,
          actorName: 'Sam Rinkside',
          currentName: 'Samantha Rinkside',
        }),
        event('GameResultCorrected', result(5, 4, 3), { actorName: null, adminOrdinal: 2 }),
      ]),
    );
    expect(versions.map((v) => v.recordedBy)).toEqual([
      { name: 'Dana Whitfield' },
      { name: 'Sam Rinkside', currentName: 'Samantha Rinkside' },
      { name: 'Admin 2' },
    ]);
  });
});

describe('the versions of a bracket game', () => {
  it('shows a filled slot as a change of team with where it came from, then a conflict and its end', () => {
    version = 0;
    const final = { ...fields, playoff: true, homeTeamId: null, homeFromGameId: 'semi' };
    const versions = gameVersions(
      sheet([
        event('GameScheduled', final),
        event('GameSlotFilled', {
          gameId: 'g1',
          side: 'home',
          teamId: 't3',
          seed: 2,
          source: 'advance',
          fromGameId: 'semi',
        }),
        event('BracketConflictFlagged', {
          gameId: 'g1',
          side: 'home',
          winnerTeamId: 't1',
          playedTeamId: 't3',
          fromGameId: 'semi',
        }),
        event('BracketConflictResolved', { gameId: 'g1', side: 'home', resolution: 'kept' }),
      ]),
    );
    expect(versions.map((v) => v.kind)).toEqual([
      'scheduled',
      'advanced',
      'bracket conflict',
      'conflict resolved',
    ]);
    expect(versions[1]!.home).toBe('Comets');
    expect(versions[1]!.changes).toEqual([
      { field: 'home', label: 'Home', from: 'TBD', to: 'Comets (winner of Rockets @ Comets)' },
      { field: 'homeSeed', label: 'Home seed', from: null, to: '2' },
    ]);
    expect(versions[2]!.changes).toEqual([
      {
        field: 'bracketConflict',
        label: 'Home conflict',
        from: null,
        to: 'Rockets won Rockets @ Comets, but Comets played here',
      },
    ]);
    expect(versions[3]!.changes[0]).toMatchObject({ from: 'Flagged', to: 'The played result is kept' });
  });

  it('names a seeded side by its seed', () => {
    version = 0;
    const versions = gameVersions(
      sheet([
        event('GameScheduled', { ...fields, playoff: true, visitorTeamId: null, visitorTeamSeed: 1 }),
        event('GameSlotFilled', {
          gameId: 'g1',
          side: 'visitor',
          teamId: 't1',
          seed: 1,
          source: 'seed',
          fromGameId: null,
        }),
      ]),
    );
    expect(versions[1]).toMatchObject({ kind: 'seeded', visitor: 'Rockets' });
    expect(versions[1]!.changes).toEqual([
      { field: 'visitor', label: 'Visitor', from: 'TBD', to: 'Rockets (seed 1)' },
    ]);
  });
});

describe('the versions of a game sheet', () => {
  it('shows each lineup, entry, removal, shots and the final as a version of its own, named', () => {
    version = 0;
    const players = {
      r1: { number: 9, firstName: 'Ann', lastName: 'Zed' },
      r2: { number: 4, firstName: 'Bo', lastName: 'Young' },
      r3: { number: 30, firstName: 'Cy', lastName: 'Dee' },
    };
    const goal = { gameId: 'g1', side: 'visitor', period: 2, time: '12:34', scorer: 'r1', strength: 'PP' };
    const versions = gameVersions({
      ...sheet([
        event('GameScheduled', fields),
        event(
          'GameSheetLineupSet',
          { gameId: 'g1', side: 'visitor', rosterPlayerIds: ['r1', 'r2'], goalieRosterPlayerId: null },
          { actorRole: 'scorekeeper', adminOrdinal: null, actorName: 'Sam Rinkside' },
        ),
        event('GameSheetLineupSet', {
          gameId: 'g1',
          side: 'visitor',
          rosterPlayerIds: ['r1', 'r2', 'r3'],
          goalieRosterPlayerId: 'r3',
        }),
        event('GameSheetGoalRecorded', { ...goal, entryId: 'e1', assists: ['r2'] }),
        event('GameSheetPenaltyRecorded', {
          gameId: 'g1',
          entryId: 'e2',
          side: 'visitor',
          period: 4,
          time: '01:05',
          rosterPlayerId: 'r2',
          infraction: 'Slashing',
          minutes: 5,
          severity: 'match penalty',
        }),
        event('GameSheetShotsRecorded', { gameId: 'g1', side: 'home', period: 1, shots: 4 }),
        event('GameSheetShotsRecorded', { gameId: 'g1', side: 'home', period: 1, shots: 6 }),
        event('GameSheetShootoutAttemptRecorded', {
          gameId: 'g1',
          entryId: 'e3',
          side: 'visitor',
          round: 1,
          rosterPlayerId: 'gone',
          scored: false,
        }),
        event('GameSheetEntryRemoved', { gameId: 'g1', kind: 'goals', entryId: 'e1' }),
        event('GameSheetEntryRemoved', { gameId: 'g1', kind: 'penalties', entryId: 'e2' }),
        event('GameSheetEntryRemoved', { gameId: 'g1', kind: 'shootout', entryId: 'e3' }),
        event('GameSheetFinalized', { gameId: 'g1', status: 'FINAL' }),
        event('GameResultRecorded', result(0, 0, 0)),
      ]),
      players,
    });
    expect(versions.map((v) => [v.version, v.kind, v.recordedBy.name, v.changes])).toEqual([
      [1, 'scheduled', 'Admin', expect.any(Array)],
      [
        2,
        'sheet lineup set',
        'Sam Rinkside',
        [{ field: 'lineup', label: 'Rockets lineup', from: null, to: '#9 Ann Zed, #4 Bo Young' }],
      ],
      [
        3,
        'sheet lineup set',
        'Admin',
        [
          {
            field: 'lineup',
            label: 'Rockets lineup',
            from: '#9 Ann Zed, #4 Bo Young',
            to: '#9 Ann Zed, #4 Bo Young, #30 Cy Dee (goalie)',
          },
        ],
      ],
      [
        4,
        'sheet goal added',
        'Admin',
        [
          {
            field: 'goal',
            label: 'Goal',
            from: null,
            to: 'P2 12:34, Rockets: #9 Ann Zed (assists: #4 Bo Young), PP',
          },
        ],
      ],
      [
        5,
        'sheet penalty added',
        'Admin',
        [
          {
            field: 'penalty',
            label: 'Penalty',
            from: null,
            to: 'OT 01:05, Rockets: #4 Bo Young, Slashing, 5 min, match penalty',
          },
        ],
      ],
      [
        6,
        'sheet shots recorded',
        'Admin',
        [{ field: 'shots', label: 'Blades shots, P1', from: null, to: '4' }],
      ],
      [
        7,
        'sheet shots recorded',
        'Admin',
        [{ field: 'shots', label: 'Blades shots, P1', from: '4', to: '6' }],
      ],
      [
        8,
        'sheet shootout attempt added',
        'Admin',
        [
          {
            field: 'shootout',
            label: 'Shootout attempt',
            from: null,
            to: 'Round 1, Rockets: A removed player, missed',
          },
        ],
      ],
      [
        9,
        'sheet goal removed',
        'Admin',
        [
          {
            field: 'goal',
            label: 'Goal',
            from: 'P2 12:34, Rockets: #9 Ann Zed (assists: #4 Bo Young), PP',
            to: null,
          },
        ],
      ],
      [
        10,
        'sheet penalty removed',
        'Admin',
        [
          {
            field: 'penalty',
            label: 'Penalty',
            from: 'OT 01:05, Rockets: #4 Bo Young, Slashing, 5 min, match penalty',
            to: null,
          },
        ],
      ],
      [
        11,
        'sheet shootout attempt removed',
        'Admin',
        [
          {
            field: 'shootout',
            label: 'Shootout attempt',
            from: 'Round 1, Rockets: A removed player, missed',
            to: null,
          },
        ],
      ],
      [12, 'sheet final', 'Admin', [{ field: 'sheet', label: 'Sheet', from: null, to: 'Final: FINAL' }]],
      [13, 'result recorded', 'Admin', expect.any(Array)],
    ]);
  });
});
