import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarEventStream,
  createEventRequest,
  createGameRequest,
  eventParams,
  eventWriteAnswer,
  gameParams,
  gameStream,
  gameWriteAnswer,
  notFound,
  removeScheduleItemAnswer,
  scheduleItemParams,
  updateEventRequest,
  updateGameRequest,
  type ScheduleItem,
} from '@league/contracts';
import { accessGuard, parseIfMatch } from '@league/infra/http';
import type { FastifyRequest } from 'fastify';
import { commandContext, handleCommand, type HandleOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { leagueLookups } from '../lookups';
import { loadCalendarEvent, loadGame, loadLeague, loadTeam, loadVenue } from '../lookups/streams';
import {
  calendarEventDecider,
  EVENT_NOT_FOUND_MESSAGE,
  GAME_NOT_FOUND_MESSAGE,
  gameDecider,
  mergeEvent,
  mergeGame,
  NOTHING_SCHEDULED_MESSAGE,
  type CalendarEventCommand,
  type GameCommand,
  type ScheduleFacts,
} from './decider';
import { scheduleItem } from './items';

const admin = [{ bearerAuth: [] }];
const tags = ['schedule'];

/** createGame, updateGame, createEvent, updateEvent, removeEvent (a game or an event): admin only. */
export const scheduleRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const now = deps.now ?? (() => new Date());
  const lookups = leagueLookups(deps);
  const { store } = deps;
  const ifMatch = (request: FastifyRequest) => ({
    expectedVersion: parseIfMatch(request.headers['if-match']),
  });
  const handleGame = (
    request: FastifyRequest,
    command: GameCommand,
    gameId: string,
    options: HandleOptions,
  ) => handleCommand(store, gameStream(gameId), gameDecider, command, commandContext(request, now), options);
  const handleEvent = (
    request: FastifyRequest,
    command: CalendarEventCommand,
    eventId: string,
    options: HandleOptions,
  ) =>
    handleCommand(
      store,
      calendarEventStream(eventId),
      calendarEventDecider,
      command,
      commandContext(request, now),
      options,
    );

  /** what the decider needs to know about the league, venue, teams and slot the item will have */
  const factsAbout = async (
    about: ScheduleFacts['about'],
    selfId: string,
    allowConflict: boolean,
  ): Promise<ScheduleFacts> => {
    const league = about.leagueId === null ? null : await loadLeague(store, about.leagueId);
    const venue = await loadVenue(store, about.venueId);
    const teamLeagues: Record<string, string | null> = {};
    for (const teamId of [about.homeTeamId, about.visitorTeamId]) {
      if (!teamId) continue;
      const team = await loadTeam(store, teamId);
      teamLeagues[teamId] = team.status === 'active' ? team.team.leagueId : null;
    }
    const clashes: ScheduleItem[] = [];
    if (!allowConflict) {
      for (const item of await lookups.itemsAt(about)) {
        if (item.itemId === selfId) continue;
        const clash = await scheduleItem(store, item);
        if (clash) clashes.push(clash);
      }
    }
    return {
      about,
      leagueExists: league?.status === 'active',
      venueExists: venue.status === 'active',
      teamLeagues,
      clashes,
      allowConflict,
    };
  };

  app.post(
    '/api/admin/createGame',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, body: createGameRequest, response: { 201: gameWriteAnswer } },
    },
    async (request, reply) => {
      const { id, allowConflict, ...fields } = request.body;
      const gameId = id ?? randomUUID();
      const game = { gameId, ...fields };
      const facts = await factsAbout(game, gameId, allowConflict);
      const { position } = await handleGame(
        request,
        { type: 'ScheduleGame', data: { game, facts } },
        gameId,
        {
          create: true,
        },
      );
      return reply.code(201).send({ gameId, position });
    },
  );

  app.patch(
    '/api/admin/:gameId/updateGame',
    {
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: gameParams,
        body: updateGameRequest,
        response: { 200: gameWriteAnswer },
      },
    },
    async (request) => {
      const { gameId } = request.params;
      const { allowConflict, ...changes } = request.body;
      const state = await loadGame(store, gameId);
      if (state.status !== 'active') throw notFound(GAME_NOT_FOUND_MESSAGE);
      const facts = await factsAbout(mergeGame(state.game, changes), gameId, allowConflict);
      const { position } = await handleGame(
        request,
        { type: 'UpdateGame', data: { gameId, changes, facts } },
        gameId,
        ifMatch(request),
      );
      return { gameId, position };
    },
  );

  app.post(
    '/api/admin/createEvent',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, body: createEventRequest, response: { 201: eventWriteAnswer } },
    },
    async (request, reply) => {
      const { id, allowConflict, ...fields } = request.body;
      const eventId = id ?? randomUUID();
      const event = { eventId, ...fields };
      const facts = await factsAbout(event, eventId, allowConflict);
      const { position } = await handleEvent(
        request,
        { type: 'ScheduleEvent', data: { event, facts } },
        eventId,
        { create: true },
      );
      return reply.code(201).send({ eventId, position });
    },
  );

  app.patch(
    '/api/admin/:eventId/updateEvent',
    {
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: eventParams,
        body: updateEventRequest,
        response: { 200: eventWriteAnswer },
      },
    },
    async (request) => {
      const { eventId } = request.params;
      const { allowConflict, ...changes } = request.body;
      const state = await loadCalendarEvent(store, eventId);
      if (state.status !== 'active') throw notFound(EVENT_NOT_FOUND_MESSAGE);
      const facts = await factsAbout(mergeEvent(state.event, changes), eventId, allowConflict);
      const { position } = await handleEvent(
        request,
        { type: 'UpdateEvent', data: { eventId, changes, facts } },
        eventId,
        ifMatch(request),
      );
      return { eventId, position };
    },
  );

  app.delete(
    '/api/admin/:id/removeEvent',
    {
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: scheduleItemParams,
        response: { 200: removeScheduleItemAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      if ((await loadGame(store, id)).status === 'active') {
        const { position } = await handleGame(
          request,
          { type: 'RemoveGame', data: { gameId: id } },
          id,
          ifMatch(request),
        );
        return { gameId: id, position };
      }
      if ((await loadCalendarEvent(store, id)).status === 'active') {
        const { position } = await handleEvent(
          request,
          { type: 'RemoveEvent', data: { eventId: id } },
          id,
          ifMatch(request),
        );
        return { eventId: id, position };
      }
      throw notFound(NOTHING_SCHEDULED_MESSAGE);
    },
  );
};
