import type { FastifyRequest } from 'fastify';
import type { RecordedEvent } from '@league/contracts';
import type { EventStore } from '@league/infra/eventstore';
import { ifMatchOf } from '@league/infra/http';
import { commandContext } from './context';
import type { Decider, DomainEvent } from './decider';
import type { CommandContext, HandleResult } from './decide-append';
import { handleCommand } from './handle';
import type { KeysOf } from './unique-keys';

/**
 * One kind of aggregate, configured once: its decider, the stream of each instance and, for a record
 * with unique keys (a name, a schedule slot), the keys it holds in a state.
 */
export interface Aggregate<State, Command, Event extends DomainEvent> {
  decider: Decider<State, Command, Event>;
  keys?: KeysOf<State>;
  /** the instance whose stream is named by these ids */
  of(...ids: string[]): AggregateInstance<State, Command, Event>;
}

export interface AggregateInstance<State, Command, Event extends DomainEvent> {
  decider: Decider<State, Command, Event>;
  keys?: KeysOf<State>;
  streamId: string;
}

export function aggregate<State, Command, Event extends DomainEvent, Ids extends string[]>(
  decider: Decider<State, Command, Event>,
  stream: (...ids: Ids) => string,
  keys?: KeysOf<State>,
): Aggregate<State, Command, Event> {
  const configured = { decider, ...(keys ? { keys } : {}) };
  return { ...configured, of: (...ids) => ({ ...configured, streamId: stream(...(ids as Ids)) }) };
}

/** What a route says about a command beyond the command itself. */
export interface RunOptions {
  /**
   * check the request's `If-Match` (the version its form was loaded with): a different one is a 409. The
   * route requires the header (`requiringIfMatch`, docs/api.md): without it the request is a 428.
   */
  ifMatch?: boolean;
  /** a create with a caller-chosen id: a repeat with the same events is answered as the first one */
  create?: boolean;
  /** the stream as the route has just read it (to check rules first): the first attempt decides on it */
  past?: readonly RecordedEvent[];
  /** false: the record's new unique keys are not claimed (a booking saved anyway beside a clash) */
  claimKeys?: boolean;
}

export interface Commands {
  /** Decides the command on the instance's stream with the request's actor and clock, and records it. */
  run<State, Command, Event extends DomainEvent>(
    request: FastifyRequest,
    target: AggregateInstance<State, Command, Event>,
    command: Command,
    options?: RunOptions,
  ): Promise<HandleResult>;
  /** who asks and the request's correlation: for a command that follows from another (a bracket's advance) */
  context(request: FastifyRequest): CommandContext;
}

/** The commands of a route plugin: the store, the clock and the request's context supplied once. */
export function commandsOf(deps: { store: EventStore; now?: () => Date }): Commands {
  const now = deps.now ?? (() => new Date());
  const context = (request: FastifyRequest) => commandContext(request, now);
  return {
    context,
    async run(request, target, command, { ifMatch = false, ...options } = {}) {
      const expectedVersion = ifMatch ? ifMatchOf(request) : undefined;
      return handleCommand(deps.store, target.streamId, target.decider, command, context(request), {
        ...options,
        ...(target.keys ? { keys: target.keys } : {}),
        ...(expectedVersion !== undefined ? { expectedVersion } : {}),
      });
    },
  };
}
