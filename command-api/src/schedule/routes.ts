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
  type GameFields,
  type ScheduleItem,
} from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import type { FastifyRequest } from 'fastify';
import { advanceInto } from '../bracket/run';
import { feederFacts } from '../bracket/facts';
import { bracketRoutes } from '../bracket/routes';
import { commandsOf, type RunOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { leagueLookups, type SlotItem } from '../lookups';
import { loadCalendarEvent, loadGame, loadLeague, loadTeam, loadVenue } from '../lookups/streams';
import {
  EVENT_NOT_FOUND_MESSAGE,
  GAME_NOT_FOUND_MESSAGE,
  mergeEvent,
  mergeGame,
  NOTHING_SCHEDULED_MESSAGE,
  type CalendarEventCommand,
  type GameCommand,
  type ScheduleFacts,
} from './decider';
import { scheduleItem } from './items';
import { calendarEventAggregate, gameAggregate } from './slots';

const admin = [{ bearerAuth: [] }];
const tags = ['schedule'];

/** createGame, updateGame, createEvent, updateEvent, removeEvent (a game or an event): admin only. */
export const scheduleRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run, context } = commandsOf(deps);
  const lookups = leagueLookups(deps);
  const { store } = deps;
  await app.register(bracketRoutes, deps);
  const handleGame = (request: FastifyRequest, command: GameCommand, gameId: string, options: RunOptions) =>
    run(request, gameAggregate.of(gameId), command, options);
  const handleEvent = (
    request: FastifyRequest,
    command: CalendarEventCommand,
    eventId: string,
    options: RunOptions,
  ) => run(request, calendarEventAggregate.of(eventId), command, options);

  /** what the decider needs to know about the league, venue, teams and slot the item will have */
  const factsAbout = async (
    about: ScheduleFacts['about'] & Partial<Pick<GameFields, 'homeFromGameId' | 'visitorFromGameId'>>,
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
    const itemsOf = async (found: readonly SlotItem[]) => {
      const items: ScheduleItem[] = [];
      for (const item of found) {
        if (item.itemId === selfId) continue;
        const shown = await scheduleItem(store, item);
        if (shown) items.push(shown);
      }
      return items;
    };
    const teams = [about.homeTeamId, about.visitorTeamId].filter((teamId) => typeof teamId === 'string');
    return {
      about,
      leagueExists: league?.status === 'active',
      venueExists: venue.status === 'active',
      teamLeagues,
      clashes: allowConflict ? [] : await itemsOf(await lookups.itemsAt(about)),
      teamGames:
        allowConflict || teams.length === 0
          ? []
          : await itemsOf(await lookups.gamesOfTeamsOn(about.date, teams)),
      doubleHeaders: league?.status === 'active' && league.league.allowDoubleHeaders,
      allowConflict,
      feeders: await feederFacts(store, lookups, {
        homeFromGameId: about.homeFromGameId ?? null,
        visitorFromGameId: about.visitorFromGameId ?? null,
      }),
    };
  };

  /** A game whose feeder already has a winner gets it at once (see bracket/run.ts). */
  const advanceNamed = async (request: FastifyRequest, game: GameFields, position: string) => {
    let last = position;
    for (const side of ['home', 'visitor'] as const) {
      const feederId = game[`${side}FromGameId`];
      if (!feederId) continue;
      const advanced = await advanceInto(store, context(request), game.gameId, side, feederId);
      if (advanced.recorded && advanced.position) last = advanced.position;
    }
    return last;
  };

  /** Whether a create names a client id already recorded: a repeat (or a 409), not a new booking. */
  const recorded = async (stream: string, id: string | undefined) =>
    id !== undefined && (await store.readStream(stream)).length > 0;

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
      const facts = await factsAbout(game, gameId, allowConflict || (await recorded(gameStream(gameId), id)));
      const { position } = await handleGame(
        request,
        { type: 'ScheduleGame', data: { game, facts } },
        gameId,
        {
          create: true,
          claimKeys: !allowConflict,
        },
      );
      return reply.code(201).send({ gameId, position: await advanceNamed(request, game, position) });
    },
  );

  app.patch(
    '/api/admin/:gameId/updateGame',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: gameParams,
        body: updateGameRequest,
        response: { 200: gameWriteAnswer },
      },
    }),
    async (request) => {
      const { gameId } = request.params;
      const { allowConflict, ...changes } = request.body;
      const state = await loadGame(store, gameId);
      if (state.status !== 'active') throw notFound(GAME_NOT_FOUND_MESSAGE);
      const next = mergeGame(state.game, changes);
      const facts = await factsAbout(next, gameId, allowConflict);
      const { position } = await handleGame(
        request,
        { type: 'UpdateGame', data: { gameId, changes, facts } },
        gameId,
        { ifMatch: true, claimKeys: !allowConflict },
      );
      return { gameId, position: await advanceNamed(request, next, position) };
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
      const facts = await factsAbout(
        event,
        eventId,
        allowConflict || (await recorded(calendarEventStream(eventId), id)),
      );
      const { position } = await handleEvent(
        request,
        { type: 'ScheduleEvent', data: { event, facts } },
        eventId,
        { create: true, claimKeys: !allowConflict },
      );
      return reply.code(201).send({ eventId, position });
    },
  );

  app.patch(
    '/api/admin/:eventId/updateEvent',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: eventParams,
        body: updateEventRequest,
        response: { 200: eventWriteAnswer },
      },
    }),
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
        { ifMatch: true, claimKeys: !allowConflict },
      );
      return { eventId, position };
    },
  );

  app.delete(
    '/api/admin/:id/removeEvent',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: scheduleItemParams,
        response: { 200: removeScheduleItemAnswer },
      },
    }),
    async (request) => {
      const { id } = request.params;
      // a removed item's slot is free to book again: its aggregate lets it go
      if ((await loadGame(store, id)).status === 'active') {
        const { position } = await handleGame(request, { type: 'RemoveGame', data: { gameId: id } }, id, {
          ifMatch: true,
        });
        return { gameId: id, position };
      }
      if ((await loadCalendarEvent(store, id)).status === 'active') {
        const { position } = await handleEvent(request, { type: 'RemoveEvent', data: { eventId: id } }, id, {
          ifMatch: true,
        });
        return { eventId: id, position };
      }
      throw notFound(NOTHING_SCHEDULED_MESSAGE);
    },
  );
};
