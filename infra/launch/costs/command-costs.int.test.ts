import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountedSite, type CountedSite } from './stack';

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
  const { venueId } = await site.command<{ venueId: string }>('POST', '/api/admin/createVenue', {
    venueName: 'Riverside Dome',
    venueAddress: '1 River Rd',
  });
  const { leagueId } = await site.command<{ leagueId: string }>('POST', '/api/admin/createLeague', {
    leagueName: 'Men 30+',
    session: 'Fall',
    year: 2026,
  });
  const teams: string[] = [];
  rosters = [];
  for (const teamName of ['Aces', 'Bears']) {
    const { teamId } = await site.command<{ teamId: string }>('POST', '/api/admin/createTeam', {
      leagueId,
      teamName,
    });
    const players = [];
    for (let number = 1; number <= 10; number++) {
      const { playerId } = await site.command<{ playerId: string }>('POST', '/api/admin/createPlayer', {
        firstName: `P${number}`,
        lastName: teamName,
      });
      players.push({ playerId, number });
    }
    const { rosterPlayerIds } = await site.command<{ rosterPlayerIds: string[] }>(
      'POST',
      `/api/admin/${teamId}/addPlayers`,
      { players },
    );
    teams.push(teamId);
    rosters.push(rosterPlayerIds);
  }
  ({ gameId } = await site.command<{ gameId: string }>('POST', '/api/admin/createGame', {
    leagueId,
    homeTeamId: teams[0],
    visitorTeamId: teams[1],
    venueId,
    date: '2026-10-02',
    time: '19:30',
  }));
}, 120_000);
afterAll(() => site.close());

const budget = (limit: number) => {
  const used = site.db.statements;
  expect(used, `${used} statements:\n${site.db.log.join('\n')}`).toBeLessThanOrEqual(limit);
};

describe('statements per command on the embedded site, projections included', () => {
  it('given a league, when an admin creates a player, then it costs at most 8 statements', async () => {
    site.db.reset();
    await site.command('POST', '/api/admin/createPlayer', { firstName: 'New', lastName: 'Player' });
    budget(8);
  });

  it('given a scheduled game, when an admin records its result with player stats, then it costs at most 25 statements', async () => {
    site.db.reset();
    await site.command('PATCH', `/api/admin/gameStats/${gameId}`, {
      gameStatus: 'FINAL',
      homePointsPerPeriod: ['1|1|0|0|2'],
      visitorPointsPerPeriod: ['0|1|0|0|1'],
      gameSummary: 'A close one.',
      homeStats: [`${rosters[0]![0]}|1|1`, `${rosters[0]![1]}|1|0`],
      visitorStats: [`${rosters[1]![0]}|1|0`],
    });
    budget(25);
    // the game's stream and the two rosters are each read once
    const streamReads = site.db.log.filter((s) => s.includes('FROM es.events WHERE stream_id'));
    expect(streamReads).toHaveLength(3);
  });

  it('given projections at the head, when nothing is appended, then waking the runner reads nothing', async () => {
    site.db.reset();
    await site.runner.catchUp();
    expect(site.db.log.filter((s) => s.includes('es.events'))).toEqual([]);
  });
});
