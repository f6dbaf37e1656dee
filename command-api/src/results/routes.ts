import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badRequest,
  GAME_ID_MISMATCH_MESSAGE,
  gameParams,
  gameStatsAnswer,
  gameStatsRequest,
  gameStream,
  playoffGameStatsRequest,
  type GameResult,
  type GameResultKind,
  type PlayoffGameStatsCommand,
  type StatsLine,
} from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import type { FastifyRequest } from 'fastify';
import { advanceFrom } from '../bracket/run';
import { commandsOf, fold } from '../handling';
import { leagueLookups } from '../lookups';
import type { CommandApiDeps } from '../deps';
import { leagueToday } from '../registration/calendar';
import { gameDecider } from '../schedule/decider';
import { resultAggregate } from './decider';
import { loadSideRoster } from './rosters';

const admin = [{ bearerAuth: [] }];
const tags = ['results'];

/**
 * Results: PATCH gameStats (regular season, per-period scores and a status), playoffGameStats and
 * championshipGameStats (final totals, status FINAL). The owner, admins and scorekeepers. Each side's stats entries name
 * roster players of that side, resolved here to their player and team from the team streams.
 */
export const resultRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyScorers = accessGuard(deps.tokens, 'scorekeeper');
  const { run, context } = commandsOf(deps);
  const { store } = deps;
  const lookups = leagueLookups(deps);

  const roster = (teamId: string | null) => loadSideRoster(store, teamId);
  const record = async (request: FastifyRequest, result: GameResult<StatsLine>, confirmFuture: boolean) => {
    const { gameId } = result;
    // each stream once: the game (its teams), then both rosters; the game's events are decided on as read
    const past = await store.readStream(gameStream(gameId));
    const game = fold(gameDecider, past);
    const [homeRoster, visitorRoster] =
      game.status === 'active'
        ? await Promise.all([roster(game.game.homeTeamId), roster(game.game.visitorTeamId)])
        : [null, null];
    const { position } = await run(
      request,
      resultAggregate.of(gameId),
      {
        type: 'RecordResult',
        data: { result, homeRoster, visitorRoster, today: leagueToday(deps), confirmFuture },
      },
      { ifMatch: true, past },
    );
    // a playoff winner moves on in the bracket, on every save (also unchanged: it repairs a failed fill)
    const advanced =
      result.kind === 'playoff' ? await advanceFrom(store, lookups, context(request), gameId) : null;
    return { gameId, position: advanced ?? position };
  };

  app.patch(
    '/api/admin/gameStats/:gameId',
    requiringIfMatch({
      onRequest: onlyScorers,
      schema: {
        tags,
        security: admin,
        params: gameParams,
        body: gameStatsRequest,
        response: { 200: gameStatsAnswer },
      },
    }),
    async (request) => {
      const body = request.body;
      // the 'p1|p2|p3|ot|total' and 'id|g|a' entries of the request are parsed by its schema (docs/api.md)
      return record(
        request,
        {
          gameId: request.params.gameId,
          kind: 'regular',
          status: body.gameStatus,
          homePeriods: body.homePointsPerPeriod.periods,
          visitorPeriods: body.visitorPointsPerPeriod.periods,
          homeTotal: body.homePointsPerPeriod.total,
          visitorTotal: body.visitorPointsPerPeriod.total,
          summary: body.gameSummary,
          homeStats: body.homeStats,
          visitorStats: body.visitorStats,
        },
        body.confirmFuture,
      );
    },
  );

  const knockout = (
    request: FastifyRequest,
    gameId: string,
    body: PlayoffGameStatsCommand,
    kind: Exclude<GameResultKind, 'regular'>,
  ) => {
    if (body.gameId !== undefined && body.gameId !== gameId) throw badRequest(GAME_ID_MISMATCH_MESSAGE);
    return record(
      request,
      {
        gameId,
        kind,
        status: 'FINAL',
        homePeriods: null,
        visitorPeriods: null,
        homeTotal: body.homePointsTotal,
        visitorTotal: body.visitorPointsTotal,
        summary: body.gameSummary,
        homeStats: body.homeStats,
        visitorStats: body.visitorStats,
      },
      body.confirmFuture,
    );
  };
  const knockoutSchema = {
    tags,
    security: admin,
    params: gameParams,
    body: playoffGameStatsRequest,
    response: { 200: gameStatsAnswer },
  };
  app.patch(
    '/api/admin/playoffGameStats/:gameId',
    requiringIfMatch({ onRequest: onlyScorers, schema: knockoutSchema }),
    async (request) => knockout(request, request.params.gameId, request.body, 'playoff'),
  );
  app.patch(
    '/api/admin/championshipGameStats/:gameId',
    requiringIfMatch({ onRequest: onlyScorers, schema: knockoutSchema }),
    async (request) => knockout(request, request.params.gameId, request.body, 'championship'),
  );
};
