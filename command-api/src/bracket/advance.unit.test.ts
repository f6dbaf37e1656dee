import { describe, expect, it } from 'vitest';
import type { GameEvent, GameFields } from '@league/contracts';
import { fold } from '../handling';
import { gameDecider } from '../schedule/decider';
import { advance, outcomeOf } from './advance';
import { seedSlots } from './seed';

const semi: GameFields = {
  gameId: 'semi',
  leagueId: 'l1',
  date: '2026-03-01',
  time: '19:00',
  venueId: 'v1',
  homeTeamId: 'aces',
  visitorTeamId: 'bears',
  homeTeamSeed: 1,
  visitorTeamSeed: 4,
  playoff: true,
  championship: false,
  homeFromGameId: null,
  visitorFromGameId: null,
};
const final: GameFields = {
  ...semi,
  gameId: 'final',
  date: '2026-03-08',
  homeTeamId: null,
  visitorTeamId: 'comets',
  homeTeamSeed: 0,
  visitorTeamSeed: 2,
  playoff: false,
  championship: true,
  homeFromGameId: 'semi',
};
const result = (
  gameId: string,
  homeTotal: number,
  visitorTotal: number,
  type: 'GameResultRecorded' | 'GameResultCorrected' = 'GameResultRecorded',
): GameEvent => ({
  type,
  data: {
    gameId,
    kind: 'playoff',
    status: 'FINAL',
    homePeriods: null,
    visitorPeriods: null,
    homeTotal,
    visitorTotal,
    summary: '',
    homeStats: [],
    visitorStats: [],
  },
});
const filled = (teamId: string | null, seed: number): GameEvent => ({
  type: 'GameSlotFilled',
  data: { gameId: 'final', side: 'home', teamId, seed, source: 'advance', fromGameId: 'semi' },
});
const state = (...events: GameEvent[]) => fold(gameDecider, events);
const semiWith = (...events: GameEvent[]) =>
  outcomeOf('semi', state({ type: 'GameScheduled', data: semi }, ...events));
const scheduledFinal: GameEvent = { type: 'GameScheduled', data: final };

describe('advance: a feeder result moves its winner on', () => {
  it('given an unplayed target with a TBD side, when the feeder has a winner, then the side gets it', () => {
    expect(advance(semiWith(result('semi', 2, 5)), state(scheduledFinal), 'home')).toEqual([
      filled('bears', 4),
    ]);
  });

  it('given the side already holds the winner, when asked again, then nothing is recorded', () => {
    expect(advance(semiWith(result('semi', 5, 2)), state(scheduledFinal, filled('aces', 1)), 'home')).toEqual(
      [],
    );
  });

  it('given the side filled by advance, when a correction makes the other team win, then it is replaced', () => {
    const corrected = semiWith(result('semi', 5, 2), result('semi', 1, 2, 'GameResultCorrected'));
    expect(advance(corrected, state(scheduledFinal, filled('aces', 1)), 'home')).toEqual([
      filled('bears', 4),
    ]);
  });

  it('given the side filled by advance, when the result becomes a tie, then the side goes back to TBD', () => {
    expect(advance(semiWith(result('semi', 3, 3)), state(scheduledFinal, filled('aces', 1)), 'home')).toEqual(
      [filled(null, 0)],
    );
  });

  it('given a side set by hand, when the feeder ties or has no result, then nothing changes', () => {
    const byHand = state({ type: 'GameScheduled', data: { ...final, homeTeamId: 'aces' } });
    expect(advance(semiWith(result('semi', 3, 3)), byHand, 'home')).toEqual([]);
    expect(advance(semiWith(), state(scheduledFinal), 'home')).toEqual([]);
  });

  it('given a target no longer fed by this game, then nothing is recorded', () => {
    const unfed = state({ type: 'GameScheduled', data: { ...final, homeFromGameId: null } });
    expect(advance(semiWith(result('semi', 5, 2)), unfed, 'home')).toEqual([]);
  });

  const played = [scheduledFinal, filled('aces', 1), result('final', 4, 1)];
  const flag: GameEvent = {
    type: 'BracketConflictFlagged',
    data: { gameId: 'final', side: 'home', winnerTeamId: 'bears', playedTeamId: 'aces', fromGameId: 'semi' },
  };

  it('given a played target, when the winner changes, then a conflict is flagged and the game is kept', () => {
    expect(advance(semiWith(result('semi', 1, 2)), state(...played), 'home')).toEqual([flag]);
  });

  it('given a conflict flagged for this winner, when the result is saved again, then it is not flagged twice', () => {
    expect(advance(semiWith(result('semi', 1, 2)), state(...played, flag), 'home')).toEqual([]);
  });

  it('given a flagged conflict, when a correction makes the played team the winner, then it clears itself', () => {
    expect(advance(semiWith(result('semi', 3, 2)), state(...played, flag), 'home')).toEqual([
      {
        type: 'BracketConflictResolved',
        data: { gameId: 'final', side: 'home', resolution: 'winner played' },
      },
    ]);
  });

  it('given the admin kept the played result, when the feeder is saved again unchanged, then it is not flagged again', () => {
    const kept: GameEvent = {
      type: 'BracketConflictResolved',
      data: { gameId: 'final', side: 'home', resolution: 'kept' },
    };
    expect(advance(semiWith(result('semi', 1, 2)), state(...played, flag, kept), 'home')).toEqual([]);
  });
});

describe('seedSlots: seeding from the standings', () => {
  const ranking = ['aces', 'comets', 'dukes', 'bears'];
  const tbdSemi = { ...semi, homeTeamId: null, visitorTeamId: null };

  it('fills every TBD side with a seed and no feeder by rank, skipping sides with a team or a feeder', () => {
    const games = [state({ type: 'GameScheduled', data: tbdSemi }), state(scheduledFinal)];
    expect(seedSlots(games, ranking)).toEqual([
      { gameId: 'semi', side: 'home', teamId: 'aces', seed: 1 },
      { gameId: 'semi', side: 'visitor', teamId: 'bears', seed: 4 },
    ]);
  });

  it('leaves played and regular-season games alone, and refuses when nothing is left to seed', () => {
    const played = state({ type: 'GameScheduled', data: semi }, result('semi', 1, 0));
    const regular = state({ type: 'GameScheduled', data: { ...tbdSemi, playoff: false, homeTeamId: 'x' } });
    expect(() => seedSlots([played, regular], ranking)).toThrow(/nothing to seed/);
  });

  it('refuses a seed beyond the number of teams in the standings', () => {
    expect(() => seedSlots([state({ type: 'GameScheduled', data: tbdSemi })], ranking.slice(0, 3))).toThrow(
      'Seed 4 is asked for, but the standings have only 3 teams.',
    );
  });
});
