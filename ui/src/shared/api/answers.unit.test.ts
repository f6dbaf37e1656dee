import type { ArchivedTeamsAnswer, RostersAndPointsAnswer, ScheduleItem } from '@league/contracts';
import { describe, expect, it } from 'vitest';
import { archivedTeamsOf, rostersAndPointsOf, rosterAndScheduleOf, scheduleEntryOf } from './answers';

const GAME_ID = '11111111-1111-4111-8111-111111111111';

const item: ScheduleItem = {
  _id: GAME_ID,
  kind: 'game',
  date: '09/02',
  time: '19:00',
  isoDate: '2026-09-02',
  dayOfWeek: 'Wednesday',
  year: 2026,
  status: 'TBP',
  score: '',
  venueId: '22222222-2222-4222-8222-222222222222',
  venueName: 'Main Rink',
  leagueId: '33333333-3333-4333-8333-333333333333',
  leagueName: 'Metro',
  eventName: null,
  homeTeamId: null,
  homeTeamName: 'TBD',
  homeTeamSeed: 0,
  visitorTeamId: null,
  visitorTeamName: 'TBD',
  visitorTeamSeed: 0,
  winner: null,
  loser: null,
  playoff: false,
  championship: false,
};

describe("the answers' _id under the name the pages give it", () => {
  it("makes a schedule item's _id its itemId and keeps every other field as sent", () => {
    const { _id, ...rest } = item;
    expect(scheduleEntryOf(item)).toEqual({ itemId: _id, ...rest });
    expect(scheduleEntryOf(item)).not.toHaveProperty('_id');
  });

  it("names the items of a team's schedule, and nothing else of the answer", () => {
    const answer = { teamId: 'team', teamName: 'Alpha', allGamesAndEventsArray: [item] };
    const team = rosterAndScheduleOf(answer as never);
    expect(team).toMatchObject({ teamId: 'team', teamName: 'Alpha' });
    expect(team.allGamesAndEventsArray.map((entry) => entry.itemId)).toEqual([GAME_ID]);
  });

  it("makes each roster place's _id its rosterPlayerId on both sides of a game's results entry", () => {
    const place = (id: string, number: number) => ({
      _id: id,
      playerId: `player-${id}`,
      number,
      firstName: 'Ann',
      middleInitial: null,
      lastName: 'Zed',
      suspended: false,
    });
    const answer = {
      gameId: GAME_ID,
      homeRoster: [place('h1', 4), place('h2', 9)],
      visitorRoster: [place('v1', 7)],
    } as unknown as RostersAndPointsAnswer;
    const game = rostersAndPointsOf(answer);
    expect(game.gameId).toBe(GAME_ID);
    expect(game.homeRoster.map((p) => [p.rosterPlayerId, p.playerId, p.number])).toEqual([
      ['h1', 'player-h1', 4],
      ['h2', 'player-h2', 9],
    ]);
    expect(game.visitorRoster.map((p) => p.rosterPlayerId)).toEqual(['v1']);
  });

  it("makes an archived team's _id its teamId", () => {
    const answer: ArchivedTeamsAnswer = {
      archivedTeams: [
        {
          _id: 'team',
          teamName: 'Kilo',
          year: 2025,
          leagueId: 'league',
          leagueName: 'Coastal',
          leagueDivisionName: null,
          session: 'Fall',
        },
      ],
    };
    expect(archivedTeamsOf(answer)).toEqual([
      {
        teamId: 'team',
        teamName: 'Kilo',
        year: 2025,
        leagueId: 'league',
        leagueName: 'Coastal',
        leagueDivisionName: null,
        session: 'Fall',
      },
    ]);
  });
});
