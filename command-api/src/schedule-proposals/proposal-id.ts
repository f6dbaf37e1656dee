import { createHash } from 'node:crypto';
import type { ProposedGame, ScheduleProposalParameters } from '@league/contracts';

const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/** The parameters in one order of keys, so that equal parameters always hash the same. */
function canonical(leagueId: string, parameters: ScheduleProposalParameters) {
  const { startDate, endDate, gamesPerTeam, slots, blackoutDates, minDaysBetween } = parameters;
  return [
    leagueId,
    startDate,
    endDate,
    gamesPerTeam,
    slots.map(({ weekday, time, venueId }) => [weekday, time, venueId]),
    [...new Set(blackoutDates)].sort(),
    minDaysBetween,
  ];
}

/** Who plays whom and who is at home, whatever the dates: what moving or swapping games leaves as it is. */
const matchups = (games: readonly ProposedGame[]) =>
  games.map((game) => `${game.homeTeamId}>${game.visitorTeamId}`).sort();

/**
 * A proposal's id: a hash of its league and parameters, then a hash of its matchups (docs/api.md,
 * "Schedule generator"). Nothing is kept on the server: an apply sends the parameters and games back,
 * and its id tells whether they are the proposal's, moved or swapped, whichever process of the command
 * API answers it.
 */
export const proposalIdOf = (
  leagueId: string,
  parameters: ScheduleProposalParameters,
  games: readonly ProposedGame[],
) => digest(canonical(leagueId, parameters)) + digest(matchups(games));

/** What of an apply differs from the proposal it names: its parameters, its matchups, or nothing. */
export function proposalMismatch(
  proposalId: string,
  leagueId: string,
  parameters: ScheduleProposalParameters,
  games: readonly ProposedGame[],
): 'parameters' | 'matchups' | null {
  if (proposalId.slice(0, 16) !== digest(canonical(leagueId, parameters))) return 'parameters';
  if (proposalId.slice(16) !== digest(matchups(games))) return 'matchups';
  return null;
}
