import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@league/contracts';

/** Events shaped like the league's: a recorded game result with the usual envelope. */
export function gameResultRecorded(i: number): NewEvent {
  return {
    type: 'GameResultRecorded',
    data: {
      gameId: `g${i}`,
      homeTeamId: `t${i % 17}`,
      awayTeamId: `t${(i + 5) % 17}`,
      homeScore: i % 7,
      awayScore: i % 5,
    },
    metadata: {
      eventId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      actor: { role: 'admin', id: 'admin-1' },
      recordedAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

/** Appends go to this many streams in turn, as many games are recorded across a season. */
export const STREAMS = 1_000;

export function streamOf(i: number): string {
  return `game-bench${i % STREAMS}`;
}
