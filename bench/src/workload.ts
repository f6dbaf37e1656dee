import { testEvent } from '@league/infra/testing';
import type { NewEvent } from '@league/contracts';

/** Events shaped like the league's: a recorded game result with the usual envelope. */
export function gameResultRecorded(i: number): NewEvent {
  return testEvent('GameResultRecorded', {
    gameId: `g${i}`,
    homeTeamId: `t${i % 17}`,
    awayTeamId: `t${(i + 5) % 17}`,
    homeScore: i % 7,
    awayScore: i % 5,
  });
}

/** Appends go to this many streams in turn, as many games are recorded across a season. */
export const STREAMS = 1_000;

export function streamOf(i: number): string {
  return `game-bench${i % STREAMS}`;
}
