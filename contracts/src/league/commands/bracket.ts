import { z } from 'zod';
import { uuidField } from '../fields';

/** POST /api/admin/league/{leagueId}/seedBracket: the TBD sides (without feeder) given a team by seed. */
export const seedBracketParams = z.object({ leagueId: uuidField('leagueId') });
export const seededSlot = z.object({
  gameId: z.uuid(),
  side: z.enum(['home', 'visitor']),
  teamId: z.uuid(),
  seed: z.number().int(),
});
export type SeededSlot = z.infer<typeof seededSlot>;
export const seedBracketAnswer = z.object({ seeded: z.array(seededSlot) });
export type SeedBracketAnswer = z.infer<typeof seedBracketAnswer>;

/** POST /api/admin/game/{gameId}/bracketConflict/{side}/keep: the played result stays, the conflict ends. */
export const keepPlayedParams = z.object({
  gameId: uuidField('gameId'),
  side: z.enum(['home', 'visitor'], "side must be 'home' or 'visitor'."),
});
export const keepPlayedAnswer = z.object({ gameId: z.uuid(), position: z.string() });
export type KeepPlayedAnswer = z.infer<typeof keepPlayedAnswer>;
