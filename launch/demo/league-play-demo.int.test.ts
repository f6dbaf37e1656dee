import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BracketAnswer,
  BracketGame,
  GameAnswer,
  GameHistoryAnswer,
  GoalieLeadersAnswer,
  LeagueScheduleAnswer,
  ScoringLeadersAnswer,
  TeamPageAnswer,
} from '@league/contracts';
import { ensureAdmin } from '@league/command-api';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createTokenService } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import { sqlPersonalData } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { composeInProcessApis } from '../api-deps';
import { demoApi } from './api';
import { loadStaffDemo } from './staff';
import { loadLeaguePlayDemo, type DemoLeaguePlay } from './league-play';
import { DEFAULT_LEAGUE_TIME_ZONE, todayInTimeZone } from '@league/contracts';

/**
 * The league-play demo built in process through the command routes, read back as a visitor and the
 * admin see it: the Over 35 bracket half played, the Men's Open bracket waiting, the corrected result's
 * two versions in the game's history, and a team page with its club's previous season.
 */
let db: SqlClient;
let store: EventStore;
let site: Awaited<ReturnType<typeof composeInProcessApis>>;
let admin: string;
let demo: DemoLeaguePlay;
const today = todayInTimeZone(DEFAULT_LEAGUE_TIME_ZONE);

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
  site = await composeInProcessApis({ store, db, tokens, logger: createLogger('demo', 'silent') });
  // the site's admin account, as a start records it: the history names its author
  const adminId = await ensureAdmin(
    store,
    { email: 'admin@league.test', password: 'Admin12345!' },
    { personalData: sqlPersonalData(db) },
  );
  admin = tokens.sign({ role: 'admin', id: adminId }).token;
  // the board's staff join by their invitations' links: the scorekeeper enters results, the admin corrects
  const vault = sqlPersonalData(db);
  const owner = demoApi(site.app, admin, undefined, async (streamId, type) => {
    const events = await vault.open(await store.readStream(streamId));
    return (events.filter((event) => event.type === type).at(-1)!.data as { link: string }).link;
  });
  const api = { ...owner, staff: await loadStaffDemo(owner) };
  const venueIds = [];
  for (const venueName of ['North Rink', 'South Rink', 'Lake Rink'])
    venueIds.push(
      String(
        (await api.call('POST', '/api/admin/createVenue', { venueName, venueAddress: '1 Main St' })).venueId,
      ),
    );
  demo = await loadLeaguePlayDemo(api, { venueIds, today });
  await site.runner.catchUp();
}, 120_000);
afterAll(async () => {
  await site.app.close();
  await site.runner.stop();
  await store.close();
  await db.close();
});

async function read<T>(url: string): Promise<T> {
  const response = await site.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}
const played = (game: BracketGame) => game.status !== 'TBP';

describe('the league-play demo', () => {
  it('has the Over 35 bracket seeded from the finished season and half played: a semifinal winner waits in the final', async () => {
    const { listOfTeams } = await read<{ listOfTeams: Array<{ teamId: string; gamesPlayed: number }> }>(
      `/api/league/leagues/${demo.over35}/standings`,
    );
    expect(listOfTeams.map((team) => team.gamesPlayed)).toEqual([6, 6, 6, 6]);
    const bracket = await read<BracketAnswer>(`/api/league/${demo.over35}/bracket`);
    expect(bracket.rounds.map((round) => round.name)).toEqual(['Semifinals', 'Final']);
    const [semifinals, [final]] = bracket.rounds.map((round) => round.games) as [
      BracketGame[],
      BracketGame[],
    ];
    // seeded from the standings: 1 v 4 and 2 v 3, the ranked teams at home and away
    expect(semifinals.map((game) => [game.home.seed, game.visitor.seed])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(semifinals.map((game) => [game.home.teamId, game.visitor.teamId])).toEqual([
      [listOfTeams[0]!.teamId, listOfTeams[3]!.teamId],
      [listOfTeams[1]!.teamId, listOfTeams[2]!.teamId],
    ]);
    const [done, next] = semifinals as [BracketGame, BracketGame];
    expect(played(done)).toBe(true);
    expect(done.date < today).toBe(true);
    expect(played(next)).toBe(false);
    expect(next.date > today).toBe(true);

    expect(final!.championship).toBe(true);
    expect(played(final!)).toBe(false);
    expect(final!.date > next.date).toBe(true);
    expect([final!.home.fromGameId, final!.visitor.fromGameId]).toEqual([done.gameId, next.gameId]);
    // the played semifinal's winner already sits in the final, the other side is TBD
    expect(final!.home.teamId).toBe(done[done.winner!].teamId);
    expect(final!.home.seed).toBe(done[done.winner!].seed);
    expect(final!.visitor).toMatchObject({ teamId: null, teamName: null });
  });

  it("has the Men's Open bracket to come: quarterfinals of seeds, semifinals fed by them, a final", async () => {
    const bracket = await read<BracketAnswer>(`/api/league/${demo.mensOpen}/bracket`);
    expect(bracket.rounds.map((round) => [round.name, round.games.length])).toEqual([
      ['Quarterfinals', 2],
      ['Semifinals', 2],
      ['Final', 1],
    ]);
    const games = bracket.rounds.flatMap((round) => round.games);
    expect(games.every((game) => !played(game) && game.date > today)).toBe(true);
    expect(games.every((game) => game.home.teamId === null && game.visitor.teamId === null)).toBe(true);
    const [quarterfinals, semifinals] = bracket.rounds.map((round) => round.games) as [
      BracketGame[],
      BracketGame[],
    ];
    const quarterfinal = (high: number, low: number) =>
      quarterfinals.find((game) => game.home.seed === high && game.visitor.seed === low)!.gameId;
    // first place meets the winner of 4 v 5, second the winner of 3 v 6
    expect(semifinals.map((game) => [game.home.seed, game.visitor.fromGameId]).sort()).toEqual([
      [1, quarterfinal(4, 5)],
      [2, quarterfinal(3, 6)],
    ]);
  });

  it('has a regular-season result entered by the scorekeeper and corrected by an admin, each named: two result versions, old → new score and scorer', async () => {
    const { versions } = await read<GameHistoryAnswer>(`/api/admin/game/${demo.correctedGameId}/history`);
    const results = versions.filter((v) => v.kind === 'result recorded' || v.kind === 'result corrected');
    expect(results.map((v) => [v.kind, v.recordedBy])).toEqual([
      ['result recorded', { name: 'Tom Lindqvist' }],
      ['result corrected', { name: 'Maria Santos' }],
    ]);
    // the owner scheduled the game, by the name of the configuration (LEAGUE_ADMIN_NAME's default)
    expect(versions[0]?.recordedBy).toEqual({ name: 'League admin' });
    const changes = results[1]!.changes;
    const score = changes.find((change) => change.field === 'score');
    expect(score?.from).toBeTruthy();
    expect(score?.to).toBeTruthy();
    expect(score!.from).not.toBe(score!.to);
    // the goal the first entry credited to a player who did not score goes back to its scorer
    const lines = changes.filter((change) => change.field === 'stats');
    expect(lines.map((change) => [change.from === null, change.to === null]).sort()).toEqual([
      [false, false],
      [false, true],
    ]);
    const game = await read<{ gameStats: { homeGoalsTotal: number } }>(
      `/api/admin/game/${demo.correctedGameId}`,
    );
    expect(score!.to).toContain(String(game.gameStats.homeGoalsTotal));
  });

  it('has played games scored on their sheets: play-by-play, penalty minutes and goalies', async () => {
    expect(demo.sheetGameIds.length).toBeGreaterThanOrEqual(2);
    for (const gameId of demo.sheetGameIds) {
      const game = await read<GameAnswer>(`/api/admin/game/${gameId}`);
      expect(game.inProgress).toBe(false);
      expect(game.gameStats?.status).toBe('FINAL');
      // the sheet's goals are the result's: per side, and each player's line
      const goalsOf = (side: string) => game.goals.filter((goal) => goal.side === side).length;
      expect([goalsOf('visitor'), goalsOf('home')]).toEqual([
        game.gameStats!.visitorGoalsTotal,
        game.gameStats!.homeGoalsTotal,
      ]);
      const scored = game.playerStats.reduce((sum, line) => sum + line.goals, 0);
      expect(scored).toBe(game.goals.length);
      expect(game.penalties.length).toBeGreaterThan(0);
      expect(game.shots.map((s) => s.period)).toEqual([1, 1, 2, 2, 3, 3]);
    }
    const leaders = await read<ScoringLeadersAnswer>(`/api/league/${demo.mensOpen}/scoringLeaders`);
    expect(leaders.scoringLeaders.some((player) => player.penaltyMinutes > 0)).toBe(true);
    const goalies = await read<GoalieLeadersAnswer>(`/api/league/${demo.mensOpen}/goalieLeaders`);
    expect(goalies.goalieLeaders.length).toBeGreaterThanOrEqual(2 * demo.sheetGameIds.length - 1);
    expect(goalies.goalieLeaders.every((goalie) => goalie.savePercentage !== null)).toBe(true);
  });

  it("has tonight's game in progress: lineups, three goals and a penalty, no final", async () => {
    const game = await read<GameAnswer>(`/api/admin/game/${demo.tonightGameId}`);
    expect(game.game.isoDate).toBe(today);
    expect(game).toMatchObject({ inProgress: true, gameStats: null });
    expect(game.goals.map((goal) => [goal.period, goal.time, goal.side, goal.strength])).toEqual([
      [1, '06:12', 'visitor', 'EV'],
      [1, '14:40', 'home', 'PP'],
      [2, '03:27', 'visitor', 'EV'],
    ]);
    expect(game.penalties.map((penalty) => [penalty.infraction, penalty.minutes])).toEqual([['Tripping', 2]]);
    const schedule = await read<LeagueScheduleAnswer>(`/api/league/schedule/${demo.mensOpen}`);
    const item = schedule.allLeagueGamesArray.find((i) => i._id === demo.tonightGameId);
    expect(item).toMatchObject({ inProgress: true, runningScore: { visitor: 2, home: 1 }, status: 'TBP' });
    expect(schedule.allLeagueGamesArray.filter((i) => i.inProgress)).toHaveLength(1);
  });

  it('has team pages with a record, home and away, last ten, a streak, the next game, points and the previous season', async () => {
    const { listOfTeams } = await read<{ listOfTeams: Array<{ teamId: string; teamName: string }> }>(
      `/api/league/leagues/${demo.mensOpen}/standings`,
    );
    const aces = listOfTeams.find((team) => team.teamName === 'Albany Aces')!;
    const page = await read<TeamPageAnswer>(`/api/team/${aces.teamId}`);
    expect(page.standing.gamesPlayed).toBe(5);
    const games = (r: TeamPageAnswer['home']) =>
      r.wins + r.losses + r.ties + r.overtimeLosses + r.shootoutLosses;
    expect(games(page.home) + games(page.away)).toBe(5);
    expect(page.lastTen.wins + page.lastTen.losses + page.lastTen.ties).toBe(5);
    expect(page.streak?.count).toBeGreaterThan(0);
    expect(page.nextGame!.isoDate >= today).toBe(true);
    expect(page.roster.some((player) => player.goals + player.assists > 0)).toBe(true);
    expect(page.otherSeasons).toEqual([
      expect.objectContaining({ teamName: 'Albany Aces', leagueName: "Men's Open", isCurrent: false }),
    ]);
    expect(page.otherSeasons[0]!.year).toBeLessThanOrEqual(page.year);
    expect(page.otherSeasons[0]!.record.wins + page.otherSeasons[0]!.record.losses).toBeGreaterThan(0);
  });
});
