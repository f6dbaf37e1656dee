import { describe, expect, it } from 'vitest';
import { readSheet } from './csv';
import { importedPlayerId, importedTeamId } from './ids';
import { planImport } from './plan';
import type { ImportSnapshot } from './snapshot';

const LEAGUE = '00000000-0000-4000-8000-0000000000a1';
const ACES = '00000000-0000-4000-8000-0000000000b1';
const BEARS = '00000000-0000-4000-8000-0000000000b2';
const OLD = '00000000-0000-4000-8000-0000000000b3';
const ZOE = '00000000-0000-4000-8000-0000000000c1';
const SAM = '00000000-0000-4000-8000-0000000000c2';
const SAM_TOO = '00000000-0000-4000-8000-0000000000c3';

/** Given: league Men 30+ Fall 2026 with Aces (Zoe Quill #9), Bears and an archived Old Timers. */
const snapshot: ImportSnapshot = {
  leagues: [{ leagueId: LEAGUE, leagueName: 'Men 30+', session: 'Fall', year: 2026 }],
  teams: [
    { teamId: ACES, leagueId: LEAGUE, teamName: 'Aces' },
    { teamId: BEARS, leagueId: LEAGUE, teamName: 'Bears' },
    { teamId: OLD, leagueId: LEAGUE, teamName: 'Old Timers' },
  ],
  players: [
    { playerId: ZOE, firstName: 'Zoe', lastName: 'Quill', middleInitial: null },
    { playerId: SAM, firstName: 'Sam', lastName: 'Ng', middleInitial: 'A' },
    { playerId: SAM_TOO, firstName: 'Sam', lastName: 'Ng', middleInitial: 'B' },
  ],
  onCurrentTeams: [{ playerId: ZOE, teamId: ACES }],
  rosters: new Map([
    [ACES, { isCurrent: true, spots: [{ playerId: ZOE, number: 9 }] }],
    [BEARS, { isCurrent: true, spots: [] }],
    [OLD, { isCurrent: false, spots: [] }],
  ]),
};

const plan = (kind: 'teams' | 'players' | 'rosters', text: string) =>
  planImport(kind, readSheet(kind, text), snapshot);

describe('the plan of a teams file', () => {
  it('creates a missing team with an id from its league and name, and finds one recorded whatever its case', () => {
    const { rows, errors, writes } = plan(
      'teams',
      'League,Session,Year,Team,Division\nmen 30+,FALL,2026,Cobras,North\nMen 30+,Fall,2026,aces,\n',
    );
    const cobras = importedTeamId(LEAGUE, 'Cobras');
    expect(rows).toEqual([
      { row: 2, action: 'create team', errors: [], teamId: cobras, teamName: 'Cobras' },
      { row: 3, action: 'exists', errors: [], teamId: ACES, teamName: 'Aces' },
    ]);
    expect(errors).toBe(0);
    expect(writes).toEqual([
      {
        type: 'CreateTeam',
        data: { teamId: cobras, leagueId: LEAGUE, teamName: 'Cobras', divisionName: 'North', year: 2026 },
      },
    ]);
  });

  it('gives each bad row the messages of the form, and counts them', () => {
    const { rows, errors, writes } = plan(
      'teams',
      'league,session,year,team\nMen 30+,Fall,2025,Cobras\nMen 30+,Fall,20x6,\nMen 30+,Fall,2026,Vipers\nMen 30+,Fall,2026, vipers\n',
    );
    expect(rows.map((row) => [row.row, row.errors])).toEqual([
      [2, ['No league has this name, session and year.']],
      [3, ['Please enter a year from 2000 to 2100.', 'Please enter a team name.']],
      [4, []],
      [5, ['Row 4 already names this.']],
    ]);
    expect(errors).toBe(4);
    expect(writes).toHaveLength(1);
  });
});

describe('the plan of a players file', () => {
  it('creates the players no one is named like, and reports those recorded', () => {
    const { rows, writes } = plan(
      'players',
      'first name,last name,middle initial\nWayne,Gretzky,\nzoe,QUILL,\nSam,Ng,b.\nSam,Ng,C\nWayne,Gretzky,\n,Ng,xy\n',
    );
    const wayne = importedPlayerId({ firstName: 'Wayne', lastName: 'Gretzky', middleInitial: null });
    expect(rows).toEqual([
      { row: 2, action: 'create player', errors: [], playerId: wayne },
      { row: 3, action: 'exists', errors: [], playerId: ZOE },
      { row: 4, action: 'exists', errors: [], playerId: SAM_TOO },
      expect.objectContaining({ row: 5, action: 'create player', errors: [] }),
      { row: 6, action: 'create player', errors: ['Row 2 already names this.'] },
      {
        row: 7,
        action: 'create player',
        errors: ['Please enter a first name.', 'The middle initial must be a single letter.'],
      },
    ]);
    expect(writes.map((write) => write.type)).toEqual(['CreatePlayer', 'CreatePlayer']);
  });
});

describe('the plan of a rosters file', () => {
  const header = 'League,Session,Year,Team,First Name,Last Name,Middle Initial,Number\n';

  it('adds players to rosters, creating those not recorded yet, and reports those already on it', () => {
    const { rows, errors, writes } = plan(
      'rosters',
      `${header}Men 30+,Fall,2026,Aces,Zoe,Quill,,9\nMen 30+,Fall,2026,Bears,Wayne,Gretzky,,99\nMen 30+,Fall,2026,Bears,Sam,Ng,A,0\n`,
    );
    const wayne = importedPlayerId({ firstName: 'Wayne', lastName: 'Gretzky', middleInitial: null });
    expect(rows).toEqual([
      { row: 2, action: 'exists', errors: [], teamId: ACES, teamName: 'Aces', playerId: ZOE },
      {
        row: 3,
        action: 'create player and add to roster',
        errors: [],
        teamId: BEARS,
        teamName: 'Bears',
        playerId: wayne,
      },
      { row: 4, action: 'add to roster', errors: [], teamId: BEARS, teamName: 'Bears', playerId: SAM },
    ]);
    expect(errors).toBe(0);
    expect(writes).toEqual([
      {
        type: 'CreatePlayer',
        data: { playerId: wayne, firstName: 'Wayne', lastName: 'Gretzky', middleInitial: null },
      },
      {
        type: 'AddPlayers',
        teamId: BEARS,
        players: [
          expect.objectContaining({ playerId: wayne, number: 99, name: 'Wayne Gretzky' }),
          expect.objectContaining({ playerId: SAM, number: 0, name: 'Sam A. Ng' }),
        ],
      },
    ]);
  });

  it("refuses, row by row, what the team's roster form refuses", () => {
    const { rows, errors, writes } = plan(
      'rosters',
      header +
        [
          'Men 30+,Fall,2026,Cobras,Ann,Lee,,1', // 2: no such team
          'Men 30+,Fall,2026,Aces,Ann,Lee,,9', // 3: number taken
          'Men 30+,Fall,2026,Bears,Zoe,Quill,,4', // 4: on another current team of the league
          'Men 30+,Fall,2026,Old Timers,Ann,Lee,,1', // 5: archived team
          'Men 30+,Fall,2026,Bears,Sam,Ng,,5', // 6: two players of that name
          'Men 30+,Fall,2026,Bears,Ann,Lee,,100', // 7: number out of range
          'Men 30+,Fall,2026,Aces,Zoe,Quill,,10', // 8: already on the team with another number
          'Men 30+,Fall,2026,Bears,Ann,Lee,,7', // 9: fine
          'Men 30+,Fall,2026,Bears,Bo,Ek,,7', // 10: the number twice in the file
          'Men 30+,Fall,2026,Aces,Ann,Lee,,8', // 11: Ann is on Bears in this file
          'Men 30+,Fall,2026,Bears,Ann,Lee,,12', // 12: twice on one team
        ].join('\n'),
    );
    expect(rows.map((row) => [row.row, row.errors])).toEqual([
      [2, ['The league has no team with this name.']],
      [3, ['Number 9 is already taken on this team.']],
      [4, ['Zoe Quill is already on the Aces roster in this league.']],
      [5, ['Players can be added only to a current team.']],
      [6, ["More than one player is named Sam Ng: add this one from the team's page."]],
      [7, ['Please enter a number from 0 to 99.']],
      [8, ['Zoe Quill is already on this team.']],
      [9, []],
      [10, ['Each number can be given to only one player.']],
      [11, ['Ann Lee is already on the Bears roster in this league.']],
      [12, ['Each player can be added only once.']],
    ]);
    expect(errors).toBe(10);
    expect(writes.map((write) => write.type)).toEqual(['CreatePlayer', 'AddPlayers']);
  });

  it('refuses the 31st player of a team', () => {
    const lines = Array.from({ length: 31 }, (_, n) => `Men 30+,Fall,2026,Bears,P${n},Of Bears,,${n}`);
    const { rows } = plan('rosters', header + lines.join('\n'));
    expect(rows.filter((row) => row.errors.length > 0)).toEqual([
      expect.objectContaining({ row: 32, errors: ['A team can have at most 30 players.'] }),
    ]);
  });
});
