import { conflict, type CodeOfConductSigned, type ConductEvent, conductStream } from '@league/contracts';
import { aggregate, type Decider } from '../handling';

export type ConductCommand = { type: 'SignCodeOfConduct'; data: CodeOfConductSigned['data'] };
export type ConductState = { status: 'none' } | { status: 'signed' };

/** A coach's signature of the code of conduct: recorded once, never changed. */
export const conductDecider: Decider<ConductState, ConductCommand, ConductEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => (event.type === 'CodeOfConductSigned' ? { status: 'signed' } : state),
  decide(command, state) {
    if (state.status !== 'none') throw conflict('A signature with this id already exists.');
    return [{ type: 'CodeOfConductSigned', data: command.data }];
  },
};

/** The conduct aggregate: its decider on the stream of one conduct. */
export const conductAggregate = aggregate(conductDecider, conductStream);
