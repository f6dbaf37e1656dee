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
