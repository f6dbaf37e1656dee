import { normaliseName, TOURNAMENT_NAME_TAKEN_MESSAGE } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { aggregate, fold, type UniqueKey } from '../handling';
import { tournamentDecider, type TournamentState } from './decider';
import { tournamentNameStream, tournamentStream } from '@league/contracts';

export async function readTournament(store: EventStore, tournamentId: string): Promise<TournamentState> {
  return fold(tournamentDecider, await store.readStream(tournamentStream(tournamentId)));
}

/** The name is the key of the registrant list (GET /api/registration/{leagueNameAndDesc}): unique. */
function nameKey(state: TournamentState): UniqueKey[] {
  if (state.status !== 'active') return [];
  const normalised = normaliseName(state.leagueNameAndDesc);
  return [
    {
      stream: tournamentNameStream(normalised),
      ownerId: state.tournamentId,
      takenMessage: TOURNAMENT_NAME_TAKEN_MESSAGE,
      holds: async (store, owner) => {
        const tournament = await readTournament(store, owner);
        return tournament.status === 'active' && normaliseName(tournament.leagueNameAndDesc) === normalised;
      },
    },
  ];
}

/** A tournament on its stream, holding its name: claimed by a create or a rename, freed by a rename. */
export const tournamentAggregate = aggregate(tournamentDecider, tournamentStream, nameKey);
