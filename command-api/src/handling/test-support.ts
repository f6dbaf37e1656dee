import { expect } from 'vitest';
import { LeagueError } from '@league/contracts';
import { fold, type Decider, type DomainEvent } from './decider';

/**
 * A decide specification: given these past events, when this command, then these events, or a refusal
 * with this status and message.
 */
export function givenWhenThen<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) {
  return (given: readonly Event[], when: Command) => {
    const run = () => decider.decide(when, fold(decider, given));
    return {
      then(expected: readonly Event[]) {
        expect(run()).toEqual(expected);
      },
      thenRefused(status: LeagueError['status'], message?: string) {
        let refusal: unknown;
        try {
          run();
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(LeagueError);
        expect((refusal as LeagueError).status).toBe(status);
        if (message !== undefined) expect((refusal as LeagueError).message).toBe(message);
      },
    };
  };
}
