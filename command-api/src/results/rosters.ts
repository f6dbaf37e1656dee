import type { EventStore } from '@league/infra/eventstore';
import { loadTeam } from '../lookups/streams';
import type { SideRoster } from './decider';

/**
 * A side of a game as a result (or the game's sheet) checks its players against: the team and every spot
 * its roster ever had (none for a removed team); null for a TBD side.
 */
export async function loadSideRoster(store: EventStore, teamId: string | null): Promise<SideRoster | null> {
  if (teamId === null) return null;
  const team = await loadTeam(store, teamId);
  return { teamId, spots: team.status === 'active' ? team.roster : [] };
}
