import {
  conflict,
  notFound,
  REGISTRANT_NOT_FOUND_MESSAGE,
  TOURNAMENT_CLOSED_MESSAGE,
  TOURNAMENT_NOT_FOUND_MESSAGE,
  type RegistrantData,
  type RegistrantEvent,
  type TournamentData,
  type TournamentEvent,
  registrantStream,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';

export type TournamentCommand =
  | { type: 'CreateTournament'; data: TournamentData }
  | { type: 'UpdateTournament'; data: Partial<TournamentData> & { tournamentId: string } };

export type TournamentState = { status: 'none' } | ({ status: 'active' } & TournamentData);

export const tournamentDecider: Decider<TournamentState, TournamentCommand, TournamentEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'TournamentCreated':
      case 'TournamentUpdated':
        return { status: 'active', ...event.data };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateTournament') {
      if (state.status !== 'none') throw conflict('A tournament with this id already exists.');
      return [{ type: 'TournamentCreated', data: command.data }];
    }
    if (state.status !== 'active') throw notFound(TOURNAMENT_NOT_FOUND_MESSAGE);
    const before: TournamentData = {
      tournamentId: state.tournamentId,
      leagueNameAndDesc: state.leagueNameAndDesc,
      closeDate: state.closeDate,
      price: state.price,
    };
    const after: TournamentData = {
      tournamentId: state.tournamentId,
      leagueNameAndDesc: command.data.leagueNameAndDesc ?? before.leagueNameAndDesc,
      closeDate: command.data.closeDate ?? before.closeDate,
      price: command.data.price ?? before.price,
    };
    if (JSON.stringify(after) === JSON.stringify(before)) return [];
    return [{ type: 'TournamentUpdated', data: after }];
  },
};

/**
 * A player's registration for a tournament. `tournament` is the tournament's state and `today` the
 * league's date when the player registers: registration is open through the close date.
 */
export type RegistrantCommand =
  | {
      type: 'RegisterPlayer';
      data: RegistrantData & { tournament: TournamentState; today: string };
    }
  | { type: 'UpdateRegistrant'; data: Partial<RegistrantData> }
  | { type: 'RemoveRegistrant'; data: Record<string, never> };

export type RegistrantState =
  | { status: 'none' }
  | ({ status: 'registered' } & RegistrantData)
  | { status: 'removed'; registrantId: string };

export const registrantDecider: Decider<RegistrantState, RegistrantCommand, RegistrantEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'PlayerRegisteredForTournament':
      case 'RegistrantUpdated':
        return { status: 'registered', ...event.data };
      case 'RegistrantRemoved':
        return { status: 'removed', registrantId: event.data.registrantId };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterPlayer': {
        if (state.status !== 'none') throw conflict('A registrant with this id already exists.');
        const { tournament, today, ...registrant } = command.data;
        if (tournament.status !== 'active' || tournament.tournamentId !== registrant.tournamentId) {
          throw notFound(TOURNAMENT_NOT_FOUND_MESSAGE);
        }
        if (today > tournament.closeDate) throw conflict(TOURNAMENT_CLOSED_MESSAGE);
        return [{ type: 'PlayerRegisteredForTournament', data: registrant }];
      }
      case 'UpdateRegistrant': {
        if (state.status !== 'registered') throw notFound(REGISTRANT_NOT_FOUND_MESSAGE);
        const { status: _status, ...before } = state;
        const changes = Object.fromEntries(
          Object.entries(command.data).filter(([, value]) => value !== undefined),
        ) as Partial<RegistrantData>;
        const after: RegistrantData = {
          ...before,
          ...changes,
          registrantId: before.registrantId,
          tournamentId: before.tournamentId,
        };
        if (JSON.stringify(after) === JSON.stringify(before)) return [];
        return [{ type: 'RegistrantUpdated', data: after }];
      }
      case 'RemoveRegistrant':
        if (state.status !== 'registered') throw notFound(REGISTRANT_NOT_FOUND_MESSAGE);
        return [
          {
            type: 'RegistrantRemoved',
            data: { registrantId: state.registrantId, tournamentId: state.tournamentId },
          },
        ];
    }
  },
};

/** The registrant aggregate: its decider on the stream of one registrant. */
export const registrantAggregate = aggregate(registrantDecider, registrantStream);
