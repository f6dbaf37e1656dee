import type { ScoringLeader } from '@league/contracts';

/**
 * The league-wide rank of each scoring leader, in the API's order (points, then goals, then name):
 * players level on both points and goals share a rank, shown "T-3"; the next player after a tie
 * takes the place counted from the top (1, T-2, T-2, 4).
 */
export function leaderRanks(
  leaders: ReadonlyArray<Pick<ScoringLeader, 'rosterPlayerId' | 'points' | 'goals'>>,
): Map<string, string> {
  const ranks = new Map<string, string>();
  const level = (a: (typeof leaders)[number], b: (typeof leaders)[number] | undefined) =>
    b !== undefined && a.points === b.points && a.goals === b.goals;
  let place = 0;
  leaders.forEach((leader, index) => {
    if (!level(leader, leaders[index - 1])) place = index + 1;
    const tied = level(leader, leaders[index - 1]) || level(leader, leaders[index + 1]);
    ranks.set(leader.rosterPlayerId, tied ? `T-${place}` : String(place));
  });
  return ranks;
}

/** The league's teams for the leaders' filter, by name: the standings' teams and any team of a leader. */
export function teamChoices(
  standingsTeams: ReadonlyArray<{ teamId: string; teamName: string }>,
  leaders: ReadonlyArray<{ teamId: string; teamName: string }>,
): Array<{ value: string; label: string }> {
  const names = new Map<string, string>();
  for (const team of [...standingsTeams, ...leaders]) names.set(team.teamId, team.teamName);
  return [...names]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base', numeric: true }));
}
