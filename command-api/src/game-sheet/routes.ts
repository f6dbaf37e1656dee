import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_PERIOD_MINUTES,
  gameParams,
  gameStream,
  sheetEntryParams,
  sheetFinalRequest,
  sheetGoalRequest,
  sheetLineupParams,
  sheetLineupRequest,
  sheetPenaltyRequest,
  sheetShootoutRequest,
  sheetShotsRequest,
  sheetWriteAnswer,
  type GameSheetEvent,
  type RecordedEvent,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { advanceFrom } from '../bracket/run';
import type { CommandApiDeps } from '../deps';
import { commandsOf, fold } from '../handling';
import { leagueLookups } from '../lookups';
import { loadLeague } from '../lookups/streams';
import { leagueToday } from '../registration/calendar';
import { kindOfGame } from '../results/decider';
import { loadSideRoster } from '../results/rosters';
import { gameSheetAggregate, gameSheetDecider, type SheetCommand, type SheetFacts } from './decider';

const admin = [{ bearerAuth: [] }];
const tags = ['game sheet'];

/** A command as a route sends it: the facts are read for it here. */
type WithoutFacts<C> = C extends unknown ? Omit<C, 'facts'> : never;
type Sent = WithoutFacts<SheetCommand>;

/**
 * The game sheet (docs/api.md, "Game sheet"): a game scored at the rink, lineup by lineup and entry by
 * entry, and its final, which records the game's result as the results page does. The owner, admins and
 * scorekeepers. No If-Match: each entry carries the client's id (sent again, it is answered as the first
 * time), a lineup or a period's shots are set whole, a removal is by id, and the final records the sheet
 * as it is.
 */
export const gameSheetRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyScorers = accessGuard(deps.tokens, 'scorekeeper');
  const { run, context } = commandsOf(deps);
  const { store } = deps;
  const lookups = leagueLookups(deps);

  /**
   * Runs a command on the game's sheet with what it needs (the game's stream as read, both teams'
   * rosters, the league's period length, today), and moves a playoff winner on in the bracket after a
   * final or a correction (as the results do, on every final: it repairs a failed fill). Answers the
   * position, or, for an entry sent again, the position of the event that recorded it.
   */
  const sheet = async (request: FastifyRequest, gameId: string, command: Sent, entryId?: string) => {
    const entry = entryId === undefined ? undefined : { entryId, type: RECORDED_BY[command.type] };
    const past = await store.readStream(gameStream(gameId));
    const before = fold(gameSheetDecider, past);
    const { game } = before;
    const facts: SheetFacts = {
      homeRoster: null,
      visitorRoster: null,
      periodMinutes: DEFAULT_PERIOD_MINUTES,
      today: leagueToday(deps),
    };
    if (game.status === 'active') {
      const [homeRoster, visitorRoster, league] = await Promise.all([
        loadSideRoster(store, game.game.homeTeamId),
        loadSideRoster(store, game.game.visitorTeamId),
        loadLeague(store, game.game.leagueId),
      ]);
      Object.assign(facts, { homeRoster, visitorRoster });
      if (league.status === 'active') facts.periodMinutes = league.league.periodMinutes;
    }
    const handled = await run(request, gameSheetAggregate.of(gameId), { ...command, facts } as SheetCommand, {
      past,
    });
    let position = handled.position;
    if (!handled.recorded && entry) position = recordedAt(past, entry.entryId, entry.type) ?? position;
    const resulted = command.type === 'Finalize' || (handled.recorded && before.sheet.final !== null);
    if (game.status === 'active' && kindOfGame(game.game) === 'playoff' && resulted)
      position = (await advanceFrom(store, lookups, context(request), gameId)) ?? position;
    return { gameId, ...(entryId === undefined ? {} : { entryId }), position };
  };

  app.put(
    '/api/admin/game/:gameId/sheet/lineup/:side',
    {
      onRequest: onlyScorers,
      schema: {
        tags,
        security: admin,
        params: sheetLineupParams,
        body: sheetLineupRequest,
        response: { 200: sheetWriteAnswer },
      },
    },
    async (request) => {
      const { gameId, side } = request.params;
      return sheet(request, gameId, { type: 'SetLineup', data: { side, ...request.body } });
    },
  );

  app.post(
    '/api/admin/game/:gameId/sheet/goals',
    {
      onRequest: onlyScorers,
      schema: {
        tags,
        security: admin,
        params: gameParams,
        body: sheetGoalRequest,
        response: { 201: sheetWriteAnswer },
      },
    },
    async (request, reply) => {
      const { id, ...goal } = request.body;
      const answer = await sheet(
        request,
        request.params.gameId,
        { type: 'RecordGoal', data: { entryId: id, ...goal } },
        id,
      );
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/admin/game/:gameId/sheet/penalties',
    {
      onRequest: onlyScorers,
      schema: {
        tags,
        security: admin,
        params: gameParams,
        body: sheetPenaltyRequest,
        response: { 201: sheetWriteAnswer },
      },
    },
    async (request, reply) => {
      const { id, ...penalty } = request.body;
      const command = { type: 'RecordPenalty', data: { entryId: id, ...penalty } } as const;
      return reply.code(201).send(await sheet(request, request.params.gameId, command, id));
    },
  );

  app.post(
    '/api/admin/game/:gameId/sheet/shots',
    {
      onRequest: onlyScorers,
      schema: {
        tags,
        security: admin,
        params: gameParams,
        body: sheetShotsRequest,
        response: { 200: sheetWriteAnswer },
      },
    },
    async (request) => sheet(request, request.params.gameId, { type: 'RecordShots', data: request.body }),
  );

  app.post(
    '/api/admin/game/:gameId/sheet/shootout',
    {
      onRequest: onlyScorers,
      schema: {
        tags,
        security: admin,
        params: gameParams,
        body: sheetShootoutRequest,
        response: { 201: sheetWriteAnswer },
      },
    },
    async (request, reply) => {
      const { id, ...attempt } = request.body;
      const command = { type: 'RecordShootoutAttempt', data: { entryId: id, ...attempt } } as const;
      return reply.code(201).send(await sheet(request, request.params.gameId, command, id));
    },
  );

  app.delete(
    '/api/admin/game/:gameId/sheet/:kind/:entryId',
    {
      onRequest: onlyScorers,
      schema: { tags, security: admin, params: sheetEntryParams, response: { 200: sheetWriteAnswer } },
    },
    async (request) => {
      const { gameId, kind, entryId } = request.params;
      return sheet(request, gameId, { type: 'RemoveEntry', data: { kind, entryId } }, entryId);
    },
  );

  app.post(
    '/api/admin/game/:gameId/sheet/final',
    {
      onRequest: onlyScorers,
      schema: {
        tags,
        security: admin,
        params: gameParams,
        body: sheetFinalRequest,
        response: { 200: sheetWriteAnswer },
      },
    },
    async (request) => sheet(request, request.params.gameId, { type: 'Finalize', data: request.body }),
  );
};

/** The event type that records each command on an entry (the answer of an entry sent again is its position). */
const RECORDED_BY: Partial<Record<Sent['type'], GameSheetEvent['type']>> = {
  RecordGoal: 'GameSheetGoalRecorded',
  RecordPenalty: 'GameSheetPenaltyRecorded',
  RecordShootoutAttempt: 'GameSheetShootoutAttemptRecorded',
  RemoveEntry: 'GameSheetEntryRemoved',
};

/** The position of the event of this type that recorded (or removed) the entry, in the stream as read. */
function recordedAt(past: readonly RecordedEvent[], entryId: string, type: string | undefined) {
  return past.find((event) => event.type === type && (event.data as { entryId?: string }).entryId === entryId)
    ?.position;
}
