import { describe, it } from 'vitest';
import type { GameEvent, GameFields } from '@league/contracts';
import { givenWhenThen } from '../handling/test-support';
import { GAME_NOT_FOUND_MESSAGE } from '../schedule/decider';
import { bracketDecider, NO_CONFLICT_MESSAGE } from './decider';

const spec = givenWhenThen(bracketDecider);
const final: GameFields = {
  gameId: 'final',
  leagueId: 'l1',
  date: '2026-03-08',
  time: '19:00',
  venueId: 'v1',
  homeTeamId: null,
  visitorTeamId: 'comets',
  homeTeamSeed: 1,
  visitorTeamSeed: 2,
  playoff: false,
  championship: true,
  homeFromGameId: null,
  visitorFromGameId: null,
};
const scheduled: GameEvent = { type: 'GameScheduled', data: final };
const seeds = [
  { gameId: 'final', side: 'home', teamId: 'aces', seed: 1 },
  { gameId: 'final', side: 'visitor', teamId: 'bears', seed: 2 },
] as const;
const flagged: GameEvent = {
  type: 'BracketConflictFlagged',
  data: { gameId: 'final', side: 'home', winnerTeamId: 'bears', playedTeamId: 'aces', fromGameId: 'semi' },
};

describe('bracket decider', () => {
  it('seeds the sides the game still has TBD, and nothing on a game that is gone', () => {
    spec([scheduled], { type: 'SeedSides', data: { slots: seeds } }).then([
      { type: 'GameSlotFilled', data: { ...seeds[0], source: 'seed', fromGameId: null } },
    ]);
    spec([], { type: 'SeedSides', data: { slots: seeds } }).then([]);
  });

  it('keeps a played result against a flagged conflict, and refuses a side with none or a game not there', () => {
    spec([scheduled, flagged], { type: 'KeepPlayed', data: { side: 'home' } }).then([
      { type: 'BracketConflictResolved', data: { gameId: 'final', side: 'home', resolution: 'kept' } },
    ]);
    spec([scheduled], { type: 'KeepPlayed', data: { side: 'home' } }).thenRefused(409, NO_CONFLICT_MESSAGE);
    spec([], { type: 'KeepPlayed', data: { side: 'home' } }).thenRefused(404, GAME_NOT_FOUND_MESSAGE);
  });
});
