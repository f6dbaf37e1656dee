import { teamNameStream, teamStream } from '@league/contracts';
import { aggregate, type UniqueKey } from '../handling';
import { loadTeam } from '../lookups/streams';
import { TEAM_NAME_TAKEN_MESSAGE, teamDecider, type TeamState } from './decider';

/**
 * An active team holds its name in its league (stream teamName-<league>:<name>). The read-model check of
 * the decider sees only what was projected, so two creates or renames at one moment could both pass it;
 * the claim, appended at the version read, lets exactly one of them hold the name. A claim whose team no
 * longer has that name (a write that crashed after its claim) is taken over once it is stale.
 */
function teamNameKey(state: TeamState): UniqueKey[] {
  if (state.status !== 'active') return [];
  const { teamId, leagueId, teamName } = state.team;
  const key = teamName.trim().toLowerCase();
  return [
    {
      stream: teamNameStream(leagueId, teamName),
      ownerId: teamId,
      takenMessage: TEAM_NAME_TAKEN_MESSAGE,
      holds: async (store, ownerId) => {
        const owner = await loadTeam(store, ownerId);
        return (
          owner.status === 'active' &&
          owner.team.leagueId === leagueId &&
          owner.team.teamName.trim().toLowerCase() === key
        );
      },
    },
  ];
}

/** The team aggregate: its decider on the stream of one team, holding the team's name in its league. */
export const teamAggregate = aggregate(teamDecider, teamStream, teamNameKey);
