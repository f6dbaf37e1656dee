import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standingsAnswer, teamPageAnswer, type StandingsAnswer } from '@league/contracts';
import { leaguePlayStack, type LeaguePlayStack } from './test-support';

/**
 * The rank a team's page gives is the team's place as the standings page shows it: in its own division's
 * table, numbered from 1 in the order of the league's standings. A league with East and West divisions
 * whose league-wide order mixes the two, played through events and projected on PGlite.
 */

let stack: LeaguePlayStack;
let ids: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const { f } = stack;
  const rink = await f.venue('Rink');
  const league = await f.league({ leagueName: 'Open', session: 'Fall', year: 2026 });
  const team = (name: string, division: string) => f.team(league, name, division, 2026);
  const teams = {
    east1: await team('Eagles', 'East'),
    east2: await team('Foxes', 'East'),
    east3: await team('Gulls', 'East'),
    west1: await team('Hawks', 'West'),
    west2: await team('Ibis', 'West'),
  };
  let day = 1;
  const play = async (home: string, visitor: string, homeGoals: number, visitorGoals: number) => {
    const date = `2026-09-${String(day++).padStart(2, '0')}`;
    const gameId = await f.game({
      leagueId: league,
      date,
      time: '19:00',
      venueId: rink,
      homeTeamId: home,
      visitorTeamId: visitor,
    });
    await f.result(gameId, { home: homeGoals, visitor: visitorGoals });
  };
  // league order: Eagles and Hawks 4 points (Eagles ahead on goal difference), Ibis and Foxes 2 (Ibis ahead
  // on goal difference), Gulls 0
  await play(teams.west1, teams.east1, 3, 1);
  await play(teams.west1, teams.east2, 2, 1);
  await play(teams.east1, teams.west2, 4, 0);
  await play(teams.east1, teams.east3, 2, 0);
  await play(teams.west2, teams.east3, 9, 0);
  await play(teams.east2, teams.east3, 1, 0);
  return { league, teams };
}

beforeAll(async () => {
  stack = await leaguePlayStack();
  ids = await seed();
  await stack.runner.catchUp();
});
afterAll(async () => stack.close());

async function get(url: string): Promise<unknown> {
  const response = await stack.app.inject({
    method: 'GET',
    url,
    headers: { 'x-min-position': stack.f.last },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Where the standings page shows a team: the page splits `listOfTeams` (in the answer's order) into one
 * table per division, the teams without a division together, and numbers each table from 1.
 */
function shownOnStandingsPage(answer: StandingsAnswer, teamId: string) {
  const division = (line: { divisionName: string | null }) => line.divisionName || null;
  const line = answer.listOfTeams.find((t) => t.teamId === teamId)!;
  const table = answer.listOfTeams.filter((t) => division(t) === division(line));
  return { rank: table.indexOf(line) + 1, teamsRanked: table.length, divisionName: division(line) };
}

describe('the rank on a team page', () => {
  it('is, for every team of a league with divisions, its place in its division as the standings page shows it', async () => {
    const standings = standingsAnswer.parse(await get(`/api/league/leagues/${ids.league}/standings`));
    // the league-wide order mixes the divisions: a league rank would differ from the division's
    expect(standings.listOfTeams.map((t) => t.teamName)).toEqual([
      'Eagles',
      'Hawks',
      'Ibis',
      'Foxes',
      'Gulls',
    ]);
    for (const teamId of Object.values(ids.teams)) {
      const page = teamPageAnswer.parse(await get(`/api/team/${teamId}`));
      const shown = shownOnStandingsPage(standings, teamId);
      expect(
        {
          rank: page.standing.rank,
          teamsRanked: page.standing.teamsRanked,
          rankedIn: page.standing.rankedIn,
        },
        page.teamName,
      ).toEqual({
        rank: shown.rank,
        teamsRanked: shown.teamsRanked,
        rankedIn: { kind: 'division', divisionName: shown.divisionName },
      });
    }
  });

  it('names the places: Foxes 2nd of 3 in the East (4th in the league), Ibis 2nd of 2 in the West', async () => {
    const foxes = teamPageAnswer.parse(await get(`/api/team/${ids.teams.east2}`));
    expect(foxes.standing).toMatchObject({
      rank: 2,
      teamsRanked: 3,
      rankedIn: { kind: 'division', divisionName: 'East' },
    });
    const ibis = teamPageAnswer.parse(await get(`/api/team/${ids.teams.west2}`));
    expect(ibis.standing).toMatchObject({
      rank: 2,
      teamsRanked: 2,
      rankedIn: { kind: 'division', divisionName: 'West' },
    });
  });
});
