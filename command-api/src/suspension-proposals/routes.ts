import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  conflict,
  confirmSuspensionProposalRequest,
  gameStream,
  suspensionProposalParams,
  suspensionProposalWriteAnswer,
  suspensionRulesRequest,
  suspensionRulesWriteAnswer,
  suspensionStream,
  type LinkedSuspensionFields,
  type SheetPenalty,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { accessGuard, ifMatchOf, requiringIfMatch } from '@league/infra/http';
import type { CommandApiDeps } from '../deps';
import { commandsOf, fold, recordCommands } from '../handling';
import { gameSheetDecider } from '../game-sheet/decider';
import { loadPlayer, loadTeam } from '../lookups/streams';
import { playerName } from '../players/decider';
import { suspensionAggregate, suspensionNames } from '../suspensions/decider';
import {
  gamesFor,
  proposedSuspensionId,
  suspensionProposalAggregate,
  suspensionProposalDecider,
  suspensionRulesAggregate,
  suspensionRulesDecider,
} from './decider';

const admin = [{ bearerAuth: [] }];
const tags = ['suspensions'];

export const PLAYER_UNKNOWN_MESSAGE =
  "The penalized player is no longer on the team's roster: record the suspension on the New Suspension form.";

/** "Game misconduct" */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The penalty a proposal is about, with its game, when the game's sheet has it (with a severity, not removed). */
async function proposedPenalty(store: EventStore, gameId: string, entryId: string) {
  const { game, sheet } = fold(gameSheetDecider, await store.readStream(gameStream(gameId)));
  if (game.status !== 'active') return null;
  const penalty = sheet.penalties.find((p) => p.entryId === entryId && !p.removed && p.severity !== null);
  return penalty ? { game: game.game, penalty: penalty as SheetPenalty & { severity: string } } : null;
}

/**
 * Suspensions proposed from the game sheets (docs/api.md, "Suspensions from the game sheet"), admin only:
 * PUT suspensionRules (the table, with If-Match), and a proposal's confirm (its suspension recorded through
 * the suspension's create, under an id derived from the penalty, then the decision) or dismissal.
 */
export const suspensionProposalRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  const suspensions = recordCommands(suspensionAggregate, suspensionNames)(deps);
  const { store } = deps;
  const onProposal = {
    onRequest: onlyAdmin,
    schema: {
      tags,
      security: admin,
      params: suspensionProposalParams,
      response: { 200: suspensionProposalWriteAnswer },
    },
  };

  app.put(
    '/api/admin/suspensionRules',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        body: suspensionRulesRequest,
        response: { 200: suspensionRulesWriteAnswer },
      },
    }),
    async (request) => {
      const command = {
        type: 'SetSuspensionRules' as const,
        data: { ...request.body, ifMatch: ifMatchOf(request) },
      };
      const { position } = await run(request, suspensionRulesAggregate.of(), command);
      return { position };
    },
  );

  app.post(
    '/api/admin/suspensionProposals/:gameId/:entryId/confirm',
    { ...onProposal, schema: { ...onProposal.schema, body: confirmSuspensionProposalRequest } },
    async (request) => {
      const { gameId, entryId } = request.params;
      const proposal = suspensionProposalAggregate.of(gameId, entryId);
      const [found, past] = await Promise.all([
        proposedPenalty(store, gameId, entryId),
        store.readStream(proposal.streamId),
      ]);
      const decided = fold(suspensionProposalDecider, past);
      const suspensionId = proposedSuspensionId(gameId, entryId);
      const games =
        request.body.games ??
        (decided.decision === 'confirmed'
          ? decided.games
          : found
            ? gamesFor(
                fold(suspensionRulesDecider, await store.readStream(suspensionRulesAggregate.of().streamId))
                  .rules,
                found.penalty.severity as 'game misconduct' | 'match penalty',
              )
            : 0);
      const command = {
        type: 'ConfirmSuspensionProposal' as const,
        data: { gameId, entryId, proposed: found !== null, suspensionId, games },
      };
      // the refusals first (unknown, decided otherwise), before the suspension is recorded
      suspensionProposalDecider.decide(command, decided);
      if (
        found &&
        decided.decision === null &&
        (await store.readStream(suspensionStream(suspensionId))).length === 0
      )
        await suspensions.create(request, await suspensionOf(store, suspensionId, found, games));
      const { position } = await run(request, proposal, command, { past });
      return { gameId, entryId, suspensionId, position };
    },
  );

  app.post('/api/admin/suspensionProposals/:gameId/:entryId/dismiss', onProposal, async (request) => {
    const { gameId, entryId } = request.params;
    const found = await proposedPenalty(store, gameId, entryId);
    const command = {
      type: 'DismissSuspensionProposal' as const,
      data: { gameId, entryId, proposed: found !== null },
    };
    const { position } = await run(request, suspensionProposalAggregate.of(gameId, entryId), command);
    return { gameId, entryId, suspensionId: null, position };
  });
};

/**
 * The suspension a confirm records, as the New Suspension form would: linked to the player and the team
 * of the penalty's side, dated the game's day, its reason naming the severity, the infraction and the game.
 */
async function suspensionOf(
  store: EventStore,
  suspensionId: string,
  { game, penalty }: NonNullable<Awaited<ReturnType<typeof proposedPenalty>>>,
  games: number,
): Promise<LinkedSuspensionFields> {
  const teamId = penalty.side === 'home' ? game.homeTeamId : game.visitorTeamId;
  const opponentId = penalty.side === 'home' ? game.visitorTeamId : game.homeTeamId;
  const [team, opponent] = await Promise.all([
    teamId ? loadTeam(store, teamId) : null,
    opponentId ? loadTeam(store, opponentId) : null,
  ]);
  const spot =
    team?.status === 'active'
      ? team.roster.find((s) => s.rosterPlayerId === penalty.rosterPlayerId)
      : undefined;
  const player = spot ? await loadPlayer(store, spot.playerId) : null;
  if (!spot || player?.status !== 'active') throw conflict(PLAYER_UNKNOWN_MESSAGE);
  const against = opponent?.status === 'active' ? ` against ${opponent.team.teamName}` : '';
  return {
    suspensionId,
    playerId: spot.playerId,
    teamId,
    playerName: playerName(player.player),
    playerTeam: team?.status === 'active' ? team.team.teamName : '',
    date: game.date,
    reason: `${capitalized(penalty.severity)} (${penalty.infraction}) in the game of ${game.date}${against}`,
    howManyGames: games,
    served: false,
    appealedSuccessfully: false,
  };
}
