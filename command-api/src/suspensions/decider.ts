import { isDeepStrictEqual } from 'node:util';
import {
  conflict,
  notFound,
  SUSPENSION_NOT_FOUND_MESSAGE,
  type SuspensionEvent,
  type SuspensionFields,
  suspensionStream,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';

export type SuspensionCommand =
  | { type: 'CreateSuspension'; data: SuspensionFields }
  | {
      type: 'UpdateSuspension';
      data: Partial<Omit<SuspensionFields, 'date'>> & { suspensionId: string };
    }
  | { type: 'ToggleSuspensionArchive'; data: { suspensionId: string } }
  | { type: 'RemoveSuspension'; data: { suspensionId: string } };

export type SuspensionState =
  { status: 'none' } | ({ status: 'current' | 'archived' } & SuspensionFields) | { status: 'removed' };

export const suspensionDecider: Decider<SuspensionState, SuspensionCommand, SuspensionEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'SuspensionCreated':
        return { status: 'current', ...event.data };
      case 'SuspensionUpdated':
        return state.status === 'current' || state.status === 'archived'
          ? { status: state.status, ...event.data }
          : state;
      case 'SuspensionArchived':
        return state.status === 'current' ? { ...state, status: 'archived' } : state;
      case 'SuspensionRestored':
        return state.status === 'archived' ? { ...state, status: 'current' } : state;
      case 'SuspensionRemoved':
        return { status: 'removed' };
      default:
        return state;
    }
  },

  decide(command, state) {
    if (command.type === 'CreateSuspension') {
      if (state.status !== 'none') throw conflict('A suspension with this id already exists.');
      return [{ type: 'SuspensionCreated', data: command.data }];
    }
    if (state.status !== 'current' && state.status !== 'archived')
      throw notFound(SUSPENSION_NOT_FOUND_MESSAGE);
    const { suspensionId } = state;
    switch (command.type) {
      case 'UpdateSuspension': {
        const change = command.data;
        const next: SuspensionFields = {
          suspensionId,
          playerName: change.playerName ?? state.playerName,
          playerTeam: change.playerTeam ?? state.playerTeam,
          date: state.date,
          reason: change.reason ?? state.reason,
          howManyGames: change.howManyGames ?? state.howManyGames,
          // the spec's checkboxes can only be set to true: once served or appealed, it stays so
          served: state.served || change.served === true,
          appealedSuccessfully: state.appealedSuccessfully || change.appealedSuccessfully === true,
        };
        const { status: _status, ...current } = state;
        if (isDeepStrictEqual(next, current)) return [];
        return [{ type: 'SuspensionUpdated', data: next }];
      }
      case 'ToggleSuspensionArchive':
        return state.status === 'current'
          ? [{ type: 'SuspensionArchived', data: { suspensionId } }]
          : [{ type: 'SuspensionRestored', data: { suspensionId } }];
      case 'RemoveSuspension':
        return [{ type: 'SuspensionRemoved', data: { suspensionId } }];
    }
  },
};

/** The suspension aggregate: its decider on the stream of one suspension. */
export const suspensionAggregate = aggregate(suspensionDecider, suspensionStream);
