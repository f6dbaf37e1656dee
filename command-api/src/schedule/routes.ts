import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarEventStream,
  conflict,
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
  SCHEDULE_CONFLICT_MESSAGE,
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
import { commandsOf, type HandleResult, type RunOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { leagueLookups, type SlotItem } from '../lookups';
import { loadCalendarEvent, loadGame, loadLeague, loadTeam, loadVenue } from '../lookups/streams';
import {
  calendarEventAggregate,
  calendarEventDecider,
  EVENT_NOT_FOUND_MESSAGE,
  GAME_NOT_FOUND_MESSAGE,
  gameAggregate,
  gameDecider,
  mergeEvent,
  mergeGame,
  NOTHING_SCHEDULED_MESSAGE,
  type CalendarEventCommand,
  type GameCommand,
  type ScheduleFacts,
} from './decider';
import { scheduleItem } from './items';
import { claimSlot, releaseSlot, sameSlot, type Slot } from './slots';

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

  /**
   * Records a booking of `item` at `about` (a create, or a move from `from`). The decider's rules run
   * first on what was read (`decide`: a refusal records nothing); then the slot is held unless the clash
   * is allowed, its holder shown as a clash, and the booking written. A slot taken here is let go when the
   * write fails, and the slot the item left once it moved.
   */
  const book = async (
    request: FastifyRequest,
    booking: {
      item: SlotItem;
      about: Parameters<typeof factsAbout>[0];
      allowConflict: boolean;
      from: Slot | null;
      decide: (facts: ScheduleFacts) => unknown;
      write: (facts: ScheduleFacts) => Promise<HandleResult>;
    },
  ): Promise<HandleResult> => {
    const { item, about, allowConflict, from, decide, write } = booking;
    const by = context(request);
    const facts = await factsAbout(about, item.itemId, allowConflict);
    decide(facts);
    const moving = from === null || !sameSlot(from, about);
    const slot =
      !allowConflict && moving ? await claimSlot(store, item, about, by) : { claimed: false, heldBy: null };
    try {
      if (slot.heldBy && !facts.clashes.some((clash) => clash._id === slot.heldBy?.itemId)) {
        // the holder may be a booking still being recorded: then it cannot be shown yet
        const holder = await scheduleItem(store, slot.heldBy);
        throw conflict(SCHEDULE_CONFLICT_MESSAGE, {
          conflicts: [...facts.clashes, ...(holder ? [holder] : [])],
        });
      }
      const result = await write(facts);
      if (from && moving) await releaseSlot(store, item, from, by);
      return result;
    } catch (error) {
      if (slot.claimed) await releaseSlot(store, item, about, by);
      throw error;
    }
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
      const schedule = (facts: ScheduleFacts) => ({ type: 'ScheduleGame', data: { game, facts } }) as const;
      const { position } = await book(request, {
        item: { itemId: gameId, kind: 'game' },
        about: game,
        allowConflict: allowConflict || (await recorded(gameStream(gameId), id)),
        from: null,
        decide: (facts) => gameDecider.decide(schedule(facts), gameDecider.initialState()),
        write: (facts) => handleGame(request, schedule(facts), gameId, { create: true }),
      });
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
      const update = (facts: ScheduleFacts) =>
        ({ type: 'UpdateGame', data: { gameId, changes, facts } }) as const;
      const next = mergeGame(state.game, changes);
      const { position } = await book(request, {
        item: { itemId: gameId, kind: 'game' },
        about: next,
        allowConflict,
        from: state.game,
        decide: (facts) => gameDecider.decide(update(facts), state),
        write: (facts) => handleGame(request, update(facts), gameId, { ifMatch: true }),
      });
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
      const schedule = (facts: ScheduleFacts) => ({ type: 'ScheduleEvent', data: { event, facts } }) as const;
      const { position } = await book(request, {
        item: { itemId: eventId, kind: 'event' },
        about: event,
        allowConflict: allowConflict || (await recorded(calendarEventStream(eventId), id)),
        from: null,
        decide: (facts) => calendarEventDecider.decide(schedule(facts), calendarEventDecider.initialState()),
        write: (facts) => handleEvent(request, schedule(facts), eventId, { create: true }),
      });
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
      const update = (facts: ScheduleFacts) =>
        ({ type: 'UpdateEvent', data: { eventId, changes, facts } }) as const;
      const { position } = await book(request, {
        item: { itemId: eventId, kind: 'event' },
        about: mergeEvent(state.event, changes),
        allowConflict,
        from: state.event,
        decide: (facts) => calendarEventDecider.decide(update(facts), state),
        write: (facts) => handleEvent(request, update(facts), eventId, { ifMatch: true }),
      });
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
      // a removed item's slot is free to book again
      const by = context(request);
      const game = await loadGame(store, id);
      if (game.status === 'active') {
        const { position } = await handleGame(request, { type: 'RemoveGame', data: { gameId: id } }, id, {
          ifMatch: true,
        });
        await releaseSlot(store, { itemId: id, kind: 'game' }, game.game, by);
        return { gameId: id, position };
      }
      const event = await loadCalendarEvent(store, id);
      if (event.status === 'active') {
        const { position } = await handleEvent(request, { type: 'RemoveEvent', data: { eventId: id } }, id, {
          ifMatch: true,
        });
        await releaseSlot(store, { itemId: id, kind: 'event' }, event.event, by);
        return { eventId: id, position };
      }
      throw notFound(NOTHING_SCHEDULED_MESSAGE);
    },
  );
};
