import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLeague, startCountedSite, type CountedSite } from './stack';

/**
 * What one command costs the embedded site's database, counted statement by statement: its own reads and
 * append plus every projection write it causes, until all projections have applied it. A budget that
 * fails prints the statements, so the change that added one is easy to find.
 */
let site: CountedSite;
let rosters: string[][];
let gameId: string;

beforeAll(async () => {
  site = await startCountedSite();
  const { teams, gameIds } = await seedLeague(site);
  rosters = teams.map((team) => team.roster);
  gameId = gameIds[0]!;
}, 120_000);
afterAll(() => site.close());

/** The reads of event streams the last command caused (the command side's reads, not kept in memory). */
const streamReads = () => site.db.log.filter((s) => s.includes('FROM es.events WHERE stream_id'));

/** The reads of projection rows the last command caused (the runner's reads of the rows a batch touches). */
const projectionReads = () => site.db.log.filter((s) => s.startsWith('SELECT (SELECT coalesce(json_agg'));

const budget = (limit: number) => {
  const used = site.db.statements;
  expect(used, `${used} statements:\n${site.db.log.join('\n')}`).toBeLessThanOrEqual(limit);
};

describe('statements per command on the embedded site, projections included', () => {
  it('given a league, when an admin creates a player, then it costs at most 5 statements', async () => {
    site.db.reset();
    await site.command('POST', '/api/admin/createPlayer', { firstName: 'New', lastName: 'Player' });
    budget(5);
    // a new player's row cannot be there yet: it is inserted, not read first
    expect(projectionReads()).toEqual([]);
  });

  it('given a scheduled game, when an admin records its result with player stats, then it costs at most 13 statements', async () => {
    site.db.reset();
    const result = {
      gameStatus: 'FINAL',
      homePointsPerPeriod: ['1|1|0|0|2'],
      visitorPointsPerPeriod: ['0|1|0|0|1'],
      gameSummary: 'A close one.',
      homeStats: [`${rosters[0]![0]}|1|1`, `${rosters[0]![1]}|1|0`],
      visitorStats: [`${rosters[1]![0]}|1|0`],
    };
    // the game as scheduled, at version 0
    await site.command('PATCH', `/api/admin/gameStats/${gameId}`, result, 0);
    budget(13);
    // the game's stream and the two rosters were kept in memory when they were written: none is read
    expect(streamReads()).toEqual([]);
    // the game's rows were kept by the runner since it was scheduled: only its players' statistics,
    // never seen before, are read
    expect(projectionReads()).toEqual([
      expect.stringContaining(
        'SELECT league_id, roster_player_id, player_id, team_id, goals, assists, penalty_minutes',
      ),
    ]);
  });

  it('given a game in progress with its lineups, when a scorekeeper records a goal, then it costs at most 8 statements and reads no stream and no projection rows', async () => {
    const league = await seedLeague(site);
    const live = league.gameIds[0]!;
    const home = league.teams[0]!.roster;
    for (const [side, team] of [
      ['home', league.teams[0]!],
      ['visitor', league.teams[1]!],
    ] as const)
      await site.command('PUT', `/api/admin/game/${live}/sheet/lineup/${side}`, {
        rosterPlayerIds: team.roster,
        goalieRosterPlayerId: team.roster[0],
      });
    const goal = (n: number) =>
      site.command('POST', `/api/admin/game/${live}/sheet/goals`, {
        id: randomUUID(),
        side: 'home',
        period: 1,
        time: `0${n}:30`,
        scorer: home[1 + n],
        assists: [home[2 + n]],
      });
    await goal(0);
    site.db.reset();
    await goal(1);
    budget(8);
    expect(streamReads()).toEqual([]);
    expect(projectionReads()).toEqual([]);
  });

  it('given projections at the head, when nothing is appended, then waking the runner reads nothing', async () => {
    site.db.reset();
    await site.runner.catchUp();
    expect(site.db.log.filter((s) => s.includes('es.events'))).toEqual([]);
  });
});
