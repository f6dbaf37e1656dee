import {
  notFound,
  SUSPENSION_NOT_FOUND_MESSAGE,
  suspensionFieldsOf,
  type LinkedSuspensionFields,
  type SuspensionEvent,
  suspensionStream,
} from '@league/contracts';
import {
  aggregate,
  mergeGiven,
  recordDecider,
  recordNames,
  type Decider,
  type RecordCommand,
  type RecordState,
} from '../handling';

/** The record's id field and the types of its commands and events. */
export const suspensionNames = recordNames('suspensionId', 'Suspension');

export type SuspensionCommand =
  | RecordCommand<LinkedSuspensionFields, 'suspensionId', typeof suspensionNames>
  | { type: 'ToggleSuspensionArchive'; data: { suspensionId: string } };

/** The suspension as a record, and whether it is archived (a new one is current). */
export interface SuspensionState {
  record: RecordState<LinkedSuspensionFields>;
  archived: boolean;
}

const suspensionRecord = recordDecider<LinkedSuspensionFields, 'suspensionId', typeof suspensionNames>({
  ...suspensionNames,
  alreadyExistsMessage: 'A suspension with this id already exists.',
  notFoundMessage: SUSPENSION_NOT_FOUND_MESSAGE,
  merge: (current, change) => ({
    ...mergeGiven(current, change),
    date: current.date,
    // null unlinks the team (mergeGiven keeps a field whose change is null)
    teamId: change.teamId === undefined ? current.teamId : change.teamId,
    // the checkboxes can only be set to true (docs/rules.md §4): once served or appealed, it stays so
    served: current.served || change.served === true,
    appealedSuccessfully: current.appealedSuccessfully || change.appealedSuccessfully === true,
  }),
});

/** A suspension record that can also be archived and moved back to current. */
export const suspensionDecider: Decider<SuspensionState, SuspensionCommand, SuspensionEvent> = {
  initialState: () => ({ record: suspensionRecord.initialState(), archived: false }),

  evolve(state, event) {
    switch (event.type) {
      case 'SuspensionArchived':
        return { ...state, archived: true };
      case 'SuspensionRestored':
        return { ...state, archived: false };
      case 'SuspensionCreated':
      case 'SuspensionUpdated':
        // a suspension recorded before suspensions were linked reads as linked to nobody
        return {
          ...state,
          record: suspensionRecord.evolve(state.record, {
            type: event.type,
            data: suspensionFieldsOf(event.data),
          }),
        };
      default:
        return { ...state, record: suspensionRecord.evolve(state.record, event) };
    }
  },

  decide(command, state) {
    if (command.type !== 'ToggleSuspensionArchive') return suspensionRecord.decide(command, state.record);
    if (state.record.status !== 'active') throw notFound(SUSPENSION_NOT_FOUND_MESSAGE);
    const { suspensionId } = state.record;
    return state.archived
      ? [{ type: 'SuspensionRestored', data: { suspensionId } }]
      : [{ type: 'SuspensionArchived', data: { suspensionId } }];
  },
};

/** The suspension aggregate: its decider on the stream of one suspension. */
export const suspensionAggregate = aggregate(suspensionDecider, suspensionStream);
