import { conflict, type BracketSide, type SeededSlot } from '@league/contracts';
import type { GameState } from '../schedule/decider';

export const NOTHING_TO_SEED_MESSAGE =
  'No playoff or championship game still to play has a TBD side with a seed and no feeding game: there is nothing to seed.';
export const TOO_FEW_TEAMS_MESSAGE = (seed: number, teams: number) =>
  `Seed ${seed} is asked for, but the standings have only ${teams} team${teams === 1 ? '' : 's'}.`;

/**
 * The sides seeding from the standings fills: of every knockout game not played yet, each side with no
 * feeding game, a seed above 0 and no team (a side that already has a team keeps it) gets the team
 * ranked `seed` in `ranking` (the standings' order, first place first). Refused (409) when there is
 * nothing to fill, or a seed is beyond the number of ranked teams.
 */
export function seedSlots(games: readonly GameState[], ranking: readonly string[]): SeededSlot[] {
  const slots: SeededSlot[] = [];
  for (const state of games) {
    if (state.status !== 'active' || state.result !== null) continue;
    const { game } = state;
    if (!game.playoff && !game.championship) continue;
    for (const side of ['home', 'visitor'] as BracketSide[]) {
      const seed = game[`${side}TeamSeed`];
      if ((game[`${side}FromGameId`] ?? null) !== null || seed <= 0 || game[`${side}TeamId`] !== null)
        continue;
      if (seed > ranking.length) throw conflict(TOO_FEW_TEAMS_MESSAGE(seed, ranking.length));
      slots.push({ gameId: game.gameId, side, teamId: ranking[seed - 1]!, seed });
    }
  }
  if (slots.length === 0) throw conflict(NOTHING_TO_SEED_MESSAGE);
  return slots;
}
