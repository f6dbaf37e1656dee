import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyScheduleProposalAnswer,
  applyScheduleProposalParams,
  applyScheduleProposalRequest,
  badRequest,
  conflict,
  LeagueError,
  scheduleProposalAnswer,
  scheduleProposalParams,
  scheduleProposalRequest,
  type Position,
  type ProposedGame,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { CommandApiDeps } from '../deps';
import { commandsOf } from '../handling';
import { gameAggregate } from '../schedule/slots';
import { scheduleCommands } from '../schedule/commands';
import { gameLabel, scheduleProblems } from './check';
import { generateSchedule } from './generate';
import { proposalIdOf, proposalMismatch } from './proposal-id';
import { readSeason, type SeasonRead } from './read-season';
import { lastDayOf } from './season';

const admin = [{ bearerAuth: [] }];
const tags = ['schedule'];

export const TOO_FEW_TEAMS_MESSAGE = 'The league needs at least two current teams to make a schedule.';
export const PARAMETERS_CHANGED_MESSAGE =
  'parameters: these are not the parameters of this proposal. Send them as the proposal answered them.';
export const MATCHUPS_CHANGED_MESSAGE =
  'games: these are not the matchups of this proposal. Move or swap its games; to change who plays whom, make a new proposal.';

function warningsOf(read: SeasonRead, games: readonly ProposedGame[], wanted: number): string[] {
  const { parameters, teamIds } = read.season;
  const warnings: string[] = [];
  const perTeam = parameters.gamesPerTeam;
  if ((teamIds.length * perTeam) % 2 === 1)
    warnings.push(
      `${teamIds.length} teams of ${perTeam} games each cannot all pair up: one team plays ${perTeam - 1}.`,
    );
  if (games.length < wanted) {
    const counts = new Map(teamIds.map((teamId) => [teamId, 0]));
    for (const game of games)
      for (const teamId of [game.homeTeamId, game.visitorTeamId])
        counts.set(teamId, (counts.get(teamId) ?? 0) + 1);
    const short = read.teams
      .filter((team) => (counts.get(team.teamId) ?? 0) < perTeam - 1)
      .map((team) => `${team.teamName} ${counts.get(team.teamId) ?? 0}`);
    warnings.push(
      `Only ${games.length} of the ${wanted} games fit in the slots from ${parameters.startDate} to ${lastDayOf(parameters)}` +
        (short.length > 0 ? ` (games per team: ${short.join(', ')}).` : '.') +
        ' Add slots, fewer blackout dates or a later endDate for the rest.',
    );
  }
  return warnings;
}

/**
 * POST /api/admin/league/{leagueId}/schedule/proposal and …/proposal/{proposalId}/apply: admin only
 * (docs/api.md, "Schedule generator").
 */
export const scheduleProposalRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  const schedule = scheduleCommands(deps);

  app.post(
    '/api/admin/league/:leagueId/schedule/proposal',
    {
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: scheduleProposalParams,
        body: scheduleProposalRequest,
        response: { 200: scheduleProposalAnswer },
      },
    },
    async (request) => {
      const { leagueId } = request.params;
      const parameters = request.body;
      const read = await readSeason(deps, leagueId, parameters);
      if (read.season.teamIds.length < 2) throw conflict(TOO_FEW_TEAMS_MESSAGE);
      const { games, wanted } = generateSchedule(read.season);
      return {
        proposalId: proposalIdOf(leagueId, parameters, games),
        parameters,
        games,
        warnings: warningsOf(read, games, wanted),
        teams: read.teams,
        venues: read.venues,
        booked: read.booked,
      };
    },
  );

  /**
   * Records the games one by one as createGame does (the schedule's own command, its facts and its slot
   * claim: a slot or team booked since the proposal is refused); when one is refused, the ones recorded
   * are removed.
   */
  const record = async (
    request: FastifyRequest,
    leagueId: string,
    games: readonly ProposedGame[],
    label: (i: number) => string,
  ) => {
    const recorded: string[] = [];
    let position: Position | null = null;
    try {
      for (const [index, proposed] of games.entries()) {
        try {
          const scheduled = await schedule.scheduleGame(request, {
            leagueId,
            ...proposed,
            homeTeamSeed: 0,
            visitorTeamSeed: 0,
            playoff: false,
            championship: false,
            homeFromGameId: null,
            visitorFromGameId: null,
            allowConflict: false,
          });
          recorded.push(scheduled.gameId);
          position = scheduled.position;
        } catch (error) {
          if (error instanceof LeagueError)
            throw new LeagueError(error.status, `${label(index)}: ${error.message}`, error.details);
          throw error;
        }
      }
    } catch (error) {
      // all or none: the games recorded before the refusal leave the schedule again
      for (const gameId of recorded.reverse())
        await run(request, gameAggregate.of(gameId), { type: 'RemoveGame', data: { gameId } });
      throw error;
    }
    return { gameIds: recorded, position: position! };
  };

  app.post(
    '/api/admin/league/:leagueId/schedule/proposal/:proposalId/apply',
    {
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: applyScheduleProposalParams,
        body: applyScheduleProposalRequest,
        response: { 201: applyScheduleProposalAnswer },
      },
    },
    async (request, reply) => {
      const { leagueId, proposalId } = request.params;
      const { parameters, games } = request.body;
      const mismatch = proposalMismatch(proposalId, leagueId, parameters, games);
      if (mismatch === 'parameters') throw badRequest(PARAMETERS_CHANGED_MESSAGE);
      if (mismatch === 'matchups') throw badRequest(MATCHUPS_CHANGED_MESSAGE);
      const read = await readSeason(deps, leagueId, parameters);
      const names = new Map(read.teams.map((team) => [team.teamId, team.teamName]));
      const teamName = (teamId: string) => names.get(teamId) ?? teamId;
      const problems = scheduleProblems(read.season, games, teamName);
      if (problems.length > 0) {
        const status = problems.some((problem) => problem.status === 400) ? 400 : 409;
        const shown = problems.filter((problem) => problem.status === status);
        throw new LeagueError(status, shown.map((problem) => problem.message).join(' '), {
          problems: shown.map((problem) => problem.message),
        });
      }
      const recorded = await record(request, leagueId, games, gameLabel(games, teamName));
      return reply.code(201).send({ leagueId, ...recorded });
    },
  );
};
