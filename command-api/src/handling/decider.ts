/** An event as a decider sees it: its type and data, before the store gives it an envelope. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * The functional core of a capability: `decide` says which events a command records given the state
 * folded from the stream's past events by `evolve`; it throws a LeagueError to refuse. No I/O.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/** The state after the given events. */
export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly DomainEvent[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event as Event), decider.initialState());
}
