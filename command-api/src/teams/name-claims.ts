import type { EventStore } from '@league/infra/eventstore';
import { loadTeam } from '../lookups/streams';
import { type KeyClaim } from '../unique-keys';
import { TEAM_NAME_TAKEN_MESSAGE } from './decider';
import { teamNameStream } from '@league/contracts';

/**
 * The claim of a team name in its league (stream teamName-<league>:<name>). The read-model check of the
 * decider sees only what was projected, so two creates or renames at one moment could both pass it; the
 * claim, appended at the version read, lets exactly one of them hold the name. A claim whose team no
 * longer has that name (a write that crashed after its claim) is taken over once it is stale.
 */
export function teamNameClaim(
  store: EventStore,
  team: { teamId: string; leagueId: string; teamName: string },
): KeyClaim {
  const key = team.teamName.trim().toLowerCase();
  return {
    stream: teamNameStream(team.leagueId, team.teamName),
    ownerId: team.teamId,
    takenMessage: TEAM_NAME_TAKEN_MESSAGE,
    holds: async (ownerId) => {
      const owner = await loadTeam(store, ownerId);
      return (
        owner.status === 'active' &&
        owner.team.leagueId === team.leagueId &&
        owner.team.teamName.trim().toLowerCase() === key
      );
    },
  };
}

export const sameTeamName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
