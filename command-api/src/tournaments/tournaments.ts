import {
  normaliseName,
  TOURNAMENT_NAME_TAKEN_MESSAGE,
  type Position,
  type TournamentData,
} from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { fold, handleCommand, type CommandContext } from '../handling';
import { releaseKey, withClaim, type KeyClaim } from '../unique-keys';
import { tournamentDecider, type TournamentState } from './decider';
import { tournamentNameStream, tournamentStream } from '@league/contracts';

export async function readTournament(store: EventStore, tournamentId: string): Promise<TournamentState> {
  return fold(tournamentDecider, await store.readStream(tournamentStream(tournamentId)));
}

const nameClaim = (store: EventStore, leagueNameAndDesc: string, tournamentId: string): KeyClaim => {
  const normalised = normaliseName(leagueNameAndDesc);
  return {
    stream: tournamentNameStream(normalised),
    ownerId: tournamentId,
    takenMessage: TOURNAMENT_NAME_TAKEN_MESSAGE,
    holds: async (owner) => {
      const tournament = await readTournament(store, owner);
      return tournament.status === 'active' && normaliseName(tournament.leagueNameAndDesc) === normalised;
    },
  };
};

/** The name is the key of the registrant list (GET /api/registration/{leagueNameAndDesc}): unique. */
export async function createTournament(
  store: EventStore,
  tournament: TournamentData,
  context: CommandContext,
): Promise<Position> {
  return withClaim(
    store,
    nameClaim(store, tournament.leagueNameAndDesc, tournament.tournamentId),
    context,
    async () => {
      const { position } = await handleCommand(
        store,
        tournamentStream(tournament.tournamentId),
        tournamentDecider,
        { type: 'CreateTournament', data: tournament },
        context,
        { create: true },
      );
      return position;
    },
  );
}

export async function updateTournament(
  store: EventStore,
  change: Partial<TournamentData> & { tournamentId: string },
  context: CommandContext,
  expectedVersion?: number,
): Promise<Position> {
  const before = await readTournament(store, change.tournamentId);
  const update = async () =>
    (
      await handleCommand(
        store,
        tournamentStream(change.tournamentId),
        tournamentDecider,
        { type: 'UpdateTournament', data: change },
        context,
        expectedVersion === undefined ? {} : { expectedVersion },
      )
    ).position;
  const renamed =
    before.status === 'active' &&
    change.leagueNameAndDesc !== undefined &&
    normaliseName(change.leagueNameAndDesc) !== normaliseName(before.leagueNameAndDesc);
  if (!renamed || before.status !== 'active') return update();
  const position = await withClaim(
    store,
    nameClaim(store, change.leagueNameAndDesc!, change.tournamentId),
    context,
    update,
  );
  await releaseKey(
    store,
    tournamentNameStream(normaliseName(before.leagueNameAndDesc)),
    change.tournamentId,
    context,
  );
  return position;
}
