import { describe, it } from 'vitest';
import type { GameFields, GameResult } from '@league/contracts';
import { projectionSpec, uuid, type GivenEvent } from '../testing/projection-spec';
import { standingsProjection } from './projection';

/** Every well-formed log here is also folded (standingsFold) and must give the same rows. */
const spec = projectionSpec(standingsProjection);
const [metro, coastal, rink] = [uuid(1), uuid(2), uuid(3)];
const [aces, bears, cats, dogs] = [uuid(4), uuid(5), uuid(6), uuid(7)];
const games = [uuid(10), uuid(11), uuid(12), uuid(13)] as const;

const team = (
  teamId: string,
  teamName: string,
  leagueId = metro,
  divisionName: string | null = null,
): GivenEvent => ({
  type: 'TeamCreated',
  data: { teamId, leagueId, teamName, divisionName, year: 2026 },
});
const gameFields = (
  n: number,
  home: string | null,
  visitor: string | null,
  more: Partial<GameFields> = {},
): GameFields => ({
  gameId: games[n]!,
  leagueId: metro,
  date: `2026-10-0${n + 1}`,
  time: '19:00',
  venueId: rink,
  homeTeamId: home,
  visitorTeamId: visitor,
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
  playoff: false,
  championship: false,
  ...more,
});
const game = (
  n: number,
  home: string | null,
  visitor: string | null,
  more: Partial<GameFields> = {},
): GivenEvent => ({
  type: 'GameScheduled',
  data: gameFields(n, home, visitor, more),
});
const score = (
  n: number,
  home: number,
  visitor: number,
  status = 'FINAL',
  type = 'GameResultRecorded',
): GivenEvent => ({
  type,
  data: {
    gameId: games[n]!,
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

/** [team, GP, W, L, T, OTL, SOL, PTS, PCT, GF, GA, GD, RW] in rank order */
type Line = [
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  string,
  number,
  number,
  number,
  number,
];
const TABLE = `SELECT team_name, games_played, wins, losses, ties, overtime_losses, shootout_losses, points,
  points_percentage::text AS pct, goals_for, goals_against, goal_difference, regulation_wins
  FROM standings WHERE league_id = $1 ORDER BY rank`;
const lines = (...table: Line[]) =>
  table.map(([team_name, gp, w, l, t, otl, sol, pts, pct, gf, ga, gd, rw]) => ({
    team_name,
    games_played: gp,
    wins: w,
    losses: l,
    ties: t,
    overtime_losses: otl,
    shootout_losses: sol,
    points: pts,
    pct,
    goals_for: gf,
    goals_against: ga,
    goal_difference: gd,
    regulation_wins: rw,
  }));
const teams = [team(aces, 'Aces'), team(bears, 'Bears'), team(cats, 'Cats'), team(dogs, 'Dogs')];

describe('standings projection', () => {
  it("lists every team of a league, by name before any game; another league's teams apart", async () => {
    const base = spec.given(
      team(bears, 'bears'),
      team(aces, 'Aces', metro, 'East'),
      team(cats, 'Cats', coastal),
    );
    await base.then(
      TABLE,
      lines(
        ['Aces', 0, 0, 0, 0, 0, 0, 0, '0.000', 0, 0, 0, 0],
        ['bears', 0, 0, 0, 0, 0, 0, 0, '0.000', 0, 0, 0, 0],
      ),
      [metro],
    );
    await base.then(
      'SELECT league_id, team_id, rank, division_name FROM standings ORDER BY league_id, rank',
      [
        { league_id: metro, team_id: aces, rank: 1, division_name: 'East' },
        { league_id: metro, team_id: bears, rank: 2, division_name: null },
        { league_id: coastal, team_id: cats, rank: 1, division_name: null },
      ],
    );
  });

  it('counts a regulation win, a tie, an overtime and a shootout loss by the rules; equal teams by goals for, then name', async () => {
    //                                  GP W  L  T OTL SOL PTS PCT     GF GA  GD RW
    await spec
      .given(...teams, game(0, aces, bears), game(1, cats, dogs), game(2, aces, cats), game(3, dogs, bears))
      .when(score(0, 3, 1), score(1, 2, 2), score(2, 2, 3, 'Overtime'), score(3, 4, 3, 'Shootout'))
      .then(
        TABLE,
        lines(
          ['Dogs', 2, 1, 0, 1, 0, 0, 3, '0.750', 6, 5, 1, 0],
          ['Aces', 2, 1, 0, 0, 1, 0, 3, '0.500', 5, 4, 1, 1],
          ['Cats', 2, 1, 0, 1, 0, 0, 3, '0.750', 5, 4, 1, 0],
          ['Bears', 2, 0, 1, 0, 0, 1, 1, '0.000', 4, 7, -3, 0],
        ),
        [metro],
      );
  });

  it('ranks teams of equal points by wins, then (equal goal difference and goals for) by name', async () => {
    await spec
      .given(...teams, game(0, aces, bears), game(1, cats, dogs), game(2, dogs, cats))
      .when(score(0, 5, 4), score(1, 2, 2), score(2, 1, 1))
      .then(
        'SELECT rank, team_name FROM standings WHERE league_id = $1 ORDER BY rank',
        [
          { rank: 1, team_name: 'Aces' },
          { rank: 2, team_name: 'Cats' },
          { rank: 3, team_name: 'Dogs' },
          { rank: 4, team_name: 'Bears' },
        ],
        [metro],
      );
  });

  it('counts neither playoff nor championship games, nor a game whose status is not a played one', async () => {
    await spec
      .given(
        ...teams.slice(0, 2),
        game(0, aces, bears, { playoff: true }),
        game(1, aces, bears, { championship: true }),
        game(2, aces, bears),
      )
      .when(score(0, 3, 0), score(1, 3, 0), score(2, 3, 0, 'Postponed'))
      .then(
        TABLE,
        lines(
          ['Aces', 0, 0, 0, 0, 0, 0, 0, '0.000', 0, 0, 0, 0],
          ['Bears', 0, 0, 0, 0, 0, 0, 0, '0.000', 0, 0, 0, 0],
        ),
        [metro],
      );
  });

  it('recomputes the table from a correction, and without a removed game', async () => {
    const played = spec.given(
      ...teams.slice(0, 2),
      game(0, aces, bears),
      game(1, bears, aces),
      score(0, 3, 1),
      score(1, 2, 2),
    );
    await played
      .when(score(0, 1, 3, 'FINAL', 'GameResultCorrected'))
      .then(
        TABLE,
        lines(
          ['Bears', 2, 1, 0, 1, 0, 0, 3, '0.750', 5, 3, 2, 1],
          ['Aces', 2, 0, 1, 1, 0, 0, 1, '0.250', 3, 5, -2, 0],
        ),
        [metro],
      );
    await played
      .when({ type: 'GameRemoved', data: { gameId: games[0] } })
      .then(
        TABLE,
        lines(
          ['Aces', 1, 0, 0, 1, 0, 0, 1, '0.500', 2, 2, 0, 0],
          ['Bears', 1, 0, 0, 1, 0, 0, 1, '0.500', 2, 2, 0, 0],
        ),
        [metro],
      );
  });

  it('keeps the games it counts: regular or not, day, teams, current result, removal', async () => {
    await spec
      .given(
        ...teams.slice(0, 2),
        game(0, aces, bears),
        game(1, null, bears, { playoff: true }),
        score(0, 3, 1),
      )
      .when({ type: 'GameRemoved', data: { gameId: games[1] } })
      .then(
        `SELECT game_id, league_id, regular, iso_date, time, home_team_id, visitor_team_id, status, home_total,
               visitor_total, removed, version FROM standings_games ORDER BY game_id`,
        [
          {
            game_id: games[0],
            league_id: metro,
            regular: true,
            iso_date: '2026-10-01',
            time: '19:00',
            home_team_id: aces,
            visitor_team_id: bears,
            status: 'FINAL',
            home_total: 3,
            visitor_total: 1,
            removed: false,
            version: 1,
          },
          {
            game_id: games[1],
            league_id: metro,
            regular: false,
            iso_date: '2026-10-02',
            time: '19:00',
            home_team_id: null,
            visitor_team_id: bears,
            status: null,
            home_total: null,
            visitor_total: null,
            removed: true,
            version: 1,
          },
        ],
      );
  });

  it('names a renamed team, and leaves a removed team out', async () => {
    await spec
      .given(...teams.slice(0, 3))
      .when(
        { type: 'TeamUpdated', data: { teamId: aces, teamName: 'Albany Aces', divisionName: 'North' } },
        { type: 'TeamRemoved', data: { teamId: cats } },
      )
      .then(
        'SELECT team_name, division_name FROM standings WHERE league_id = $1 ORDER BY rank',
        [
          { team_name: 'Albany Aces', division_name: 'North' },
          { team_name: 'Bears', division_name: null },
        ],
        [metro],
      );
  });

  it('moves a game to the league it is updated to, recomputing both', async () => {
    await spec
      .given(
        team(aces, 'Aces'),
        team(bears, 'Bears'),
        team(cats, 'Cats', coastal),
        team(dogs, 'Dogs', coastal),
        game(0, aces, bears),
        score(0, 2, 0),
      )
      .when({ type: 'GameUpdated', data: gameFields(0, cats, dogs, { leagueId: coastal }) })
      .then('SELECT league_id, team_name, wins, losses FROM standings ORDER BY league_id, rank', [
        { league_id: metro, team_name: 'Aces', wins: 0, losses: 0 },
        { league_id: metro, team_name: 'Bears', wins: 0, losses: 0 },
        { league_id: coastal, team_name: 'Cats', wins: 1, losses: 0 },
        { league_id: coastal, team_name: 'Dogs', wins: 0, losses: 1 },
      ]);
  });

  it('ignores events older than the rows', async () => {
    await spec
      .given(...teams.slice(0, 2), game(0, aces, bears), score(0, 3, 1), {
        type: 'TeamUpdated',
        data: { teamId: aces, teamName: 'Albany Aces', divisionName: null },
      })
      .when(
        { ...score(0, 0, 9, 'FINAL', 'GameResultCorrected'), version: 1 },
        { type: 'TeamUpdated', data: { teamId: aces, teamName: 'Stale', divisionName: null }, version: 0 },
      )
      .then('SELECT team_name, goals_for, goals_against FROM standings ORDER BY rank', [
        { team_name: 'Albany Aces', goals_for: 3, goals_against: 1 },
        { team_name: 'Bears', goals_for: 1, goals_against: 3 },
      ]);
  });

  it('changes nothing when the log is delivered again', async () => {
    await spec
      .given(...teams.slice(0, 2), game(0, aces, bears), game(1, bears, aces), score(0, 3, 1))
      .when(score(1, 2, 2), score(0, 1, 2, 'Overtime', 'GameResultCorrected'), {
        type: 'TeamRemoved',
        data: { teamId: dogs },
      })
      .whenAppliedAgain()
      .then(
        TABLE,
        lines(
          ['Bears', 2, 1, 0, 1, 0, 0, 3, '0.750', 4, 3, 1, 0],
          ['Aces', 2, 0, 0, 1, 1, 0, 2, '0.250', 3, 4, -1, 0],
        ),
        [metro],
      );
  });

  it('counts a filled bracket slot as the game scheduled with that team (in a regular game too)', async () => {
    await spec
      .given(...teams.slice(0, 2), game(0, null, bears))
      .when(
        {
          type: 'GameSlotFilled',
          data: { gameId: games[0], side: 'home', teamId: aces, seed: 1, source: 'seed', fromGameId: null },
        },
        score(0, 3, 1),
      )
      .then('SELECT team_name, wins, losses FROM standings ORDER BY rank', [
        { team_name: 'Aces', wins: 1, losses: 0 },
        { team_name: 'Bears', wins: 0, losses: 1 },
      ]);
  });
});
