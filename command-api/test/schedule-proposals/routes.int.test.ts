import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ProposedGame,
  type ScheduleProposalAnswer,
  type ScheduleProposalRequest,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { leaguePlayApiForTests, type LeaguePlayApi } from '../lookups/test-support';

let api: LeaguePlayApi;
let leagueId: string;
let venueId: string;
let teams: string[];
/** the number of game appends after which the store fails (the database gone mid-apply); null: never */
let failAfterGames: number | null = null;

const failing = (store: EventStore): EventStore => {
  let games = 0;
  return {
    ...store,
    append: async (streamId, events, expected) => {
      if (streamId.startsWith('game-') && events[0]?.type === 'GameScheduled' && failAfterGames !== null) {
        if (games++ >= failAfterGames) throw new Error('the database went away');
      }
      return store.append(streamId, events, expected);
    },
    readStream: (streamId) => store.readStream(streamId),
    readAll: (after, limit) => store.readAll(after, limit),
    headPosition: () => store.headPosition(),
    onAppended: (listener) => store.onAppended(listener),
    close: () => store.close(),
  };
};

beforeAll(async () => {
  api = await leaguePlayApiForTests({ wrapStore: failing });
  venueId = await api.venue();
  leagueId = await api.league();
  teams = [];
  for (const name of ['Aces', 'Bears', 'Cats', 'Dogs']) teams.push(await api.team(leagueId, name));
  // another league's event already holds the first Monday's 19:00
  await api.ok('POST', '/api/admin/createEvent', {
    eventName: 'Clinic',
    venueId,
    date: '2027-01-04',
    time: '19:00',
  });
});
afterAll(async () => api.close());

const proposalUrl = (league = leagueId) => `/api/admin/league/${league}/schedule/proposal`;
const request = (): ScheduleProposalRequest => ({
  startDate: '2027-01-04',
  gamesPerTeam: 3,
  slots: [
    { weekday: 'Monday', time: '19:00', venueId },
    { weekday: 'Monday', time: '20:30', venueId },
  ],
  blackoutDates: ['2027-01-11'],
});

async function propose(body: object = request()) {
  const answer = await api.send('POST', proposalUrl(), body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ScheduleProposalAnswer>();
}

const applyUrl = (proposalId: string) => `${proposalUrl()}/${proposalId}/apply`;
const scheduledGames = async () => {
  const events = await api.store.readAll(null, 1_000_000);
  const removed = new Set(events.filter((e) => e.type === 'GameRemoved').map((e) => e.streamId));
  return events.filter((e) => e.type === 'GameScheduled' && !removed.has(e.streamId));
};

describe('a proposed schedule (docs/api.md, "Schedule generator")', () => {
  it('proposes every game around the schedule and the blackout dates, and records nothing', async () => {
    const before = await api.eventCount();
    const proposal = await propose();
    expect(await api.eventCount()).toBe(before);
    expect(proposal.games).toHaveLength(6);
    expect(proposal.warnings).toEqual([]);
    expect(proposal.booked).toEqual([{ date: '2027-01-04', time: '19:00', venueId }]);
    expect(proposal.teams.map((team) => team.teamName)).toEqual(['Aces', 'Bears', 'Cats', 'Dogs']);
    for (const game of proposal.games) {
      expect(game.date).not.toBe('2027-01-11');
      expect(`${game.date} ${game.time}`).not.toBe('2027-01-04 19:00');
    }
    expect(proposal.proposalId).toMatch(/^[\w-]{32}$/);
  });

  it('answers what fits with a warning when the slots end first', async () => {
    const proposal = await propose({ ...request(), endDate: '2027-01-18' });
    expect(proposal.games).toHaveLength(2); // 01-18 holds one game more only for Aces and Dogs, who met
    expect(proposal.warnings.join(' ')).toContain('Only 2 of the 6 games fit');
  });

  it('refuses bad parameters with a 400 naming the field, an unknown league or venue with a 404', async () => {
    const bad = async (body: object, status: number, text: string, url = proposalUrl()) => {
      const answer = await api.send('POST', url, body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json<{ message: string }>().message).toContain(text);
    };
    await bad({ ...request(), gamesPerTeam: 0 }, 400, 'gamesPerTeam');
    await bad({ ...request(), startDate: '2027-02-30' }, 400, 'startDate');
    await bad({ ...request(), endDate: '2026-12-01' }, 400, 'endDate');
    await bad({ ...request(), slots: [] }, 400, 'slots');
    await bad({ ...request(), slots: [{ weekday: 'Funday', time: '19:00', venueId }] }, 400, 'weekday');
    await bad({ ...request(), slots: [{ weekday: 'Monday', time: '25:00', venueId }] }, 400, 'time');
    await bad({ ...request(), minDaysBetween: 0 }, 400, 'minDaysBetween');
    await bad({ ...request(), slots: [...request().slots, request().slots[0]] }, 400, 'slot 3');
    await bad(
      { ...request(), slots: [{ weekday: 'Monday', time: '19:00', venueId: api.id() }] },
      404,
      'slot 1',
    );
    await bad(request(), 404, 'League not found', proposalUrl(api.id()));
    const lonely = await api.league({ leagueName: 'Lonely' });
    await api.team(lonely, 'Solo');
    await bad(request(), 409, 'at least two current teams', proposalUrl(lonely));
  });

  it('is for the league’s admins only', async () => {
    const answer = await api.app.inject({ method: 'POST', url: proposalUrl(), payload: request() });
    expect(answer.statusCode).toBe(401);
  });
});

describe('applying a proposal', () => {
  it('refuses other matchups, other parameters and a game moved against the rules, recording nothing', async () => {
    const proposal = await propose();
    const before = await api.eventCount();
    const games = proposal.games;
    const send = (body: object) => api.send('POST', applyUrl(proposal.proposalId), body);
    const flipped = games.map((game, i) =>
      i === 0 ? { ...game, homeTeamId: game.visitorTeamId, visitorTeamId: game.homeTeamId } : game,
    );
    let answer = await send({ parameters: proposal.parameters, games: flipped });
    expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([
      400,
      expect.stringContaining('matchups'),
    ]);
    answer = await send({ parameters: { ...proposal.parameters, gamesPerTeam: 4 }, games });
    expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([
      400,
      expect.stringContaining('parameters'),
    ]);
    const onBlackout = games.map((game, i) => (i === 1 ? { ...game, date: '2027-01-11' } : game));
    answer = await send({ parameters: proposal.parameters, games: onBlackout });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(
      /^Game 2 \(.+ @ .+, 2027-01-11 .+\): the date is a blackout date\./,
    );
    const onBooked = games.map((game, i) =>
      i === 1 ? { ...game, date: '2027-01-04', time: '19:00' } : game,
    );
    answer = await send({ parameters: proposal.parameters, games: onBooked });
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toContain('Game 2');
    expect(await api.eventCount()).toBe(before);
  });

  it('records none of the games when one cannot be recorded', async () => {
    const proposal = await propose();
    failAfterGames = 2;
    const answer = await api.send('POST', applyUrl(proposal.proposalId), {
      parameters: proposal.parameters,
      games: proposal.games,
    });
    failAfterGames = null;
    expect(answer.statusCode).toBe(500);
    expect(await scheduledGames()).toEqual([]);
  });

  it('records every game, two of them swapped, as createGame does; the same apply again is a clash', async () => {
    const proposal = await propose();
    const games: ProposedGame[] = [...proposal.games];
    const [first, second] = [games[0]!, games[1]!];
    const slotOf = (game: ProposedGame) => ({ date: game.date, time: game.time, venueId: game.venueId });
    games[0] = { ...first, ...slotOf(second) };
    games[1] = { ...second, ...slotOf(first) };
    const answer = await api.send('POST', applyUrl(proposal.proposalId), {
      parameters: proposal.parameters,
      games,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { gameIds } = answer.json<{ gameIds: string[] }>();
    expect(gameIds).toHaveLength(6);
    const recorded = await scheduledGames();
    expect(recorded.map((event) => event.data)).toEqual(
      games.map((game, i) =>
        expect.objectContaining({
          ...game,
          gameId: gameIds[i],
          leagueId,
          playoff: false,
          championship: false,
        }),
      ),
    );
    const before = await api.eventCount();
    const again = await api.send('POST', applyUrl(proposal.proposalId), {
      parameters: proposal.parameters,
      games,
    });
    expect(again.statusCode).toBe(409);
    expect(await api.eventCount()).toBe(before);
    // and the next proposal goes round what is now booked
    const next = await propose();
    expect(next.booked).toHaveLength(7);
  });
});
