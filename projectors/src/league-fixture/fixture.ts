import { randomUUID } from 'node:crypto';
import type { Actor, GameFields, GameResult, GameSheetEvent, PlayerGameLine } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { testEvent } from '@league/infra/testing';

/**
 * Test helper: records league-play events straight into a store, as the commands would, so projection
 * and query tests can build a league in a few lines. Every call answers the id it created; `last` is the
 * position of the last append.
 */
export interface LeagueFixture {
  last: string;
  venue(venueName: string): Promise<string>;
  league(fields: {
    leagueName: string;
    divisionName?: string | null;
    session?: string;
    year?: number;
  }): Promise<string>;
  archiveLeague(leagueId: string): Promise<void>;
  team(leagueId: string, teamName: string, divisionName?: string | null, year?: number): Promise<string>;
  archiveTeam(teamId: string): Promise<void>;
  player(firstName: string, lastName: string, middleInitial?: string | null): Promise<string>;
  photo(playerId: string, url: string): Promise<void>;
  roster(teamId: string, playerId: string, number: number): Promise<string>;
  removeRosterPlayer(teamId: string, rosterPlayerId: string): Promise<void>;
  game(
    fields: Omit<GameFields, 'gameId' | 'homeTeamSeed' | 'visitorTeamSeed' | 'playoff' | 'championship'> &
      Partial<Pick<GameFields, 'homeTeamSeed' | 'visitorTeamSeed' | 'playoff' | 'championship'>>,
  ): Promise<string>;
  updateGame(gameId: string, fields: Partial<GameFields>): Promise<void>;
  removeGame(gameId: string): Promise<void>;
  event(fields: {
    eventName: string;
    date: string;
    time: string;
    venueId: string;
    leagueId?: string | null;
  }): Promise<string>;
  /** a result; the first one is GameResultRecorded, later ones GameResultCorrected */
  result(gameId: string, result: FixtureResult, actor?: Actor): Promise<void>;
  /** an entry of the game's sheet (lineup, goal, penalty, …), on the game's stream */
  sheet(entry: GameSheetEvent, actor?: Actor): Promise<void>;
}

export interface FixtureResult {
  status?: string;
  home: number | [number, number, number, number];
  visitor: number | [number, number, number, number];
  summary?: string;
  /** [rosterPlayerId, goals, assists] */
  homeStats?: Array<[string, number, number]>;
  visitorStats?: Array<[string, number, number]>;
}

const sum = (p: number[]) => p.reduce((a, b) => a + b, 0);

export function leagueFixture(store: EventStore): LeagueFixture {
  const leagues = new Map<string, { year: number }>();
  const rosters = new Map<string, { playerId: string; teamId: string }>();
  const games = new Map<string, GameFields & { results: number }>();
  const fixture: LeagueFixture = {
    last: '',
    async venue(venueName) {
      const venueId = randomUUID();
      await append(`venue-${venueId}`, 'VenueCreated', { venueId, venueName, venueAddress: '1 Main St' });
      return venueId;
    },
    async league({ leagueName, divisionName = null, session = 'Fall', year = 2026 }) {
      const leagueId = randomUUID();
      leagues.set(leagueId, { year });
      await append(`league-${leagueId}`, 'LeagueCreated', {
        leagueId,
        leagueName,
        divisionName,
        session,
        year,
      });
      return leagueId;
    },
    async archiveLeague(leagueId) {
      await append(`league-${leagueId}`, 'LeagueArchiveToggled', { leagueId, isCurrent: false });
    },
    async team(leagueId, teamName, divisionName = null, year) {
      const teamId = randomUUID();
      await append(`team-${teamId}`, 'TeamCreated', {
        teamId,
        leagueId,
        teamName,
        divisionName,
        year: year ?? leagues.get(leagueId)?.year ?? 2026,
      });
      return teamId;
    },
    async archiveTeam(teamId) {
      await append(`team-${teamId}`, 'TeamArchiveToggled', { teamId, isCurrent: false });
    },
    async player(firstName, lastName, middleInitial = null) {
      const playerId = randomUUID();
      await append(`player-${playerId}`, 'PlayerCreated', { playerId, firstName, lastName, middleInitial });
      return playerId;
    },
    async photo(playerId, url) {
      await append(`player-${playerId}`, 'PlayerPhotoUploaded', {
        playerId,
        photoName: 'p.jpg',
        contentType: 'image/jpeg',
        bytes: 10,
        url,
      });
    },
    async roster(teamId, playerId, number) {
      const rosterPlayerId = randomUUID();
      rosters.set(rosterPlayerId, { playerId, teamId });
      await append(`team-${teamId}`, 'RosterPlayerAdded', { teamId, rosterPlayerId, playerId, number });
      return rosterPlayerId;
    },
    async removeRosterPlayer(teamId, rosterPlayerId) {
      const playerId = rosters.get(rosterPlayerId)?.playerId;
      await append(`team-${teamId}`, 'RosterPlayerRemoved', { teamId, rosterPlayerId, playerId });
    },
    async game(fields) {
      const gameId = randomUUID();
      const data: GameFields = {
        gameId,
        homeTeamSeed: 0,
        visitorTeamSeed: 0,
        playoff: false,
        championship: false,
        ...fields,
      };
      games.set(gameId, { ...data, results: 0 });
      await append(`game-${gameId}`, 'GameScheduled', data);
      return gameId;
    },
    async updateGame(gameId, fields) {
      const game = games.get(gameId);
      if (!game) throw new Error('unknown game');
      Object.assign(game, fields);
      const { results: _results, ...data } = game;
      await append(`game-${gameId}`, 'GameUpdated', data);
    },
    async removeGame(gameId) {
      await append(`game-${gameId}`, 'GameRemoved', { gameId });
    },
    async event({ eventName, date, time, venueId, leagueId = null }) {
      const eventId = randomUUID();
      await append(`calendarEvent-${eventId}`, 'CalendarEventScheduled', {
        eventId,
        eventName,
        date,
        time,
        venueId,
        leagueId,
      });
      return eventId;
    },
    async result(gameId, r, actor) {
      const game = games.get(gameId);
      if (!game) throw new Error('unknown game');
      const kind = game.championship ? 'championship' : game.playoff ? 'playoff' : 'regular';
      const lines = (stats: Array<[string, number, number]> = []): PlayerGameLine[] =>
        stats.map(([rosterPlayerId, goals, assists]) => {
          const entry = rosters.get(rosterPlayerId);
          if (!entry) throw new Error('unknown roster player');
          return { rosterPlayerId, playerId: entry.playerId, teamId: entry.teamId, goals, assists };
        });
      const data: GameResult = {
        gameId,
        kind,
        status: r.status ?? 'FINAL',
        homePeriods: typeof r.home === 'number' ? null : r.home,
        visitorPeriods: typeof r.visitor === 'number' ? null : r.visitor,
        homeTotal: typeof r.home === 'number' ? r.home : sum(r.home),
        visitorTotal: typeof r.visitor === 'number' ? r.visitor : sum(r.visitor),
        summary: r.summary ?? '',
        homeStats: lines(r.homeStats),
        visitorStats: lines(r.visitorStats),
      };
      game.results += 1;
      await append(
        `game-${gameId}`,
        game.results === 1 ? 'GameResultRecorded' : 'GameResultCorrected',
        data,
        actor,
      );
    },
    async sheet(entry, actor) {
      await append(`game-${entry.data.gameId}`, entry.type, entry.data, actor);
    },
  };
  async function append(stream: string, type: string, data: unknown, actor?: Actor) {
    fixture.last = (await store.append(stream, [testEvent(type, data, actor)], 'any')).position;
  }
  return fixture;
}
