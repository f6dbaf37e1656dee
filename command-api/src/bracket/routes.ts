import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  computeStandings,
  keepPlayedAnswer,
  keepPlayedParams,
  notFound,
  seedBracketAnswer,
  seedBracketParams,
  type SeededSlot,
  type StandingsGame,
  type StandingsTeam,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf } from '../handling';
import type { CommandApiDeps } from '../deps';
import { LEAGUE_NOT_FOUND_MESSAGE } from '../leagues/decider';
import { leagueLookups } from '../lookups';
import { loadGame, loadLeague, loadTeam } from '../lookups/streams';
import type { GameState } from '../schedule/decider';
import { bracketAggregate } from './decider';
import { seedSlots } from './seed';

export { NO_CONFLICT_MESSAGE } from './decider';

const admin = [{ bearerAuth: [] }];
const tags = ['schedule'];

const order = (state: GameState) =>
  state.status === 'active' ? `${state.game.date} ${state.game.time} ${state.game.gameId}` : '';

/** seedBracket (fill seeded TBD sides from the standings) and keep (resolve a conflict): admin only. */
export const bracketRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  const lookups = leagueLookups(deps);
  const { store } = deps;

  /** the league's teams in the order of its standings (the public standings page's), from the streams */
  const ranking = async (leagueId: string, games: readonly GameState[]) => {
    const teams: StandingsTeam[] = [];
    for (const teamId of await lookups.teamsOfLeague(leagueId)) {
      const team = await loadTeam(store, teamId);
      if (team.status === 'active')
        teams.push({ teamId, teamName: team.team.teamName, divisionName: team.team.divisionName });
    }
    const played: StandingsGame[] = games.flatMap((state) =>
      state.status === 'active' && !state.game.playoff && !state.game.championship
        ? [
            {
              homeTeamId: state.game.homeTeamId,
              visitorTeamId: state.game.visitorTeamId,
              status: state.result?.status ?? null,
              homeTotal: state.result?.homeTotal ?? null,
              visitorTotal: state.result?.visitorTotal ?? null,
            },
          ]
        : [],
    );
    return computeStandings(teams, played).map((row) => row.teamId);
  };

  app.post(
    '/api/admin/league/:leagueId/seedBracket',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, params: seedBracketParams, response: { 200: seedBracketAnswer } },
    },
    async (request) => {
      const { leagueId } = request.params;
      if ((await loadLeague(store, leagueId)).status !== 'active') throw notFound(LEAGUE_NOT_FOUND_MESSAGE);
      // by date and time, so the answer lists the sides as the schedule does
      const games = (
        await Promise.all((await lookups.gamesOfLeague(leagueId)).map((gameId) => loadGame(store, gameId)))
      ).sort((a, b) => order(a).localeCompare(order(b)));
      const slots = seedSlots(games, await ranking(leagueId, games));
      const seeded: SeededSlot[] = [];
      for (const gameId of new Set(slots.map((slot) => slot.gameId))) {
        const ofGame = slots.filter((slot) => slot.gameId === gameId);
        const seed = { type: 'SeedSides', data: { slots: ofGame } } as const;
        if ((await run(request, bracketAggregate.of(gameId), seed)).recorded) seeded.push(...ofGame);
      }
      return { seeded };
    },
  );

  app.post(
    '/api/admin/game/:gameId/bracketConflict/:side/keep',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, params: keepPlayedParams, response: { 200: keepPlayedAnswer } },
    },
    async (request) => {
      const { gameId, side } = request.params;
      const keep = { type: 'KeepPlayed', data: { side } } as const;
      const { position } = await run(request, bracketAggregate.of(gameId), keep);
      return { gameId, position };
    },
  );
};
