import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_LEAGUE_TIME_ZONE,
  homeAnswer,
  leagueScheduleAnswer,
  teamPageAnswer,
  todayInTimeZone,
  venueScheduleAnswer,
  type ScheduleItem,
} from '@league/contracts';
import { bearer, testTokens } from '../test-support';
import { callerOf, startWiredStack, type WiredStack } from '../wired-stack';

/**
 * Games in progress on the schedules, the team page and the home page (docs/api.md, "A schedule item"): a game being
 * scored on its sheet is `inProgress` with the sheet's goals so far as `runningScore`, on the league's
 * and the venue's schedule and the home page; a removed goal does not count; the final ends it.
 */

const tokens = testTokens();
const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);

let stack: WiredStack;
const { write, read } = callerOf(() => stack, admin);

beforeAll(async () => {
  stack = await startWiredStack(tokens);
});
afterAll(() => stack.close());

describe('games in progress on the schedules and the home page', () => {
  it('marks a game being scored with its running score until its final', async () => {
    const today = todayInTimeZone(DEFAULT_LEAGUE_TIME_ZONE);
    const { venueId } = await write<{ venueId: string }>('POST', '/api/admin/createVenue', {
      venueName: 'Riverside Dome',
      venueAddress: '1 River Rd',
    });
    const { leagueId } = await write<{ leagueId: string }>('POST', '/api/admin/createLeague', {
      leagueName: 'Men 30+',
      session: 'Fall',
      year: Number(today.slice(0, 4)),
    });
    const team = async (teamName: string) =>
      (await write<{ teamId: string }>('POST', '/api/admin/createTeam', { leagueId, teamName })).teamId;
    const hawks = await team('Hawks');
    const owls = await team('Owls');
    const rosterOf = async (teamId: string, people: Array<[string, string, number]>) => {
      const players = [];
      for (const [firstName, lastName, number] of people) {
        const { playerId } = await write<{ playerId: string }>('POST', '/api/admin/createPlayer', {
          firstName,
          lastName,
        });
        players.push({ playerId, number });
      }
      return (
        await write<{ rosterPlayerIds: string[] }>('POST', `/api/admin/${teamId}/addPlayers`, { players }, 0)
      ).rosterPlayerIds;
    };
    const [hana, hal] = (await rosterOf(hawks, [
      ['Hana', 'Hill', 7],
      ['Hal', 'Hope', 30],
    ])) as [string, string];
    const [olga, otto] = (await rosterOf(owls, [
      ['Olga', 'Ortiz', 4],
      ['Otto', 'Oak', 1],
    ])) as [string, string];
    const { gameId } = await write<{ gameId: string }>('POST', '/api/admin/createGame', {
      leagueId,
      venueId,
      homeTeamId: hawks,
      visitorTeamId: owls,
      date: today,
      time: '23:45',
    });
    const sheetUrl = `/api/admin/game/${gameId}/sheet`;

    /** the game as the league's schedule, the venue's and the home page's next games give it */
    const items = async (): Promise<ScheduleItem[]> => {
      const league = leagueScheduleAnswer.parse(await read(`/api/league/schedule/${leagueId}`));
      const venue = venueScheduleAnswer.parse(await read(`/api/league/${venueId}/schedule`));
      const home = homeAnswer.parse(await read('/api/home'));
      const teamPage = teamPageAnswer.parse(await read(`/api/team/${hawks}`));
      const next = home.leagues.find((l) => l.leagueId === leagueId)?.nextGames ?? [];
      const latest = home.leagues.find((l) => l.leagueId === leagueId)?.latestResults ?? [];
      const all = [
        league.allLeagueGamesArray.find((i) => i._id === gameId),
        venue.allVenueGamesAndEventsArray.find((i) => i._id === gameId),
        [...next, ...latest].find((i) => i._id === gameId),
        teamPage.schedule.find((i) => i._id === gameId),
      ];
      for (const item of all) expect(item).toBeDefined();
      return all as ScheduleItem[];
    };
    const expectEach = async (expected: Partial<ScheduleItem>) => {
      for (const item of await items()) expect(item).toMatchObject(expected);
    };

    await expectEach({ inProgress: false, runningScore: null, status: 'TBP', score: '' });
    await write('PUT', `${sheetUrl}/lineup/home`, {
      rosterPlayerIds: [hana, hal],
      goalieRosterPlayerId: hal,
    });
    await write('PUT', `${sheetUrl}/lineup/visitor`, {
      rosterPlayerIds: [olga, otto],
      goalieRosterPlayerId: otto,
    });
    // a lineup alone does not start the game
    await expectEach({ inProgress: false, runningScore: null });

    await write('POST', `${sheetUrl}/penalties`, {
      id: crypto.randomUUID(),
      side: 'home',
      period: 1,
      time: '02:00',
      rosterPlayerId: hana,
      infraction: 'Tripping',
      minutes: 2,
    });
    await expectEach({ inProgress: true, runningScore: { visitor: 0, home: 0 } });

    const goal = (side: 'home' | 'visitor', time: string, scorer: string) =>
      write('POST', `${sheetUrl}/goals`, { id: crypto.randomUUID(), side, period: 1, time, scorer });
    await goal('visitor', '03:00', olga);
    await goal('visitor', '04:00', olga);
    const { entryId } = await write<{ entryId: string }>('POST', `${sheetUrl}/goals`, {
      id: crypto.randomUUID(),
      side: 'home',
      period: 2,
      time: '05:00',
      scorer: hana,
    });
    await goal('home', '06:00', hana);
    await expectEach({ inProgress: true, runningScore: { visitor: 2, home: 2 }, score: '' });
    // a removed goal does not count
    await write('DELETE', `${sheetUrl}/goals/${entryId}`);
    await expectEach({ inProgress: true, runningScore: { visitor: 2, home: 1 } });

    // the final: a result, no longer in progress
    await write('POST', `${sheetUrl}/final`, { status: 'FINAL' });
    await expectEach({ inProgress: false, runningScore: null, status: 'FINAL', score: '2 - 1' });
  });
});
