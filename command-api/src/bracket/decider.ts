import {
  conflict,
  gameStream,
  notFound,
  type BracketSide,
  type GameEvent,
  type SeededSlot,
} from '@league/contracts';
import { aggregate, type Decider } from '../handling';
import { GAME_NOT_FOUND_MESSAGE, gameDecider, type GameState } from '../schedule/decider';
import { advance, type FeederOutcome } from './advance';

export const NO_CONFLICT_MESSAGE = 'This side of the game has no bracket conflict to resolve.';

/** What the bracket does to one game: seeding its sides, advancing a feeder's winner, keeping a played result. */
export type BracketCommand =
  | { type: 'SeedSides'; data: { slots: readonly SeededSlot[] } }
  | { type: 'AdvanceWinner'; data: { outcome: FeederOutcome; side: BracketSide } }
  | { type: 'KeepPlayed'; data: { side: BracketSide } };

/**
 * The bracket's decisions on a game's stream (its state as the game's decider folds it):
 * - SeedSides fills each seeded side the game still has TBD, when it is not played (else nothing);
 * - AdvanceWinner brings a side in line with its feeder's outcome (advance.ts);
 * - KeepPlayed resolves the side's flagged conflict by keeping the played result.
 */
export const bracketDecider: Decider<GameState, BracketCommand, GameEvent> = {
  initialState: gameDecider.initialState,
  evolve: gameDecider.evolve,
  decide(command, state) {
    switch (command.type) {
      case 'SeedSides':
        if (state.status !== 'active' || state.result !== null) return [];
        return command.data.slots
          .filter((slot) => state.game[`${slot.side}TeamId`] === null)
          .map((slot) => ({ type: 'GameSlotFilled', data: { ...slot, source: 'seed', fromGameId: null } }));
      case 'AdvanceWinner':
        return advance(command.data.outcome, state, command.data.side);
      case 'KeepPlayed': {
        const { side } = command.data;
        if (state.status !== 'active') throw notFound(GAME_NOT_FOUND_MESSAGE);
        if (!state.bracket.conflicts[side]) throw conflict(NO_CONFLICT_MESSAGE);
        return [
          { type: 'BracketConflictResolved', data: { gameId: state.game.gameId, side, resolution: 'kept' } },
        ];
      }
    }
  },
};

/** The bracket's side of a game: on the game's stream, beside the schedule's and the results' deciders. */
export const bracketAggregate = aggregate(bracketDecider, gameStream);
