import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  calendarEventStream,
  gameStream,
  notFound,
  type createEventRequest,
  type createGameRequest,
  type GameFields,
  type Position,
  type updateEventRequest,
  type updateGameRequest,
} from '@league/contracts';
import { advanceInto } from '../bracket/run';
import type { CommandApiDeps } from '../deps';
import { commandsOf } from '../handling';
import { leagueLookups } from '../lookups';
import { loadCalendarEvent, loadGame } from '../lookups/streams';
import {
  EVENT_NOT_FOUND_MESSAGE,
  GAME_NOT_FOUND_MESSAGE,
  mergeEvent,
  mergeGame,
  NOTHING_SCHEDULED_MESSAGE,
} from './decider';
import { scheduleFacts, type ScheduleAbout } from './facts';
import { calendarEventAggregate, gameAggregate } from './slots';

/**
 * The schedule's commands, one call per route: each builds its command with the facts the decider needs
 * and runs it on the item's aggregate, which holds the item's slot unless the clash is allowed
 * (slots.ts); a game then takes at once the winner of a feeder that already has one (bracket/run.ts).
 */
export function scheduleCommands(deps: CommandApiDeps) {
  const { run, context } = commandsOf(deps);
  const lookups = leagueLookups(deps);
  const { store } = deps;
  const factsAbout = (about: ScheduleAbout, selfId: string, allowConflict: boolean) =>
    scheduleFacts(store, lookups, about, selfId, allowConflict);

  /** Whether a create names a client id already recorded: a repeat (or a 409), not a new booking. */
  const recorded = async (stream: string, id: string | undefined) =>
    id !== undefined && (await store.readStream(stream)).length > 0;

  const advanceNamed = async (request: FastifyRequest, game: GameFields, position: Position) => {
    let last = position;
    for (const side of ['home', 'visitor'] as const) {
      const feederId = game[`${side}FromGameId`];
      if (!feederId) continue;
      const advanced = await advanceInto(store, context(request), game.gameId, side, feederId);
      if (advanced.recorded) last = advanced.position;
    }
    return last;
  };

  return {
    async scheduleGame(request: FastifyRequest, body: z.output<typeof createGameRequest>) {
      const { id, allowConflict, ...fields } = body;
      const gameId = id ?? randomUUID();
      const game = { gameId, ...fields };
      const facts = await factsAbout(game, gameId, allowConflict || (await recorded(gameStream(gameId), id)));
      const { position } = await run(
        request,
        gameAggregate.of(gameId),
        { type: 'ScheduleGame', data: { game, facts } },
        { create: true, claimKeys: !allowConflict },
      );
      return { gameId, position: await advanceNamed(request, game, position) };
    },

    async updateGame(request: FastifyRequest, gameId: string, body: z.output<typeof updateGameRequest>) {
      const { allowConflict, ...changes } = body;
      const state = await loadGame(store, gameId);
      if (state.status !== 'active') throw notFound(GAME_NOT_FOUND_MESSAGE);
      const next = mergeGame(state.game, changes);
      const facts = await factsAbout(next, gameId, allowConflict);
      const { position } = await run(
        request,
        gameAggregate.of(gameId),
        { type: 'UpdateGame', data: { gameId, changes, facts } },
        { ifMatch: true, claimKeys: !allowConflict },
      );
      return { gameId, position: await advanceNamed(request, next, position) };
    },

    async scheduleEvent(request: FastifyRequest, body: z.output<typeof createEventRequest>) {
      const { id, allowConflict, ...fields } = body;
      const eventId = id ?? randomUUID();
      const event = { eventId, ...fields };
      const repeated = await recorded(calendarEventStream(eventId), id);
      const facts = await factsAbout(event, eventId, allowConflict || repeated);
      const { position } = await run(
        request,
        calendarEventAggregate.of(eventId),
        { type: 'ScheduleEvent', data: { event, facts } },
        { create: true, claimKeys: !allowConflict },
      );
      return { eventId, position };
    },

    async updateEvent(request: FastifyRequest, eventId: string, body: z.output<typeof updateEventRequest>) {
      const { allowConflict, ...changes } = body;
      const state = await loadCalendarEvent(store, eventId);
      if (state.status !== 'active') throw notFound(EVENT_NOT_FOUND_MESSAGE);
      const facts = await factsAbout(mergeEvent(state.event, changes), eventId, allowConflict);
      const { position } = await run(
        request,
        calendarEventAggregate.of(eventId),
        { type: 'UpdateEvent', data: { eventId, changes, facts } },
        { ifMatch: true, claimKeys: !allowConflict },
      );
      return { eventId, position };
    },

    /** a game or an event by its id; its aggregate lets its slot go, free to book again */
    async removeItem(
      request: FastifyRequest,
      id: string,
    ): Promise<{ gameId: string; position: Position } | { eventId: string; position: Position }> {
      if ((await loadGame(store, id)).status === 'active') {
        const remove = { type: 'RemoveGame', data: { gameId: id } } as const;
        const { position } = await run(request, gameAggregate.of(id), remove, { ifMatch: true });
        return { gameId: id, position };
      }
      if ((await loadCalendarEvent(store, id)).status === 'active') {
        const remove = { type: 'RemoveEvent', data: { eventId: id } } as const;
        const { position } = await run(request, calendarEventAggregate.of(id), remove, { ifMatch: true });
        return { eventId: id, position };
      }
      throw notFound(NOTHING_SCHEDULED_MESSAGE);
    },
  };
}
