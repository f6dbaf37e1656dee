import { describe, expect, it } from 'vitest';
import type { ClubSeason } from '@league/contracts';
import {
  clubKey,
  homeAndAway,
  nextGame,
  otherSeasons,
  standingsPlace,
  teamForm,
  type TeamGame,
} from './team-page-rules';

const US = 'us';
const THEM = 'them';

let day = 0;
/** A game of ours on the next day: `home` whether we are at home, our goals and theirs. */
function game(
  home: boolean,
  ours: number | null,
  theirs: number | null,
  extra: Partial<TeamGame> = {},
): TeamGame {
  day += 1;
  return {
    homeTeamId: home ? US : THEM,
    visitorTeamId: home ? THEM : US,
    status: ours === null ? 'TBP' : 'FINAL',
    homeTotal: home ? ours : theirs,
    visitorTotal: home ? theirs : ours,
    isoDate: `2026-09-${String(day).padStart(2, '0')}`,
    time: '19:00',
    playoff: false,
    championship: false,
    ...extra,
  };
}

describe('home and away records', () => {
  it('splits the played regular-season games by where the team played, under the standings rules', () => {
    day = 0;
    const games = [
      game(true, 3, 1),
      game(true, 2, 2),
      game(true, 1, 2, { status: 'Overtime' }),
      game(false, 4, 0),
      game(false, 0, 5),
      game(false, 1, 2, { status: 'Shootout' }),
      game(false, null, null),
      game(true, 6, 0, { playoff: true }),
      game(false, 6, 0, { championship: true }),
    ];
    expect(homeAndAway(US, games)).toEqual({
      home: { wins: 1, losses: 0, ties: 1, overtimeLosses: 1, shootoutLosses: 0 },
      away: { wins: 1, losses: 1, ties: 0, overtimeLosses: 0, shootoutLosses: 1 },
    });
  });

  it('is all zeros before any game', () => {
    const zero = { wins: 0, losses: 0, ties: 0, overtimeLosses: 0, shootoutLosses: 0 };
    expect(homeAndAway(US, [])).toEqual({ home: zero, away: zero });
  });
});

describe('last ten and streak', () => {
  it('counts the last ten played regular-season games in the order played, the streak up to the latest', () => {
    day = 0;
    const wins = Array.from({ length: 4 }, () => game(true, 2, 1));
    const games = [
      ...wins,
      game(false, 0, 1),
      game(false, 1, 1),
      ...Array.from({ length: 6 }, () => game(true, 0, 3)),
      game(true, 5, 0, { playoff: true }),
      game(true, null, null),
    ];
    // shuffled: the order played is by day
    const form = teamForm(US, [...games].reverse());
    // twelve played: the first two wins drop out of the last ten
    expect(form.lastTen).toEqual({ wins: 2, losses: 7, ties: 1 });
    expect(form.streak).toEqual({ result: 'L', count: 6 });
  });

  it('orders the games of a day by start time, an overtime loss is a loss', () => {
    const early = { ...game(true, 3, 0), isoDate: '2026-10-01', time: '9:30' };
    const late = { ...game(true, 1, 2, { status: 'Overtime' }), isoDate: '2026-10-01', time: '19:00' };
    expect(teamForm(US, [late, early]).streak).toEqual({ result: 'L', count: 1 });
    expect(teamForm(US, []).streak).toBeNull();
  });
});

describe('next game', () => {
  const item = (
    isoDate: string,
    time: string,
    result: 'WON' | null = null,
    kind: 'game' | 'event' = 'game',
  ) => ({
    kind,
    isoDate,
    time,
    result,
  });

  it('is the earliest game from today on with no result yet', () => {
    const items = [
      item('2026-09-01', '19:00'), // overdue: an earlier day, no result
      item('2026-09-05', '18:00', 'WON'), // today, played
      item('2026-09-05', '20:00', null, 'event'),
      item('2026-09-07', '19:00'),
      item('2026-09-05', '21:00'),
      item('2026-09-05', '9:00', 'WON'),
    ];
    expect(nextGame(items, '2026-09-05')).toBe(items[4]);
    expect(nextGame(items, '2026-09-06')).toBe(items[3]);
    expect(nextGame(items, '2026-09-08')).toBeNull();
  });

  it('takes the earlier start of a day, 9:30 before 19:00', () => {
    const items = [item('2026-09-05', '19:00'), item('2026-09-05', '9:30')];
    expect(nextGame(items, '2026-09-01')).toBe(items[1]);
  });
});

describe('other seasons of the club', () => {
  const record = { wins: 1, losses: 0, ties: 0, overtimeLosses: 0, shootoutLosses: 0, points: 2 };
  const season = (teamId: string, teamName: string, year: number, isCurrent: boolean, leagueName = 'Metro') =>
    ({
      teamId,
      teamName,
      year,
      isCurrent,
      leagueId: `league-${teamId}`,
      leagueName,
      leagueDivisionName: null,
      session: 'Fall',
      record,
    }) satisfies ClubSeason;

  it('writes a club by its name trimmed, inner spaces collapsed, any case', () => {
    expect(clubKey('  Albany   Aces ')).toBe('albany aces');
    expect(clubKey('ALBANY ACES')).toBe(clubKey('Albany Aces'));
    expect(clubKey('Albany Aces II')).not.toBe(clubKey('Albany Aces'));
  });

  it('lists the other teams of the same name, newest year first, current before archived, then by league', () => {
    const list = otherSeasons({ teamId: 'self', teamName: 'Albany Aces' }, [
      season('self', 'Albany Aces', 2026, true),
      season('a', 'albany  aces', 2024, false),
      season('b', 'Albany Aces', 2026, false, 'Coastal'),
      season('c', 'Albany Aces', 2026, true, 'Metro'),
      season('d', 'Albany Aces', 2026, true, 'Coastal'),
      season('e', 'Boston Bees', 2025, false),
      season('f', 'Albany Aces B', 2025, false),
    ]);
    expect(list.map((s) => s.teamId)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe("a team's place on the standings page", () => {
  // the league's lines by rank: East and West teams interleaved, one team without a division
  const lines = [
    { teamId: 'w1', divisionName: 'West' },
    { teamId: 'e1', divisionName: 'East' },
    { teamId: 'w2', divisionName: 'West' },
    { teamId: 'x1', divisionName: null },
    { teamId: 'e2', divisionName: 'East' },
    { teamId: 'x2', divisionName: '' },
    { teamId: 'e3', divisionName: 'East' },
  ];
  const place = (teamId: string, divisionName: string | null = null, of = lines) =>
    standingsPlace({ teamId, divisionName }, of);

  it("is the team's place in its own division's table, not in the league's", () => {
    expect(place('e2', 'East')).toEqual({
      rank: 2,
      teamsRanked: 3,
      rankedIn: { kind: 'division', divisionName: 'East' },
    });
    expect(place('w2', 'West')).toEqual({
      rank: 2,
      teamsRanked: 2,
      rankedIn: { kind: 'division', divisionName: 'West' },
    });
  });

  it('follows the division of its standings line, and ranks the teams without one (an empty name too) together', () => {
    expect(place('e3', 'Renamed')).toMatchObject({
      rank: 3,
      rankedIn: { kind: 'division', divisionName: 'East' },
    });
    expect(place('x2')).toEqual({ rank: 2, teamsRanked: 2, rankedIn: { kind: 'withoutDivision' } });
  });

  it("is the league's table when no team has a division", () => {
    const undivided = [
      { teamId: 'a', divisionName: null },
      { teamId: 'b', divisionName: null },
      { teamId: 'c', divisionName: null },
    ];
    expect(place('c', null, undivided)).toEqual({ rank: 3, teamsRanked: 3, rankedIn: { kind: 'league' } });
  });

  it('has no rank before the standings have a line for the team, in the table of its division', () => {
    expect(place('new', 'West')).toEqual({
      rank: null,
      teamsRanked: 2,
      rankedIn: { kind: 'division', divisionName: 'West' },
    });
    expect(place('new', null, [])).toEqual({ rank: null, teamsRanked: 0, rankedIn: { kind: 'league' } });
  });
});
