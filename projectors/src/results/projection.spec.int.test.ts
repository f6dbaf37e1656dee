import { describe, it } from 'vitest';
import type { GameFields, GameResult, GameResultKind, PlayerGameLine } from '@league/contracts';
import { projectionSpec, uuid, type GivenEvent } from '../testing/projection-spec';
import { resultsProjection } from './projection';

/** Every well-formed log here is also folded (resultsFold) and must give the same rows. */
const spec = projectionSpec(resultsProjection);
const [metro, coastal, rink, aces, bears] = [uuid(1), uuid(2), uuid(3), uuid(4), uuid(5)];
const [opener, rematch] = [uuid(6), uuid(7)];
const [zoe, ann, bob] = [uuid(10), uuid(11), uuid(12)];
const [zoeOnAces, annOnAces, bobOnBears] = [uuid(20), uuid(21), uuid(22)];

const game = (gameId: string, more: Partial<GameFields> = {}): GameFields => ({
  gameId,
  leagueId: metro,
  date: '2026-10-01',
  time: '19:00',
  venueId: rink,
  homeTeamId: aces,
  visitorTeamId: bears,
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: false,
  championship: false,
  ...more,
});
const scheduled = (gameId: string, more: Partial<GameFields> = {}): GivenEvent => ({
  type: 'GameScheduled',
  data: game(gameId, more),
});
const line = (rosterPlayerId: string, goals: number, assists: number): PlayerGameLine => {
  const [playerId, teamId] = {
    [zoeOnAces]: [zoe, aces],
    [annOnAces]: [ann, aces],
    [bobOnBears]: [bob, bears],
  }[rosterPlayerId]!;
  return { rosterPlayerId, playerId: playerId!, teamId: teamId!, goals, assists };
};
interface Sheet {
  gameId?: string;
  kind?: GameResultKind;
  status?: string;
  home?: number[] | null;
  visitor?: number[] | null;
  homeStats?: PlayerGameLine[];
  visitorStats?: PlayerGameLine[];
  summary?: string;
}
const sum = (periods: number[]) => periods.reduce((a, b) => a + b, 0);
const sheet = (s: Sheet): GameResult => {
  const home = s.home === undefined ? [1, 1, 0, 0] : s.home;
  const visitor = s.visitor === undefined ? [0, 1, 0, 0] : s.visitor;
  return {
    gameId: s.gameId ?? opener,
    kind: s.kind ?? 'regular',
    status: s.status ?? 'FINAL',
    homePeriods: home && (home as GameResult['homePeriods']),
    visitorPeriods: visitor && (visitor as GameResult['visitorPeriods']),
    homeTotal: home ? sum(home) : 3,
    visitorTotal: visitor ? sum(visitor) : 1,
    summary: s.summary ?? '',
    homeStats: s.homeStats ?? [],
    visitorStats: s.visitorStats ?? [],
  };
};
const recorded = (s: Sheet = {}): GivenEvent => ({ type: 'GameResultRecorded', data: sheet(s) });
const corrected = (s: Sheet = {}): GivenEvent => ({ type: 'GameResultCorrected', data: sheet(s) });
const removed = (gameId: string): GivenEvent => ({ type: 'GameRemoved', data: { gameId } });

const RESULT = `SELECT league_id, home_team_id, visitor_team_id, kind, status, home_p1, home_p2, home_p3, home_p4,
  visitor_p1, visitor_p2, visitor_p3, visitor_p4, home_total, visitor_total, summary, recorded_high, recorded_low,
  removed, version FROM game_results WHERE game_id = $1`;
const LINES =
  'SELECT roster_player_id, player_id, team_id, side, goals, assists FROM game_player_lines ORDER BY side, goals DESC';
const STATS =
  'SELECT league_id, roster_player_id, player_id, team_id, goals, assists FROM player_stats ORDER BY league_id, goals DESC';
const unplayed = {
  league_id: metro,
  home_team_id: aces,
  visitor_team_id: bears,
  kind: null,
  status: null,
  home_p1: null,
  home_p2: null,
  home_p3: null,
  home_p4: null,
  visitor_p1: null,
  visitor_p2: null,
  visitor_p3: null,
  visitor_p4: null,
  home_total: null,
  visitor_total: null,
  summary: null,
  recorded_high: null,
  recorded_low: null,
  removed: false,
  version: 0,
};

describe('results projection', () => {
  it('keeps a scheduled game without a result', async () => {
    await spec.given(scheduled(opener)).then(RESULT, [unplayed], [opener]);
  });

  it('keeps the periods, totals and summary of a result, and where in the log it was entered', async () => {
    await spec
      .given(scheduled(opener))
      .when(
        recorded({ home: [1, 2, 0, 1], visitor: [0, 0, 3, 0], status: 'Overtime', summary: 'Late winner' }),
      )
      .then(
        RESULT,
        [
          {
            ...unplayed,
            kind: 'regular',
            status: 'Overtime',
            home_p1: 1,
            home_p2: 2,
            home_p3: 0,
            home_p4: 1,
            visitor_p1: 0,
            visitor_p2: 0,
            visitor_p3: 3,
            visitor_p4: 0,
            home_total: 4,
            visitor_total: 3,
            summary: 'Late winner',
            recorded_high: '1',
            recorded_low: '2',
            version: 1,
          },
        ],
        [opener],
      );
  });

  it("keeps each side's player lines and sums them per roster player and league", async () => {
    const played = spec.given(scheduled(opener), scheduled(rematch)).when(
      recorded({
        homeStats: [line(zoeOnAces, 2, 0), line(annOnAces, 0, 1)],
        visitorStats: [line(bobOnBears, 1, 0)],
      }),
      recorded({ gameId: rematch, homeStats: [line(zoeOnAces, 1, 1)] }),
    );
    await played.then(LINES, [
      { roster_player_id: zoeOnAces, player_id: zoe, team_id: aces, side: 'home', goals: 2, assists: 0 },
      { roster_player_id: zoeOnAces, player_id: zoe, team_id: aces, side: 'home', goals: 1, assists: 1 },
      { roster_player_id: annOnAces, player_id: ann, team_id: aces, side: 'home', goals: 0, assists: 1 },
      { roster_player_id: bobOnBears, player_id: bob, team_id: bears, side: 'visitor', goals: 1, assists: 0 },
    ]);
    await played.then(STATS, [
      { league_id: metro, roster_player_id: zoeOnAces, player_id: zoe, team_id: aces, goals: 3, assists: 1 },
      {
        league_id: metro,
        roster_player_id: bobOnBears,
        player_id: bob,
        team_id: bears,
        goals: 1,
        assists: 0,
      },
      { league_id: metro, roster_player_id: annOnAces, player_id: ann, team_id: aces, goals: 0, assists: 1 },
    ]);
  });

  it('takes the later figures of a roster player named twice in one result', async () => {
    await spec
      .given(scheduled(opener), recorded({ homeStats: [line(zoeOnAces, 1, 0), line(zoeOnAces, 2, 1)] }))
      .then('SELECT goals, assists FROM game_player_lines', [{ goals: 2, assists: 1 }]);
  });

  it('replaces the result, its lines and the statistics with a correction', async () => {
    const played = spec
      .given(scheduled(opener), recorded({ homeStats: [line(zoeOnAces, 2, 0), line(annOnAces, 1, 0)] }))
      .when(corrected({ home: [0, 0, 1, 0], visitor: [2, 0, 0, 0], visitorStats: [line(bobOnBears, 2, 0)] }));
    await played.then('SELECT home_total, visitor_total, recorded_low, version FROM game_results', [
      { home_total: 1, visitor_total: 2, recorded_low: '3', version: 2 },
    ]);
    await played.then(LINES, [
      { roster_player_id: bobOnBears, player_id: bob, team_id: bears, side: 'visitor', goals: 2, assists: 0 },
    ]);
    await played.then(STATS, [
      {
        league_id: metro,
        roster_player_id: bobOnBears,
        player_id: bob,
        team_id: bears,
        goals: 2,
        assists: 0,
      },
    ]);
  });

  it('counts playoff and championship results, without periods, in the statistics', async () => {
    const playoff = spec
      .given(scheduled(opener, { playoff: true }))
      .when(recorded({ kind: 'playoff', home: null, visitor: null, homeStats: [line(zoeOnAces, 3, 0)] }));
    await playoff.then('SELECT kind, home_p1, visitor_p4, home_total, visitor_total FROM game_results', [
      { kind: 'playoff', home_p1: null, visitor_p4: null, home_total: 3, visitor_total: 1 },
    ]);
    await playoff.then('SELECT goals FROM player_stats', [{ goals: 3 }]);
  });

  it('leaves a game out of the statistics unless its status is a played one', async () => {
    const forfeit = spec.given(
      scheduled(opener),
      recorded({ status: 'Forfeit', homeStats: [line(zoeOnAces, 1, 0)] }),
    );
    await forfeit.then('SELECT status, goals FROM game_results JOIN game_player_lines USING (game_id)', [
      { status: 'Forfeit', goals: 1 },
    ]);
    await forfeit.then(STATS, []);
  });

  it('takes a removed game out of the statistics and keeps it as a tombstone', async () => {
    const gone = spec
      .given(scheduled(opener), scheduled(rematch))
      .when(
        recorded({ homeStats: [line(zoeOnAces, 2, 0)] }),
        recorded({ gameId: rematch, homeStats: [line(zoeOnAces, 1, 0)] }),
        removed(opener),
      );
    await gone.then('SELECT game_id, removed, version FROM game_results ORDER BY game_id', [
      { game_id: opener, removed: true, version: 2 },
      { game_id: rematch, removed: false, version: 1 },
    ]);
    await gone.then('SELECT goals FROM player_stats', [{ goals: 1 }]);
  });

  it('moves the statistics with a game moved to another league', async () => {
    await spec
      .given(scheduled(opener), recorded({ homeStats: [line(zoeOnAces, 2, 0)] }))
      .when({ type: 'GameUpdated', data: game(opener, { leagueId: coastal, visitorTeamId: null }) })
      .then('SELECT league_id, goals FROM player_stats ORDER BY league_id', [
        { league_id: coastal, goals: 2 },
      ]);
  });

  it('ignores a result of a game it does not know, and results older than the row', async () => {
    await spec.given(recorded({ homeStats: [line(zoeOnAces, 1, 0)] })).then(LINES, []);
    await spec
      .given(
        scheduled(opener),
        recorded({ homeStats: [line(zoeOnAces, 2, 0)] }),
        corrected({ homeStats: [line(annOnAces, 1, 0)] }),
      )
      .when({ ...corrected({ home: [9, 0, 0, 0], homeStats: [line(bobOnBears, 9, 0)] }), version: 1 })
      .then(
        'SELECT home_total, roster_player_id, goals FROM game_results JOIN game_player_lines USING (game_id)',
        [{ home_total: 2, roster_player_id: annOnAces, goals: 1 }],
      );
  });

  it('changes nothing when the log is delivered again', async () => {
    const first = recorded({ homeStats: [line(zoeOnAces, 2, 0)] });
    await spec
      .given(
        scheduled(opener),
        first,
        scheduled(rematch),
        recorded({ gameId: rematch, homeStats: [line(zoeOnAces, 1, 1)] }),
      )
      .when(first, corrected({ homeStats: [line(zoeOnAces, 4, 0)] }), removed(rematch))
      .whenAppliedAgain()
      .then(STATS, [
        {
          league_id: metro,
          roster_player_id: zoeOnAces,
          player_id: zoe,
          team_id: aces,
          goals: 4,
          assists: 0,
        },
      ]);
  });

  it('gives a filled bracket slot its team; back to be decided, none; the result and statistics stay', async () => {
    const slot = (teamId: string | null): GivenEvent => ({
      type: 'GameSlotFilled',
      data: { gameId: opener, side: 'home', teamId, source: 'advance', fromGameId: rematch },
    });
    const filled = spec.given(scheduled(opener, { playoff: true, homeTeamId: null })).when(slot(aces));
    await filled.then('SELECT home_team_id, visitor_team_id, version FROM game_results', [
      { home_team_id: aces, visitor_team_id: bears, version: 1 },
    ]);
    await filled
      .when(
        recorded({ kind: 'playoff', home: null, visitor: null, homeStats: [line(zoeOnAces, 1, 0)] }),
        slot(null),
      )
      .then('SELECT home_team_id, home_total, goals FROM game_results JOIN player_stats ON true', [
        { home_team_id: null, home_total: 3, goals: 1 },
      ]);
  });
});

// The game sheet's events (docs/api.md, "Game sheet"), as its commands record them on the game's stream.
const [zoeGoalie, bobGoalie] = [zoeOnAces, bobOnBears];
const entryIds = { n: 100 };
const nextEntry = () => uuid(entryIds.n++);
const lineup = (
  side: 'home' | 'visitor',
  rosterPlayerIds: string[],
  goalieRosterPlayerId: string | null,
  gameId = opener,
): GivenEvent => ({
  type: 'GameSheetLineupSet',
  data: { gameId, side, rosterPlayerIds, goalieRosterPlayerId },
});
const goal = (
  side: 'home' | 'visitor',
  scorer: string,
  strength: 'EV' | 'PP' | 'SH' | 'EN' = 'EV',
  more: { gameId?: string; entryId?: string; period?: number } = {},
): GivenEvent => ({
  type: 'GameSheetGoalRecorded',
  data: {
    gameId: more.gameId ?? opener,
    entryId: more.entryId ?? nextEntry(),
    side,
    period: more.period ?? 1,
    time: '05:00',
    scorer,
    assists: [],
    strength,
  },
});
const penalty = (
  side: 'home' | 'visitor',
  rosterPlayerId: string,
  minutes: 2 | 4 | 5 | 10,
  more: { gameId?: string; entryId?: string } = {},
): GivenEvent => ({
  type: 'GameSheetPenaltyRecorded',
  data: {
    gameId: more.gameId ?? opener,
    entryId: more.entryId ?? nextEntry(),
    side,
    period: 2,
    time: '10:00',
    rosterPlayerId,
    infraction: 'Tripping',
    minutes,
    severity: null,
  },
});
const shots = (side: 'home' | 'visitor', period: number, count: number, gameId = opener): GivenEvent => ({
  type: 'GameSheetShotsRecorded',
  data: { gameId, side, period, shots: count },
});
const entryRemoved = (kind: 'goals' | 'penalties', entryId: string, gameId = opener): GivenEvent => ({
  type: 'GameSheetEntryRemoved',
  data: { gameId, kind, entryId },
});
const finalized = (status = 'FINAL', gameId = opener): GivenEvent => ({
  type: 'GameSheetFinalized',
  data: { gameId, status },
});
const both = [lineup('home', [zoeOnAces, annOnAces], null), lineup('visitor', [bobOnBears], null)];

const SHEET_STATS = `SELECT roster_player_id, goals, assists, penalty_minutes, power_play_goals, short_handed_goals
  FROM player_stats ORDER BY penalty_minutes DESC, goals DESC`;
const GOALIES = `SELECT league_id, roster_player_id, games_played, wins, losses, goals_against, shutouts,
  shots_against, saves FROM goalie_stats ORDER BY roster_player_id`;
const figures = (rosterPlayerId: string, more: object = {}) => ({
  roster_player_id: rosterPlayerId,
  goals: 0,
  assists: 0,
  penalty_minutes: 0,
  power_play_goals: 0,
  short_handed_goals: 0,
  ...more,
});
const goalie = (rosterPlayerId: string, more: object = {}) => ({
  league_id: metro,
  roster_player_id: rosterPlayerId,
  games_played: 1,
  wins: 0,
  losses: 0,
  goals_against: 0,
  shutouts: 0,
  shots_against: null,
  saves: null,
  ...more,
});

describe('results projection: the game sheet in the statistics', () => {
  it("sums a player's penalty minutes per league over the games that count, a removed penalty left out", async () => {
    const tripping = penalty('home', annOnAces, 2);
    const scored = spec
      .given(scheduled(opener), scheduled(rematch), ...both)
      .when(
        tripping,
        penalty('home', annOnAces, 5),
        penalty('visitor', bobOnBears, 10),
        lineup('home', [annOnAces], null, rematch),
        penalty('home', annOnAces, 4, { gameId: rematch }),
      );
    // no result yet: nothing counts
    await scored.then(SHEET_STATS, []);
    const played = scored.when(
      recorded({ homeStats: [line(zoeOnAces, 1, 0)] }),
      recorded({ gameId: rematch, home: [0, 0, 0, 0], visitor: [0, 0, 0, 0] }),
    );
    await played.then(SHEET_STATS, [
      figures(annOnAces, { penalty_minutes: 11 }),
      figures(bobOnBears, { penalty_minutes: 10 }),
      figures(zoeOnAces, { goals: 1 }),
    ]);
    await played
      .when(entryRemoved('penalties', (tripping.data as { entryId: string }).entryId))
      .then(SHEET_STATS, [
        figures(bobOnBears, { penalty_minutes: 10 }),
        figures(annOnAces, { penalty_minutes: 9 }),
        figures(zoeOnAces, { goals: 1 }),
      ]);
  });

  it('keeps a penalty-only player with their team and no player id (the lines have none)', async () => {
    await spec
      .given(scheduled(opener), ...both, penalty('visitor', bobOnBears, 2), recorded())
      .then('SELECT roster_player_id, player_id, team_id, penalty_minutes FROM player_stats', [
        { roster_player_id: bobOnBears, player_id: null, team_id: bears, penalty_minutes: 2 },
      ]);
  });

  it('counts power-play and short-handed goals by their scorer; a removed goal leaves them', async () => {
    const shortHanded = goal('home', zoeOnAces, 'SH');
    const played = spec.given(scheduled(opener), ...both).when(
      goal('home', zoeOnAces, 'PP'),
      goal('home', zoeOnAces, 'PP'),
      shortHanded,
      goal('home', annOnAces, 'EV'),
      goal('visitor', bobOnBears, 'EN'),
      recorded({
        home: [4, 0, 0, 0],
        visitor: [1, 0, 0, 0],
        homeStats: [line(zoeOnAces, 3, 0), line(annOnAces, 1, 0)],
        visitorStats: [line(bobOnBears, 1, 0)],
      }),
    );
    await played.then(SHEET_STATS, [
      figures(zoeOnAces, { goals: 3, power_play_goals: 2, short_handed_goals: 1 }),
      figures(annOnAces, { goals: 1 }),
      figures(bobOnBears, { goals: 1 }),
    ]);
    await played
      .when(
        entryRemoved('goals', (shortHanded.data as { entryId: string }).entryId),
        corrected({
          home: [3, 0, 0, 0],
          visitor: [1, 0, 0, 0],
          homeStats: [line(zoeOnAces, 2, 0), line(annOnAces, 1, 0)],
          visitorStats: [line(bobOnBears, 1, 0)],
        }),
      )
      .then(SHEET_STATS, [
        figures(zoeOnAces, { goals: 2, power_play_goals: 2 }),
        figures(annOnAces, { goals: 1 }),
        figures(bobOnBears, { goals: 1 }),
      ]);
  });

  it("keeps each side's last lineup, who dressed and its goalie", async () => {
    await spec
      .given(scheduled(opener), lineup('home', [zoeOnAces], null))
      .when(lineup('home', [zoeOnAces, annOnAces], zoeGoalie), lineup('visitor', [bobOnBears], null))
      .then('SELECT side, roster_player_ids, goalie_roster_player_id FROM sheet_lineups ORDER BY side', [
        { side: 'home', roster_player_ids: [zoeOnAces, annOnAces], goalie_roster_player_id: zoeGoalie },
        { side: 'visitor', roster_player_ids: [bobOnBears], goalie_roster_player_id: null },
      ]);
  });

  it("gives each side's goalie a game played, a win or a loss, the goals against but empty-net ones, and the shutout", async () => {
    await spec
      .given(
        scheduled(opener),
        lineup('home', [zoeGoalie, annOnAces], zoeGoalie),
        lineup('visitor', [bobGoalie], bobGoalie),
      )
      .when(
        goal('home', annOnAces, 'EV'),
        goal('home', annOnAces, 'PP', { period: 3 }),
        goal('home', annOnAces, 'EN', { period: 3 }),
        finalized(),
        recorded({ home: [1, 0, 2, 0], visitor: [0, 0, 0, 0] }),
      )
      .then(GOALIES, [
        goalie(zoeGoalie, { wins: 1, shutouts: 1 }),
        goalie(bobGoalie, { losses: 1, goals_against: 2 }),
      ]);
  });

  it('counts saves and shots against where the shots were recorded: the last value of a period stands', async () => {
    const game2 = [
      scheduled(rematch),
      lineup('home', [zoeGoalie], zoeGoalie, rematch),
      lineup('visitor', [bobGoalie], bobGoalie, rematch),
      goal('visitor', bobGoalie, 'EV', { gameId: rematch }),
      goal('visitor', bobGoalie, 'EV', { gameId: rematch }),
      recorded({ gameId: rematch, home: [0, 0, 0, 0], visitor: [2, 0, 0, 0] }),
    ];
    await spec
      .given(
        scheduled(opener),
        lineup('home', [zoeGoalie], zoeGoalie),
        lineup('visitor', [bobGoalie], bobGoalie),
        goal('visitor', bobGoalie),
        shots('visitor', 1, 5),
        shots('visitor', 1, 8),
        shots('visitor', 2, 4),
        recorded({ home: [1, 1, 0, 0], visitor: [1, 0, 0, 0] }),
        ...game2,
      )
      .then(GOALIES, [
        // opener: 12 shots, 1 against; the rematch without shots: its 2 against are in GA, not in the saves
        goalie(zoeGoalie, {
          games_played: 2,
          wins: 1,
          losses: 1,
          goals_against: 3,
          shots_against: 12,
          saves: 11,
        }),
        goalie(bobGoalie, { games_played: 2, wins: 1, losses: 1, goals_against: 0, shutouts: 1 }),
      ]);
  });

  it('gives a tie neither a win nor a loss, and a shutout to a tie without goals against', async () => {
    await spec
      .given(
        scheduled(opener),
        lineup('home', [zoeGoalie], zoeGoalie),
        lineup('visitor', [bobGoalie], null),
        recorded({ home: [0, 0, 0, 0], visitor: [0, 0, 0, 0] }),
      )
      .then(GOALIES, [goalie(zoeGoalie, { shutouts: 1 })]);
  });

  it('follows a correction after the final: a removed goal, a changed winner; a removed game leaves', async () => {
    const late = goal('visitor', bobGoalie, 'EV', { period: 3 });
    const played = spec
      .given(
        scheduled(opener),
        lineup('home', [zoeGoalie, annOnAces], zoeGoalie),
        lineup('visitor', [bobGoalie], bobGoalie),
        goal('home', annOnAces),
        goal('visitor', bobGoalie),
        late,
        finalized(),
        recorded({ home: [1, 0, 0, 0], visitor: [1, 0, 1, 0] }),
      )
      .when(
        entryRemoved('goals', (late.data as { entryId: string }).entryId),
        corrected({ home: [1, 0, 0, 0], visitor: [1, 0, 0, 0] }),
      );
    await played.then(GOALIES, [
      goalie(zoeGoalie, { goals_against: 1 }),
      goalie(bobGoalie, { goals_against: 1 }),
    ]);
    await played
      .when(
        goal('home', annOnAces, 'EV', { period: 3 }),
        corrected({ home: [1, 0, 1, 0], visitor: [1, 0, 0, 0] }),
      )
      .then(GOALIES, [
        goalie(zoeGoalie, { wins: 1, goals_against: 1 }),
        goalie(bobGoalie, { losses: 1, goals_against: 2 }),
      ]);
    await played.when(removed(opener)).then(GOALIES, []);
  });

  it('counts a goalie only once the game has a played result, under the lineup as it last stands', async () => {
    const sheet = spec.given(
      scheduled(opener),
      lineup('home', [zoeGoalie], zoeGoalie),
      lineup('visitor', [bobGoalie], bobGoalie),
    );
    await sheet.then(GOALIES, []);
    await sheet.when(recorded({ status: 'Forfeit' })).then(GOALIES, []);
    await sheet
      .when(lineup('home', [zoeGoalie, annOnAces], annOnAces), corrected())
      .then(GOALIES, [
        goalie(annOnAces, { wins: 1, goals_against: 0, shutouts: 1 }),
        goalie(bobGoalie, { losses: 1 }),
      ]);
  });

  it('moves the sheet statistics with a game moved to another league, and changes nothing delivered again', async () => {
    const trip = penalty('home', annOnAces, 2);
    await spec
      .given(scheduled(opener), ...both, trip, lineup('visitor', [bobGoalie], bobGoalie), recorded())
      .when({ type: 'GameUpdated', data: game(opener, { leagueId: coastal }) }, trip)
      .whenAppliedAgain()
      .then(
        `SELECT 'player' AS kind, league_id, roster_player_id FROM player_stats
          UNION ALL SELECT 'goalie', league_id, roster_player_id FROM goalie_stats ORDER BY kind`,
        [
          { kind: 'goalie', league_id: coastal, roster_player_id: bobGoalie },
          { kind: 'player', league_id: coastal, roster_player_id: annOnAces },
        ],
      );
  });
});
